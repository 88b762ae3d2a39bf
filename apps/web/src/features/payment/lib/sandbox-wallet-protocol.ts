import { parseSandboxMessage, type SandboxIncoming } from './sandbox-card-protocol.ts';

/**
 * The parent side of the sandbox test wallet's protocol (docs/decisions/050): the card form's
 * messages (`ready`, `resize`, `result`, and `submit` sent to it) plus three of its own, shaped
 * like Stripe's Express Checkout Element: the frame says `authorized` when the driver confirmed
 * its sheet (Stripe's `confirm` event, with the wallet's phone when asked); the parent sends
 * `configure` (amount, merchant label, whether the button may be used and a phone is wanted,
 * as Elements' options) and `complete` (the sheet closes, paid or not: the page says which).
 */
const SOURCE = 'parking-sandbox';

export type WalletIncoming =
  | Exclude<SandboxIncoming, { type: 'change' }>
  | { type: 'authorized'; phone: string | null };

export function parseWalletMessage(data: unknown): WalletIncoming | null {
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'authorized') {
    const record = data as Record<string, unknown>;
    if (record.source !== SOURCE) return null;
    const phone =
      typeof record.phone === 'string' && record.phone.length <= 32 ? record.phone : null;
    return { type: 'authorized', phone };
  }
  const message = parseSandboxMessage(data);
  return message && message.type !== 'change' ? message : null;
}

export interface WalletConfiguration {
  enabled: boolean;
  amountMinor: number;
  currencyCode: string;
  /** The amount as the form writes it (formatMoney), so the sheet and the Pay button agree. */
  amountText: string;
  merchantName: string;
  phoneRequired: boolean;
}

export const configureMessage = (configuration: WalletConfiguration) => ({
  source: SOURCE,
  type: 'configure' as const,
  ...configuration,
});

export const completeMessage = (ok: boolean) => ({ source: SOURCE, type: 'complete' as const, ok });
