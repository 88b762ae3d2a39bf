import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useLatest } from '../hooks/use-latest.ts';
import { useSandboxFrame } from '../hooks/use-sandbox-frame.ts';
import { CardFormError, type CardFormHandle } from '../lib/card-form-handle.ts';
import {
  commandMessage,
  parseSandboxMessage,
  type SandboxCardResult,
  sandboxCardPayer,
  submitMessage,
} from '../lib/sandbox-card-protocol.ts';
import { SandboxFrame } from './sandbox-frame.tsx';
import './sandbox-card-form.css';

/** How long a submit may wait for the iframe's result (a slow confirmation answers at once). */
const RESULT_TIMEOUT_MS = 60_000;

type Success = Extract<SandboxCardResult, { ok: true }>;
interface Waiter {
  resolve: (result: Success) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The built-in sandbox processor's card form (docs/decisions/030): an iframe of the server's
 * card page, sandboxed without allow-same-origin so its origin is opaque and our scripts cannot
 * read the card. The parent side of the postMessage protocol lives here.
 */
export function SandboxCardForm({
  ref,
  cardFormUrl,
  kind,
  onCompleteChange,
  onInput,
}: {
  ref: Ref<CardFormHandle>;
  cardFormUrl: string;
  kind: 'intent' | 'client-secret';
  onCompleteChange: (complete: boolean) => void;
  /** The driver typed in the frame. */
  onInput: () => void;
}) {
  const { t } = useI18n();
  const sandboxFrame = useSandboxFrame({
    pageUrl: cardFormUrl,
    kind,
    initialHeight: 240,
  });
  const { frame, src, setReady, setHeight } = sandboxFrame;
  const waiter = useRef<Waiter | null>(null);
  const onComplete = useLatest(onCompleteChange);
  const onTyped = useLatest(onInput);

  // A new address (another language) reloads the frame: nothing typed survives it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the frame's address changes.
  useEffect(() => {
    onComplete.current(false);
  }, [src]);

  useEffect(() => {
    const settle = (result: SandboxCardResult) => {
      const current = waiter.current;
      if (!current) return;
      waiter.current = null;
      clearTimeout(current.timer);
      if (result.ok) current.resolve(result);
      else current.reject(new CardFormError(result.message, result.code));
    };
    const onMessage = (event: MessageEvent) => {
      // The frame's origin is 'null': only its window identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseSandboxMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'change') onComplete.current(message.complete);
      else if (message.type === 'resize') setHeight(message.height);
      else if (message.type === 'input') onTyped.current();
      else settle(message.result);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      const current = waiter.current;
      waiter.current = null;
      if (current) {
        clearTimeout(current.timer);
        current.reject(new CardFormError('The card form was closed'));
      }
    };
  }, [frame, setReady, setHeight, onComplete, onTyped]);

  useImperativeHandle(ref, () => {
    const submit = (request: Parameters<typeof submitMessage>[0]) =>
      new Promise<Success>((resolve, reject) => {
        const target = frame.current?.contentWindow;
        if (!target) return reject(new CardFormError('The card form is not loaded'));
        waiter.current?.reject(new CardFormError('Another submit started'));
        if (waiter.current) clearTimeout(waiter.current.timer);
        const timer = setTimeout(() => {
          waiter.current = null;
          reject(new CardFormError('The card form did not answer'));
        }, RESULT_TIMEOUT_MS);
        waiter.current = { resolve, reject, timer };
        // '*': an opaque origin cannot be named; the message goes to this frame's window only.
        target.postMessage(submitMessage(request), '*');
      });
    return {
      ...sandboxCardPayer(submit),
      clear: () => {
        // The frame posts no 'change' for it: the form is incomplete from now on.
        onComplete.current(false);
        frame.current?.contentWindow?.postMessage(commandMessage('clear'), '*');
      },
      focus: () => {
        // Focus the frame element first: a frame without focus cannot move the caret itself.
        frame.current?.focus();
        frame.current?.contentWindow?.postMessage(commandMessage('focus'), '*');
      },
    };
  }, [frame, onComplete]);

  return (
    <SandboxFrame
      frame={sandboxFrame}
      className="card-form"
      loadingLabel={t('payment.card.loading')}
      title={t('payment.card.title')}
      sandbox="allow-scripts allow-forms"
    />
  );
}
