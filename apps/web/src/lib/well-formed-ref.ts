import { isUuid } from '@parking/domain/vocabulary';

/** A processor's id as it may appear in a link: letters, digits, '_' and '-', at most 255. */
const EXTERNAL_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Whether an id from the address (ours, or the processor's intent id after a redirect) is worth
 * asking for; a malformed one is a 'not found' without a request.
 */
export function isWellFormedRef(ref: { assignedRightId: string } | { externalId: string }) {
  return 'assignedRightId' in ref ? isUuid(ref.assignedRightId) : EXTERNAL_ID.test(ref.externalId);
}
