import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Frame,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { logRequestsOnFailure } from './request-log.ts';

export type Locale = 'es-ES' | 'en-US';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium keeps only the last --disable-features, so this one repeats Playwright's own list
 * (playwright-core 1.65, chromiumSwitches) before adding ours: WebUIOmniboxPopup, whose
 * address-bar popup page in every window (Chromium 156) kept a renderer busy on an idle page,
 * about 6% of a core per open page, measured here (docs/decisions/102).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export const baseUrl = (): string => inject('baseUrl');

/**
 * One Chromium for the calling test file: launched before its tests, closed after them.
 * Returns a getter, since the browser exists only once beforeAll has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is launched in beforeAll');
    return browser;
  };
}

async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run 'node scripts/ensure-chromium.mjs'.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface DriverPage {
  context: BrowserContext;
  page: Page;
  /** Messages the browser reported as errors (CSP violations, failed scripts, React errors). */
  consoleErrors: string[];
}

/**
 * A phone-sized page (360 px wide unless told) in a fresh context, so local storage starts
 * empty. `storedLocale` sets the stored LOCALE the app restores and the cookie that mirrors it,
 * as a returning driver would have; the browser's own language is that one, else Spanish
 * (`browserLocale` to choose another), so a first visit opens in the spec's default. `origin`:
 * another server than the run's shared one (a test that starts its own).
 */
export async function openDriverPage(
  browser: Browser,
  {
    storedLocale,
    browserLocale = storedLocale ?? 'es-ES',
    width = 360,
    javaScriptEnabled = true,
    origin = baseUrl(),
  }: {
    storedLocale?: Locale;
    browserLocale?: Locale;
    width?: number;
    javaScriptEnabled?: boolean;
    origin?: string;
  } = {},
): Promise<DriverPage> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: 800 },
    locale: browserLocale,
    javaScriptEnabled,
  });
  if (storedLocale) {
    await context.addCookies([{ name: 'locale', value: storedLocale, url: origin }]);
    await context.addInitScript((locale) => {
      try {
        window.localStorage.setItem('LOCALE', locale);
      } catch {
        // Init scripts run in every frame; the sandboxed card form's opaque origin has no storage.
      }
    }, storedLocale);
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  logRequestsOnFailure(
    page,
    `A page at ${width} px in ${storedLocale ?? browserLocale}`,
    consoleErrors,
  );
  return { context, page, consoleErrors };
}

/**
 * Makes the page at `path` come as the bare app (index.html), not rendered by the server, so
 * that what a test does to the API answers the page asks for (page.route) reaches the page: a
 * server-rendered page has its place or customer in its HTML (decision 065).
 */
export async function serveAppShellAt(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch({ url: `${baseUrl()}/index.html` });
      await route.fulfill({ response });
    },
  );
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Whether the page is wider than the window, so that a phone would scroll it sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page. Evaluated through the DevTools protocol, so the page's strict CSP
 * stays on (an injected <script> tag would be, rightly, refused).
 */
export function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return seriousAxeViolationsIn(page.mainFrame(), { preload: true });
}

/** The same audit inside one frame: a processor's sandboxed iframe, which the page's axe cannot reach. */
export async function seriousAxeViolationsIn(
  frame: Frame,
  // A frame of opaque origin cannot fetch its own stylesheets by XHR (CORS), which axe's
  // preload does for one rule (css-orientation-lock): off there, so the page logs no error.
  { preload = false }: { preload?: boolean } = {},
): Promise<AxeViolation[]> {
  // Once per document: compiling axe's 0.5 MB again for each audit of a page cost every test
  // file seconds of CPU, on a machine the browser tests already keep busy.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async (preloadAssets) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      preload: preloadAssets,
    });
    return result.violations.map(
      (violation: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }),
    );
  }, preload);
  return (violations as AxeViolation[]).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
