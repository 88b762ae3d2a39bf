import { isEmailAddress } from '@parking/domain/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { sendStayTicketEmail } from '../api/send-stay-ticket-email.ts';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';

type FieldError = 'required' | 'invalid';
type SendError = 'too_many' | 'network' | 'failed';
type State =
  | { step: 'form'; field: FieldError | null; send: SendError | null }
  | { step: 'sending' }
  | { step: 'sent'; email: string };

/** A 400 about the address is the field's; the rest say what to do next. */
function failureOf(error: unknown): { field: FieldError | null; send: SendError | null } {
  if (isApiError(error) && errorCodeOf(error) === 'VALIDATION' && error.field === 'email')
    return { field: 'invalid', send: null };
  if (isApiError(error) && error.status === 429) return { field: null, send: 'too_many' };
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE)
    return { field: null, send: 'network' };
  return { field: null, send: 'failed' };
}

/**
 * The paid ticket by e-mail (spec section 7, GET customer/{customerId}/email-ticket/{sessionId}):
 * one field whose message is beside it (missing, or not an address the API would take: the
 * same check, validation/email-address.ts), then 'Sent to …' where the button was, focused.
 */
export function TicketEmailForm({
  customerId,
  sessionId,
}: {
  customerId: string;
  sessionId: string;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ step: 'form', field: null, send: null });
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.step === 'sent') sentRef.current?.focus();
    else if (state.step === 'form' && state.field) inputRef.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step === 'sending') return;
    const address = email.trim();
    if (address === '' || !isEmailAddress(address)) {
      setState({ step: 'form', field: address === '' ? 'required' : 'invalid', send: null });
      return;
    }
    setState({ step: 'sending' });
    try {
      await sendStayTicketEmail({ customerId, sessionId, email: address, lang: locale });
      setState({ step: 'sent', email: address });
    } catch (error) {
      setState({ step: 'form', ...failureOf(error) });
    }
  };

  const field = state.step === 'form' ? state.field : null;
  const sendError = state.step === 'form' ? state.send : null;
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('accessControl.order.email_title')}
      </h2>
      {state.step === 'sent' ? (
        <p ref={sentRef} tabIndex={-1} className="alert alert--success" role="status">
          {t('accessControl.order.email_sent', { email: state.email })}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('accessControl.order.email_label')}
            </label>
            <input
              ref={inputRef}
              id={`${id}-email`}
              className="field__input"
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="send"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setState({ step: 'form', field: null, send: null });
              }}
              aria-invalid={field ? true : undefined}
              aria-describedby={field ? `${id}-error` : undefined}
            />
            {field && (
              <p id={`${id}-error`} className="field__error" role="alert">
                {t(`accessControl.order.email_${field}`)}
              </p>
            )}
          </div>
          {sendError && (
            <p className="alert alert--danger" role="alert">
              {t(`accessControl.order.email_${sendError}`)}
            </p>
          )}
          <button
            type="submit"
            className="button button--secondary button--block"
            disabled={state.step === 'sending'}
          >
            {state.step === 'sending'
              ? t('accessControl.order.email_sending')
              : t('accessControl.order.email_send')}
          </button>
        </form>
      )}
    </section>
  );
}
