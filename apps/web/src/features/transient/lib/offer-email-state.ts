/**
 * Set by the summary's 'View receipt' right after paying (receipt=true): the ticket then opens
 * this modal by itself. Reopened later, the ticket waits for the driver to ask.
 */
export type OfferEmailState = { offerEmail: true };

export function isOfferEmailState(state: unknown): state is OfferEmailState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'offerEmail' in state &&
    state.offerEmail === true
  );
}
