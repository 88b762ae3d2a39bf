/**
 * What the sandbox's hosted page does with the test cards of demo-ids.json (testCards): the
 * gateway's response code, and whether its notification is held back (to see a return arrive
 * before it). Any other number is refused on the page, as a real gateway's test page would.
 */
export const SANDBOX_REDIRECT_CARDS: Record<
  string,
  { response: string; delayNotification: boolean; brand: string }
> = {
  '4242424242424242': { response: '0000', delayNotification: false, brand: '1' },
  '4000000000000002': { response: '0190', delayNotification: false, brand: '1' },
  '4000000000003220': { response: '0000', delayNotification: true, brand: '1' },
};
