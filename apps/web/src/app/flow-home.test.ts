import { describe, expect, it } from 'vitest';
import { flowHomePath, isUndefinedRejection } from './flow-home.ts';

const id = 'b6129176-2e41-4221-ae76-f22afba2321c';

describe('flowHomePath', () => {
  it('finds the home of the transient, reservation and access-control flows', () => {
    expect(flowHomePath(`/transient/${id}`)).toBe(`/transient/${id}`);
    expect(flowHomePath(`/transient/${id}/summary/x`)).toBe(`/transient/${id}`);
    expect(flowHomePath(`/reservation/${id}/checkout/q`)).toBe(`/reservation/${id}`);
    expect(flowHomePath(`/access-control/${id}/support`)).toBe(`/access-control/${id}`);
    expect(flowHomePath(`/${id}/stay-details`)).toBe(`/${id}`);
  });

  it('is null outside a flow', () => {
    expect(flowHomePath('/')).toBeNull();
    expect(flowHomePath('/terms-and-conditions')).toBeNull();
    expect(flowHomePath('/transient/not-a-uuid')).toBeNull();
    expect(flowHomePath(`/permit/${id}`)).toBeNull();
  });
});

describe('isUndefinedRejection', () => {
  it("matches messages that mention 'undefined'", () => {
    expect(
      isUndefinedRejection(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(true);
    expect(isUndefinedRejection('value is undefined')).toBe(true);
    expect(isUndefinedRejection(new Error('Network Error'))).toBe(false);
    expect(isUndefinedRejection(undefined)).toBe(false);
  });
});
