import type { Page } from 'playwright-core';

/**
 * What does not fit a phone's width on the page as it is painted now: the page wider than the
 * window (a phone would scroll it sideways), text cut by a box that hides its overflow or ends
 * it with an ellipsis, and content that sticks out of a box drawn on screen (a button out of
 * its card).
 * Each problem names the element and its text, with the widths measured.
 */
export function unfitElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    }
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.localName}${classes ? `.${classes}` : ''}> '${text}'`;
    };
    const drawnAsBox = (style: CSSStyleDeclaration) =>
      ['Left', 'Right', 'Top', 'Bottom'].some(
        (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px',
      ) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.boxShadow !== 'none';
    // Typed values scroll inside their field by design; a canvas or an image has no text to cut.
    const skipped = new Set(['input', 'textarea', 'iframe', 'img', 'svg', 'canvas', 'video']);
    for (const element of document.body.querySelectorAll('*')) {
      if (skipped.has(element.localName) || element.closest('svg')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.display === 'inline' || style.display === 'contents')
        continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers and cut on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      const widths = `${element.scrollWidth} px in ${element.clientWidth} px`;
      const overflow = style.overflowX;
      if (overflow === 'auto' || overflow === 'scroll') continue;
      if (!(element.textContent ?? '').trim()) continue;
      // Cut on purpose with an ellipsis, its whole text one tap away: a payment reference
      // beside its copy button (decision 087). Anything else cut is a fault.
      const copyable =
        element.hasAttribute('data-cut-beside-copy') &&
        style.textOverflow === 'ellipsis' &&
        element.parentElement?.querySelector(':scope > button') !== null;
      if (copyable) continue;
      if (overflow === 'hidden' || overflow === 'clip' || style.textOverflow === 'ellipsis') {
        problems.push(`text cut: ${describe(element)}, ${widths}`);
      } else if (drawnAsBox(style)) {
        // A box a driver sees (a card, a button, a bordered row): what leaves it is seen
        // leaving it. A bare layout wrapper may let a picture bleed to the window's edges.
        problems.push(`sticks out: ${describe(element)}, ${widths}`);
      }
    }
    return problems;
  });
}
