import { checkPhoneNumber } from '@parking/domain/validation';
import type { CardPayer } from './card-form-handle.ts';
import type { PhoneState } from './phone-state.ts';
import type { PaymentOutcome } from './run-payment.ts';

/**
 * What a wallet hands over once the driver confirmed its sheet (Stripe's `confirm` event, the
 * sandbox wallet's `authorized`): a handle that turns the wallet's card into a payment method or
 * confirms the intent with it, and the phone number the wallet holds, when we asked for one.
 */
export interface WalletAuthorization {
  card: CardPayer;
  phone: string | null;
}

/** The form's side of the reminder: whether it is offered and ticked, and the typed number. */
export interface ReminderChoice {
  allowSms: boolean;
  notify: boolean;
  typed: PhoneState;
}

/** Ask the wallet for its phone number only when the reminder is ticked and none valid is typed. */
export const walletPhoneWanted = ({ allowSms, notify, typed }: ReminderChoice): boolean =>
  allowSms && notify && typed.status !== 'valid';

/**
 * The number the reminder goes to (docs/decisions/050): a valid typed number first; else the
 * wallet's, if it passes the same rules as a typed one (US, Canada, Spain); else none, and the
 * payment goes on without a reminder rather than failing at the last step.
 */
export function reminderPhone(
  choice: ReminderChoice,
  walletPhone: string | null,
): { phoneNumber: string | null; from: 'typed' | 'wallet' | 'none' } {
  if (!choice.allowSms || !choice.notify) return { phoneNumber: null, from: 'none' };
  if (choice.typed.status === 'valid') return { phoneNumber: choice.typed.e164, from: 'typed' };
  if (!walletPhone) return { phoneNumber: null, from: 'none' };
  const check = checkPhoneNumber({ value: walletPhone });
  return check.valid
    ? { phoneNumber: check.e164, from: 'wallet' }
    : { phoneNumber: null, from: 'none' };
}

/** Whether an outcome lets the wallet's sheet close as paid (a slow card is paid, later). */
const walletSucceeded = (outcome: PaymentOutcome): boolean =>
  outcome.kind === 'paid' || outcome.kind === 'processing';

/**
 * The form's one payment (the Pay button's: runPayment's calls, in its order), with the wallet
 * as the card: null when the form cannot pay now.
 */
export type PayWith = (
  card: CardPayer | null,
  phoneNumber: string | null,
) => Promise<PaymentOutcome | null>;

/** A confirmed wallet sheet pays; true when it did (or is processing), for the sheet to close. */
export async function payByWallet(
  pay: PayWith,
  wallet: WalletAuthorization,
  reminder: ReminderChoice,
): Promise<boolean> {
  const outcome = await pay(wallet.card, reminderPhone(reminder, wallet.phone).phoneNumber);
  return outcome !== null && walletSucceeded(outcome);
}
