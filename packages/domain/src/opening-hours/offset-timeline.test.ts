import { describe, expect, it } from 'vitest';
import {
  buildOffsetTimeline,
  instantsOfWallMinute,
  offsetMinutesAt,
  wallMinuteAt,
} from './offset-timeline.js';
import { DAY_MS, MINUTE_MS } from './time-units.js';

const ms = (iso: string) => Date.parse(iso);
const wall = (isoWithoutZone: string) => Date.parse(`${isoWithoutZone}Z`) / MINUTE_MS;
const isoOf = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

function timelineAround(iso: string, timeZone: string) {
  return buildOffsetTimeline({
    timeZone,
    fromMs: ms(iso) - 3 * DAY_MS,
    toMs: ms(iso) + 3 * DAY_MS,
  });
}

describe('buildOffsetTimeline', () => {
  it('finds the New York transitions of 2026 to the minute', () => {
    const timeline = buildOffsetTimeline({
      timeZone: 'America/New_York',
      fromMs: ms('2026-01-01T00:00:00Z'),
      toMs: ms('2026-12-31T00:00:00Z'),
    });
    expect(timeline.segments).toEqual([
      { startMs: -Infinity, offsetMinutes: -300 },
      { startMs: ms('2026-03-08T07:00:00Z'), offsetMinutes: -240 },
      { startMs: ms('2026-11-01T06:00:00Z'), offsetMinutes: -300 },
    ]);
  });

  it('finds the half-hour shifts of Lord Howe', () => {
    const timeline = buildOffsetTimeline({
      timeZone: 'Australia/Lord_Howe',
      fromMs: ms('2026-03-01T00:00:00Z'),
      toMs: ms('2026-10-31T00:00:00Z'),
    });
    expect(timeline.segments.map((segment) => segment.offsetMinutes)).toEqual([660, 630, 660]);
  });

  it('has one segment for a zone without daylight saving', () => {
    const timeline = timelineAround('2026-03-08T00:00:00Z', 'Asia/Kolkata');
    expect(timeline.segments).toEqual([{ startMs: -Infinity, offsetMinutes: 330 }]);
  });
});

describe('wallMinuteAt / offsetMinutesAt', () => {
  const timeline = timelineAround('2026-03-29T01:00:00Z', 'Europe/Madrid');

  it('reads the wall clock on both sides of the Madrid spring-forward', () => {
    expect(offsetMinutesAt({ timeline, instantMs: ms('2026-03-29T00:59:00Z') })).toBe(60);
    expect(wallMinuteAt({ timeline, instantMs: ms('2026-03-29T00:59:59Z') })).toBe(
      wall('2026-03-29T01:59'),
    );
    expect(wallMinuteAt({ timeline, instantMs: ms('2026-03-29T01:00:00Z') })).toBe(
      wall('2026-03-29T03:00'),
    );
  });
});

describe('instantsOfWallMinute', () => {
  it('gives the one instant of an ordinary wall-clock minute', () => {
    const timeline = timelineAround('2026-03-08T00:00:00Z', 'America/New_York');
    expect(isoOf(instantsOfWallMinute({ timeline, wallMinute: wall('2026-03-07T12:00') }))).toEqual(
      ['2026-03-07T17:00:00.000Z'],
    );
  });

  it('maps a minute in the New York spring-forward gap to the first instant after it', () => {
    const timeline = timelineAround('2026-03-08T07:00:00Z', 'America/New_York');
    for (const minute of ['2026-03-08T02:00', '2026-03-08T02:30', '2026-03-08T02:59']) {
      expect(isoOf(instantsOfWallMinute({ timeline, wallMinute: wall(minute) }))).toEqual([
        '2026-03-08T07:00:00.000Z',
      ]);
    }
    expect(isoOf(instantsOfWallMinute({ timeline, wallMinute: wall('2026-03-08T03:00') }))).toEqual(
      ['2026-03-08T07:00:00.000Z'],
    );
  });

  it('gives both instants of a minute the New York clock shows twice', () => {
    const timeline = timelineAround('2026-11-01T06:00:00Z', 'America/New_York');
    expect(isoOf(instantsOfWallMinute({ timeline, wallMinute: wall('2026-11-01T01:30') }))).toEqual(
      ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    );
  });

  it('handles the Madrid autumn repeat and spring gap', () => {
    const autumn = timelineAround('2026-10-25T01:00:00Z', 'Europe/Madrid');
    expect(
      isoOf(instantsOfWallMinute({ timeline: autumn, wallMinute: wall('2026-10-25T02:00') })),
    ).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']);
    const spring = timelineAround('2026-03-29T01:00:00Z', 'Europe/Madrid');
    expect(
      isoOf(instantsOfWallMinute({ timeline: spring, wallMinute: wall('2026-03-29T02:15') })),
    ).toEqual(['2026-03-29T01:00:00.000Z']);
  });
});
