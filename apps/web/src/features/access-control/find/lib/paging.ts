/** Spec section 9: the similar plates' first short list, then pages of six. */
export const FIRST_LIST_SIZE = 3;
const PAGE_SIZE = 6;

/** A 1-based page number from the query string; anything else is page 1. */
export function pageFromQuery(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** take and skip of page `page` of pages of `size`. */
export function pageWindow(page: number, size = PAGE_SIZE): { take: number; skip: number } {
  return { take: size, skip: (page - 1) * size };
}

/**
 * Spec section 9, 'Paging of similar sessions': next while the current page is below
 * totalPages, previous only after page 1, and no further paging once an answer did not come
 * (an undefined response: `totalPages` undefined).
 */
export function pagingOf(page: number, totalPages: number | undefined) {
  return {
    hasPrevious: page > 1,
    hasNext: totalPages !== undefined && page < totalPages,
  };
}
