import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import esMessages from '#web/locales/es-ES.json';
import { pageMessages } from './page-messages.ts';
import { findMessage, type Messages } from './translate.ts';

const all: Messages = esMessages;
const src = join(import.meta.dirname, '../..');

/** Every 'namespace.key' string literal in the non-test sources under `dirs`. */
function keysUsedIn(dirs: readonly string[]): Set<string> {
  const keys = new Set<string>();
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)) {
      for (const [, key] of readFileSync(path, 'utf8').matchAll(/['`]([a-zA-Z_]+\.[\w.]+)/g)) {
        if (key && findMessage(all, key) !== undefined) keys.add(key);
      }
    }
  };
  for (const dir of dirs) visit(join(src, dir));
  return keys;
}

const SHARED = ['app', 'components', 'lib', 'features/payment'];
const flows = [
  ['/transient/b6129176-2e41-4221-ae76-f22afba2321c', 'features/transient'],
  ['/reservation/394610d0-0626-48da-9155-456a0f78efd9', 'features/reservation'],
  ['/permit/764e02a7-6c82-42d9-a4c6-2d9c8376d94e', 'features/permit'],
  ['/access-control/e423a4ec-803b-4103-a4a4-2a4ab15c9454', 'features/access-control'],
  ['/e423a4ec-803b-4103-a4a4-2a4ab15c9454/stay-details', 'features/access-control'],
] as const;

describe('pageMessages', () => {
  it.each(flows)('gives %s every text its flow and the shared pieces use', (path, feature) => {
    const { messages, partial } = pageMessages(all, path);
    expect(partial).toBe(true);
    const missing = [...keysUsedIn([feature, ...SHARED])].filter(
      (key) => findMessage(messages, key) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('leaves out the other flows: a transient page carries less than half the catalogue', () => {
    const { messages } = pageMessages(all, flows[0][0]);
    expect(Object.keys(messages).sort()).toEqual(
      [
        'common',
        'contact',
        'errors',
        'payment',
        'reservation',
        'shell',
        'ticket_paid',
        'transient',
      ].sort(),
    );
    expect(Object.keys(messages.reservation ?? {})).toEqual(['checkout']);
    expect(JSON.stringify(messages).length).toBeLessThan(JSON.stringify(all).length / 2);
  });

  it('takes part of a namespace where a flow uses only that', () => {
    const { messages } = pageMessages(all, flows[1][0]);
    expect(Object.keys(messages.transient ?? {})).toEqual(['home']);
    expect(messages.transient).toEqual({ home: (all.transient as Messages).home });
  });

  it('gives a page outside the flows the whole catalogue', () => {
    expect(pageMessages(all, '/')).toEqual({ messages: all, partial: false });
    expect(pageMessages(all, '/terms')).toEqual({ messages: all, partial: false });
  });
});
