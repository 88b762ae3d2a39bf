import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { windowRefusalOf } from './window-refusal.ts';

const refused = (
  code: 'CLOSED_AT_TIMES' | 'CLOSURE_IN_WINDOW' | 'TIMES_UNAVAILABLE',
  field?: string,
) => {
  const error = new ApiError('The selected times are unavailable.', 400, 400);
  error.sentCode = code;
  if (field) error.field = field;
  error.suggestedWindow = {
    startTime: '2026-11-29T14:00:00.000Z',
    endTime: '2026-11-29T20:00:00.000Z',
  };
  return error;
};

describe('windowRefusalOf', () => {
  it('names the closed time and keeps the suggestion', () => {
    expect(windowRefusalOf(refused('CLOSED_AT_TIMES', 'startTime'))).toMatchObject({
      kind: 'closed_at_entry',
      suggestion: { startTime: '2026-11-29T14:00:00.000Z' },
    });
    expect(windowRefusalOf(refused('CLOSED_AT_TIMES', 'endTime')).kind).toBe('closed_at_exit');
    expect(windowRefusalOf(refused('CLOSURE_IN_WINDOW')).kind).toBe('closure');
  });

  it('keeps the spec sentence for any other refusal, and a network failure apart', () => {
    expect(windowRefusalOf(refused('TIMES_UNAVAILABLE'))).toEqual({
      kind: 'unavailable',
      suggestion: null,
    });
    expect(windowRefusalOf(new ApiError('Network Error', null, NETWORK_ERROR_CODE)).kind).toBe(
      'network',
    );
  });
});
