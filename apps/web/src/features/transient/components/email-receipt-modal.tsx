import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { isEmail } from '../lib/email.ts';

/**
 * The receipt-by-e-mail request (spec section 2, 'Transient paid ticket'): an e-mail field with
 * its own check (ticket_paid.email_error), Submit and 'not now'. Sending arrives with the next
 * issue; until then Submit says so plainly and sends nothing.
 */
export function EmailReceiptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(true);
      setUnavailable(false);
      return;
    }
    setError(false);
    setUnavailable(true);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('ticket_paid.email_title')}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('ticket_paid.email_description')}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('ticket_paid.email_label')}
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(false);
              setUnavailable(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {t('ticket_paid.email_error')}
            </p>
          )}
        </div>
        <div role="status">
          {unavailable && (
            <p className="alert alert--warning">{t('ticket_paid.email_unavailable')}</p>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary button--block">
            {t('ticket_paid.submit')}
          </button>
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={onClose}
          >
            {unavailable ? t('common.close') : t('ticket_paid.not_now')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
