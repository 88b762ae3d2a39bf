/**
 * Centres the piece the driver is sent to, then focuses it: centred, it is clear of the pay bar
 * at the bottom and, on a phone, of the keyboard that focusing it opens (decision 087).
 */
export function bringIntoView(element: Element | null | undefined, focus: () => void): void {
  element?.scrollIntoView({ block: 'center' });
  focus();
}
