import { describe, expect, it } from 'vitest';
import { isGatewayDate, isGatewayHour } from './answer-shapes.js';

describe("the gateway's date and hour shapes", () => {
  it.each([
    ['28/11/2026', true],
    ['29/02/2028', true],
    ['31/12/1999', true],
    ['29/02/2026', false],
    ['31/04/2026', false],
    ['00/01/2026', false],
    ['99/99/9999', false],
    ['1/1/2026', false],
    ['2026-11-28', false],
    ['28/11/2026 ', false],
  ])('date %s: %s', (value, valid) => {
    expect(isGatewayDate(value)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['09:05', true],
    ['24:00', false],
    ['99:99', false],
    ['9:05', false],
    ['12:60', false],
    ['12:34:56', false],
  ])('hour %s: %s', (value, valid) => {
    expect(isGatewayHour(value)).toBe(valid);
  });
});
