import { describe, expect, it } from 'vitest';
import { exitCheckTimeProblem, gateEventTimeProblem } from './gate-event-time.js';

const now = new Date('2026-03-29T01:30:00Z');
const at = (iso: string) => gateEventTimeProblem({ occurredAt: new Date(iso), now });

describe('gateEventTimeProblem', () => {
  it('accepts now, five minutes ahead, and exactly 30 days back', () => {
    expect(at('2026-03-29T01:30:00Z')).toBeNull();
    expect(at('2026-03-29T01:35:00Z')).toBeNull();
    expect(at('2026-02-27T01:30:00Z')).toBeNull();
  });

  it('refuses more than five minutes ahead', () => {
    expect(at('2026-03-29T01:35:00.001Z')).toBe('future');
  });

  it('refuses more than 30 days back, and the epoch', () => {
    expect(at('2026-02-27T01:29:59.999Z')).toBe('too-old');
    expect(at('1970-01-01T00:00:00Z')).toBe('too-old');
  });
});

describe('exitCheckTimeProblem', () => {
  const check = (iso: string) => exitCheckTimeProblem({ at: new Date(iso), now });

  it('accepts five minutes either side of now', () => {
    expect(check('2026-03-29T01:30:00Z')).toBeNull();
    expect(check('2026-03-29T01:35:00Z')).toBeNull();
    expect(check('2026-03-29T01:25:00Z')).toBeNull();
  });

  it('refuses anything further: a day behind prices a stay that owes as free', () => {
    expect(check('2026-03-29T01:35:00.001Z')).toBe('future');
    expect(check('2026-03-29T01:24:59.999Z')).toBe('too-old');
    expect(check('2026-03-28T01:30:00Z')).toBe('too-old');
    expect(check('1970-01-01T00:00:00Z')).toBe('too-old');
  });
});
