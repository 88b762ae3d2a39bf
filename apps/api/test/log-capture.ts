import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../src/logging/index.js';

/** A logger with the product's options at debug, whose every line the test can read. */
export function capturedLog(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}

/** The forms a value travels in: as typed, lower-case, URL-encoded (both ways of a space). */
function formsOf(value: string): string[] {
  const forms = [value, encodeURIComponent(value), value.replace(/ /g, '+')];
  return [...new Set(forms.map((form) => form.toLowerCase()))];
}

/** The lines holding any form of any of the values, case-insensitively. */
export function linesHolding(lines: readonly string[], values: readonly string[]): string[] {
  const needles = values.flatMap(formsOf);
  return lines.filter((line) => {
    const lower = line.toLowerCase();
    return needles.some((needle) => lower.includes(needle));
  });
}
