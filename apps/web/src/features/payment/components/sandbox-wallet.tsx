import { useEffect } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useLatest } from '../hooks/use-latest.ts';
import { useSandboxFrame } from '../hooks/use-sandbox-frame.ts';
import { CardFormError } from '../lib/card-form-handle.ts';
import type { WalletAuthorization } from '../lib/run-wallet-payment.ts';
import {
  type SandboxCardResult,
  sandboxCardPayer,
  submitMessage,
} from '../lib/sandbox-card-protocol.ts';
import {
  completeMessage,
  configureMessage,
  parseWalletMessage,
  type WalletConfiguration,
} from '../lib/sandbox-wallet-protocol.ts';
import { SandboxFrame } from './sandbox-frame.tsx';
import './sandbox-card-form.css';
import './express-checkout.css';

/** How long one submit may wait for the frame's result, as the card form's. */
const RESULT_TIMEOUT_MS = 60_000;

type Success = Extract<SandboxCardResult, { ok: true }>;

/**
 * The sandbox's test wallet (docs/decisions/050): an iframe of the server's wallet page,
 * sandboxed without allow-same-origin like the card form. Its button and sheet live in the
 * frame; when the driver confirms the sheet, the frame's wallet becomes the card of one normal
 * payment (`onAuthorized`), and the sheet is told how it ended.
 */
export function SandboxWallet({
  walletUrl,
  kind,
  configuration,
  onAuthorized,
  onReady,
}: {
  walletUrl: string;
  kind: 'intent' | 'client-secret';
  configuration: WalletConfiguration;
  /** Resolves true once paid (or processing), false when the payment failed. */
  onAuthorized: (wallet: WalletAuthorization) => Promise<boolean>;
  /** The frame is shown at its height. */
  onReady: () => void;
}) {
  const { t } = useI18n();
  const sandboxFrame = useSandboxFrame({
    pageUrl: walletUrl,
    kind,
    // The test wallet's height on a phone (its button and its one-line note), measured in both
    // languages from 340 px (at 320 the Spanish button takes two lines, 16 px more);
    // express-checkout.css holds its box at that height while it loads.
    initialHeight: 75,
  });
  const { frame, ready, setReady, setHeight } = sandboxFrame;
  const authorized = useLatest(onAuthorized);
  const readyCallback = useLatest(onReady);
  useEffect(() => {
    if (ready) readyCallback.current();
  }, [ready, readyCallback]);

  const { enabled, amountMinor, currencyCode, amountText, merchantName, phoneRequired } =
    configuration;
  useEffect(() => {
    if (!ready) return;
    const message = configureMessage({
      enabled,
      amountMinor,
      currencyCode,
      amountText,
      merchantName,
      phoneRequired,
    });
    frame.current?.contentWindow?.postMessage(message, '*');
  }, [frame, ready, enabled, amountMinor, currencyCode, amountText, merchantName, phoneRequired]);

  useEffect(() => {
    let waiter: { resolve: (result: Success) => void; reject: (error: Error) => void } | null =
      null;
    const target = () => frame.current?.contentWindow ?? null;
    const submit = (request: Parameters<typeof submitMessage>[0]) =>
      new Promise<Success>((resolve, reject) => {
        const window = target();
        if (!window) return reject(new CardFormError('The wallet is not loaded'));
        const timer = setTimeout(() => {
          waiter = null;
          reject(new CardFormError('The wallet did not answer'));
        }, RESULT_TIMEOUT_MS);
        waiter = {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        // '*': an opaque origin cannot be named; the message goes to this frame's window only.
        window.postMessage(submitMessage(request), '*');
      });
    const card = sandboxCardPayer(submit);

    const onMessage = (event: MessageEvent) => {
      // The frame's origin is 'null': only its window identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseWalletMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'resize') setHeight(message.height);
      else if (message.type === 'result') {
        const current = waiter;
        waiter = null;
        if (!current) return;
        if (message.result.ok) current.resolve(message.result);
        else current.reject(new CardFormError(message.result.message, message.result.code));
      } else if (message.type === 'authorized') {
        void authorized
          .current({ card, phone: message.phone })
          .then((ok) => target()?.postMessage(completeMessage(ok), '*'));
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      waiter?.reject(new CardFormError('The wallet was closed'));
      waiter = null;
    };
  }, [frame, setReady, setHeight, authorized]);

  return (
    <SandboxFrame
      frame={sandboxFrame}
      className="wallet-frame"
      loadingLabel={t('payment.wallet.loading')}
      title={t('payment.wallet.frame_title')}
      sandbox="allow-scripts"
    />
  );
}
