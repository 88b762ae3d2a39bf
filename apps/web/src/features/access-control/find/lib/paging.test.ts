import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageFromQuery, pageWindow, pagingOf } from './paging.ts';

describe('similar plates paging (spec section 9)', () => {
  it('moves forward only below totalPages and back only after page 1', () => {
    expect(pagingOf(1, 3)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pagingOf(2, 3)).toEqual({ hasPrevious: true, hasNext: true });
    expect(pagingOf(3, 3)).toEqual({ hasPrevious: true, hasNext: false });
    expect(pagingOf(1, 0)).toEqual({ hasPrevious: false, hasNext: false });
  });

  it('ends paging forward once an answer did not come', () => {
    expect(pagingOf(2, undefined)).toEqual({ hasPrevious: true, hasNext: false });
  });

  it('pages of six follow each other without gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (page) => {
        const here = pageWindow(page);
        const next = pageWindow(page + 1);
        expect(here.take).toBe(6);
        expect(next.skip).toBe(here.skip + here.take);
      }),
    );
    expect(pageWindow(1)).toEqual({ take: 6, skip: 0 });
  });

  it('reads a page number from the query, page 1 for anything else', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const raw of [null, '', '0', '-1', '1.5', 'x', '1e9']) expect(pageFromQuery(raw)).toBe(1);
  });
});
