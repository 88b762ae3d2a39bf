import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLACE_INCLUDES } from '@parking/domain/vocabulary';
import { afterAll, describe, expect, it } from 'vitest';
import { linkPageOf } from './link-pages.js';
import { createPagePreloads, entryPageOf } from './page-preloads.js';

/** A build's manifest as Vite writes it, cut to the files the entry pages reach. */
const manifest = {
  // The second entry, listed first: the app's own entry is index.html's, whatever the order.
  'src/start-after-paint.ts': {
    file: 'assets/start-after-paint-1.js',
    src: 'src/start-after-paint.ts',
    isEntry: true,
  },
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime-1.js', '_shell-1.js'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_runtime-1.js'] },
  'src/app/layouts/place-layout.tsx': {
    file: 'assets/place-layout-1.js',
    src: 'src/app/layouts/place-layout.tsx',
    imports: ['_runtime-1.js', '_shell-1.js', 'index.html'],
  },
  '_transient-home-page-1.js': {
    file: 'assets/transient-home-page-1.js',
    name: 'transient-home-page',
    imports: ['_shell-1.js'],
    css: ['assets/transient-home-page-1.css'],
  },
  '_transient-home-page-1.css': {
    file: 'assets/transient-home-page-1.css',
    src: '_transient-home-page-1.css',
  },
  'src/app/routes/access-control-routes.tsx': {
    file: 'assets/access-control-routes-1.js',
    imports: ['_shell-1.js', '_access-control-context-1.js'],
  },
  '_access-control-context-1.js': { file: 'assets/access-control-context-1.js' },
  'src/locales/es-ES.json': { file: 'assets/es-ES-1.json', src: 'src/locales/es-ES.json' },
  'src/locales/en-US.json': { file: 'assets/en-US-1.json', src: 'src/locales/en-US.json' },
};

const dist = mkdtempSync(join(tmpdir(), 'page-preloads-'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const place = '11111111-2222-4333-8444-555555555555';
/** As the app's api-client encodes it: URLSearchParams, commas as %2C. */
const INCLUDE = `include=${PLACE_INCLUDES.join('%2C')}`;
const links = (path: string, cookie?: string) =>
  (createPagePreloads(dist).linksFor(path, cookie) ?? '').split(', ');

describe('the Link header of an entry page', () => {
  it('announces the transient first page: its chunks, stylesheet, translations and place', () => {
    expect(links(`/transient/${place}`)).toEqual([
      '</assets/place-layout-1.js>; rel=modulepreload',
      '</assets/transient-home-page-1.js>; rel=modulepreload',
      '</assets/transient-home-page-1.css>; rel=preload; as=style; crossorigin',
      '</assets/es-ES-1.json>; rel=preload; as=fetch; crossorigin',
      `</api/customer/place/${place}?${INCLUDE}>; rel=preload; as=fetch; crossorigin`,
    ]);
  });

  it('fetches the place’s first photo at once, unless its URL would break the header', () => {
    const preloads = createPagePreloads(dist);
    const placeOf = (path: string) => preloads.placeIdOf(entryPageOf(path) ?? linkPageOf(path, ''));
    expect(placeOf(`/transient/${place}`)).toBe(place);
    expect(placeOf(`/reservation/${place}`)).toBe(place);
    // The extension page a reminder links to shows the place header too (decision 082).
    expect(placeOf(`/transient/${place}/extension/${place}`)).toBe(place);
    // The permit's first page, the customer area and the tickets show no photo of the place.
    expect(placeOf(`/permit/${place}`)).toBeNull();
    expect(placeOf(`/access-control/${place}`)).toBeNull();
    expect(placeOf(`/transient/${place}/ticket-paid/${place}`)).toBeNull();
    const withImage = preloads.linksFor(`/transient/${place}`, undefined, '/demo/entrance.svg');
    // First of all: the largest paint before the scripts.
    expect(withImage).toMatch(
      /^<\/demo\/entrance\.svg>; rel=preload; as=image; fetchpriority=high, /,
    );
    for (const bad of ['/a>b.svg', '/a,b.svg', '/a b.svg']) {
      expect(preloads.linksFor(`/transient/${place}`, undefined, bad)).not.toContain('as=image');
    }
  });

  it('takes the translations of the language cookie, and only a language the app has', () => {
    expect(links(`/transient/${place}`, 'a=1; locale=en-US')).toContain(
      '</assets/en-US-1.json>; rel=preload; as=fetch; crossorigin',
    );
    expect(links(`/transient/${place}`, 'locale=fr-FR')).toContain(
      '</assets/es-ES-1.json>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('announces the customer area at both of its addresses', () => {
    for (const path of [`/access-control/${place}`, `/${place}/`]) {
      expect(links(path)).toEqual([
        '</assets/access-control-routes-1.js>; rel=modulepreload',
        '</assets/access-control-context-1.js>; rel=modulepreload',
        '</assets/es-ES-1.json>; rel=preload; as=fetch; crossorigin',
        `</api/customer/${place}>; rel=preload; as=fetch; crossorigin`,
      ]);
    }
  });

  it('announces only the photo of a server-rendered page, whose scripts start after its paint', () => {
    const preloads = createPagePreloads(dist);
    expect(
      preloads.linksFor(`/transient/${place}`, undefined, '/demo/entrance.svg', {
        rendered: true,
      }),
    ).toBe('</demo/entrance.svg>; rel=preload; as=image; fetchpriority=high');
    expect(preloads.linksFor(`/permit/${place}`, undefined, null, { rendered: true })).toBe('');
    expect(preloads.startAfterPaintScript).toBe('/assets/start-after-paint-1.js');
    // The app's entry first (the one start-after-paint imports), then every module it and the
    // page's route import at once, each once.
    expect(preloads.pageScripts({ flow: 'transient', id: place })).toEqual([
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/shell-1.js',
      '/assets/place-layout-1.js',
      '/assets/transient-home-page-1.js',
    ]);
    expect(preloads.pageScripts({ flow: 'accessControl', id: place })).toEqual([
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/shell-1.js',
      '/assets/access-control-routes-1.js',
      '/assets/access-control-context-1.js',
    ]);
  });

  it('says nothing for other pages, ids that are no UUID, or a build without a manifest', () => {
    const preloads = createPagePreloads(dist);
    for (const path of ['/', `/transient/${place}/summary/x`, '/transient/not-a-uuid', '/terms']) {
      expect(preloads.linksFor(path, undefined)).toBeNull();
    }
    const bare = createPagePreloads(join(dist, 'nowhere'));
    expect(bare.startAfterPaintScript).toBeNull();
    expect(bare.linksFor(`/transient/${place}`, undefined)).toEqual(
      `</api/customer/place/${place}?${INCLUDE}>; rel=preload; as=fetch; crossorigin`,
    );
  });
});

describe('the CSS of a server-rendered page', () => {
  it('inlines the files the build has, and names them for the page to link disabled', () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'transient-home-page-1.css'), '.home{color:red}');
    const preloads = createPagePreloads(dist);
    const transient = { flow: 'transient', id: place } as const;
    expect(preloads.pageCss(transient)).toBe('.home{color:red}');
    expect(preloads.pageCssFiles(transient)).toEqual(['/assets/transient-home-page-1.css']);
    expect(preloads.pageCssFiles({ flow: 'permit', id: place })).toEqual([]);
  });
});
