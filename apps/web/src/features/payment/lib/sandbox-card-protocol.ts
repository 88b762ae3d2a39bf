/**
 * The parent side of the sandbox card form's postMessage protocol (docs/decisions/030). Every
 * message is `{ source: 'parking-sandbox', type, ... }`. The iframe has an opaque origin
 * (sandbox without allow-same-origin), so messages are told apart by `event.source`, never by
 * origin, and anything of the wrong shape is ignored.
 */
import type { CardPayer } from './card-form-handle.ts';

const SANDBOX_MESSAGE_SOURCE = 'parking-sandbox';

export type SandboxCardResult =
  | { ok: true; paymentMethodId: string; brand: string; last4: string; status: string | null }
  /** `code`: the frame's ('invalid', 'network'...) or the processor's decline code. */
  | { ok: false; message: string; code: string | null };

export type SandboxIncoming =
  | { type: 'ready' }
  /** The driver typed in the frame (its key events never reach the parent). */
  | { type: 'input' }
  | { type: 'change'; complete: boolean }
  | { type: 'resize'; height: number }
  | { type: 'result'; result: SandboxCardResult };

export type SandboxSubmit =
  | { source: typeof SANDBOX_MESSAGE_SOURCE; type: 'submit'; mode: 'create-payment-method' }
  | {
      source: typeof SANDBOX_MESSAGE_SOURCE;
      type: 'submit';
      mode: 'confirm';
      intentId: string;
      clientSecret: string;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

export function parseSandboxMessage(data: unknown): SandboxIncoming | null {
  if (!isRecord(data) || data.source !== SANDBOX_MESSAGE_SOURCE) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'input':
      return { type: 'input' };
    case 'change':
      return typeof data.complete === 'boolean'
        ? { type: 'change', complete: data.complete }
        : null;
    case 'resize': {
      const height = data.height;
      return typeof height === 'number' && Number.isFinite(height) && height > 0
        ? { type: 'resize', height: Math.min(Math.ceil(height), 2000) }
        : null;
    }
    case 'result':
      if (data.ok === true && isText(data.paymentMethodId)) {
        return {
          type: 'result',
          result: {
            ok: true,
            paymentMethodId: data.paymentMethodId,
            brand: isText(data.brand) ? data.brand : '',
            last4: isText(data.last4) ? data.last4 : '',
            status: isText(data.status) ? data.status : null,
          },
        };
      }
      if (data.ok === false) {
        return {
          type: 'result',
          result: {
            ok: false,
            message: isText(data.message) ? data.message : 'Card error',
            code: isText(data.code) && /^[a-z0-9_]{1,64}$/.test(data.code) ? data.code : null,
          },
        };
      }
      return null;
    default:
      return null;
  }
}

type SubmitRequest =
  | { mode: 'create-payment-method' }
  | { mode: 'confirm'; intentId: string; clientSecret: string };

export function submitMessage(request: SubmitRequest): SandboxSubmit {
  return { source: SANDBOX_MESSAGE_SOURCE, type: 'submit', ...request };
}

/**
 * The card a sandbox frame holds (the card form's, the test wallet's) as a payer: each call is
 * one submit to the frame, answered by its successful result.
 */
export const sandboxCardPayer = (
  submit: (request: SubmitRequest) => Promise<Extract<SandboxCardResult, { ok: true }>>,
): CardPayer => ({
  createPaymentMethod: async () => {
    const { paymentMethodId, brand, last4 } = await submit({ mode: 'create-payment-method' });
    return { paymentMethodId, brand, last4 };
  },
  confirmPayment: async ({ intentId, clientSecret }) => {
    const result = await submit({ mode: 'confirm', intentId, clientSecret });
    return { status: result.status };
  },
});

/**
 * Parent -> frame, besides submit: 'clear' empties the card after a decline; 'focus' puts the
 * caret in the card number (the parent focuses the frame element first).
 */
export function commandMessage(type: 'clear' | 'focus') {
  return { source: SANDBOX_MESSAGE_SOURCE, type } as const;
}

/** The iframe's address: the server's card form page with the UI language and the card kind. */
export function sandboxFrameUrl({
  cardFormUrl,
  locale,
  kind,
  origin,
}: {
  cardFormUrl: string;
  locale: string;
  kind: 'intent' | 'client-secret';
  origin: string;
}): string {
  const url = new URL(cardFormUrl, origin);
  url.searchParams.set('locale', locale);
  url.searchParams.set('kind', kind);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}
