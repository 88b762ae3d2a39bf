import type { EmailTicketResponse } from '@parking/domain/contracts';
import { isEmailAddress } from '@parking/domain/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { sendTicketEmail } from '../api/send-ticket-email.ts';
import '#web/components/ui/actions.css';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';

type SendState =
  | { step: 'form'; error: 'email' | 'too_many' | 'network' | 'failed' | null }
  | { step: 'sending' }
  | { step: 'done'; result: EmailTicketResponse };

/** Which message a failed send shows; a 400 is the address the server refused. */
function failureOf(error: unknown): 'email' | 'too_many' | 'network' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.status === 400) return 'email';
  if (error.status === 429) return 'too_many';
  if (error.code === NETWORK_ERROR_CODE) return 'network';
  return 'failed';
}

/**
 * The receipt-by-e-mail request (spec section 2, 'Transient paid ticket'): an e-mail field with
 * its own check (ticket_paid.email_error, nothing sent), Submit and 'not now'; then a spinner
 * while sending, and what really happened: sent to the address, or queued and arriving
 * shortly (the server answers QUEUED while its mail server retries). Focus follows each step.
 */
export function EmailReceiptModal({
  open,
  onClose,
  placeId,
  assignedRightId,
  send = sendTicketEmail,
  invalidEmailText,
}: {
  open: boolean;
  onClose: () => void;
  placeId: string;
  assignedRightId: string;
  /** Another ticket's call with the same answer (a booking's, which attaches its calendar). */
  send?: typeof sendTicketEmail;
  /** The reservation flow says 'Invalid email' (spec section 5); the transient one its own key. */
  invalidEmailText?: string;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SendState>({ step: 'form', error: null });
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const fieldError = state.step === 'form' && state.error === 'email';
  const sendError = state.step === 'form' && state.error !== 'email' ? state.error : null;

  // The element that had focus (Submit) is gone after each step: move it where the news is.
  useEffect(() => {
    if (state.step === 'done') resultRef.current?.focus();
    else if (state.step === 'form' && state.error) inputRef.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's own check (EmailAddressSchema trims, then asks the same function).
    if (!isEmailAddress(email.trim())) {
      setState({ step: 'form', error: 'email' });
      return;
    }
    setState({ step: 'sending' });
    try {
      const result = await send({ placeId, assignedRightId, email, lang: locale });
      setState({ step: 'done', result });
    } catch (error) {
      setState({ step: 'form', error: failureOf(error) });
    }
  };

  const close = () => {
    onClose();
    if (state.step === 'done') setState({ step: 'form', error: null });
  };

  return (
    <Modal open={open} onClose={close} title={t('ticket_paid.email_title')}>
      {state.step === 'sending' && <Spinner label={t('ticket_paid.email_sending')} />}
      {state.step === 'done' && (
        <div className="stack">
          <p
            ref={resultRef}
            tabIndex={-1}
            className={`alert ${state.result.status === 'SENT' ? 'alert--success' : 'alert--warning'}`}
          >
            {state.result.status === 'SENT'
              ? t('ticket_paid.email_sent', { email: state.result.email })
              : t('ticket_paid.email_queued', { email: state.result.email })}
          </p>
          <button type="button" className="button button--secondary button--block" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      )}
      {state.step === 'form' && (
        <form className="form" onSubmit={submit} noValidate>
          <p>{t('ticket_paid.email_description')}</p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('ticket_paid.email_label')}
            </label>
            <input
              ref={inputRef}
              id={`${id}-email`}
              className="field__input"
              type="email"
              inputMode="email"
              autoComplete="email"
              enterKeyHint="send"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setState({ step: 'form', error: null });
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError && (
              <p id={`${id}-error`} className="field__error" role="alert">
                {invalidEmailText ?? t('ticket_paid.email_error')}
              </p>
            )}
          </div>
          {sendError && (
            <p className="alert alert--danger" role="alert">
              {t(`ticket_paid.email_${sendError}`)}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button button--primary button--block">
              {t('ticket_paid.submit')}
            </button>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={close}
            >
              {t('ticket_paid.not_now')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
