import { useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Icon } from '../ui/icons.tsx';

/**
 * A payment's reference ('#pi_sbx_4d46…') on one line, cut with an ellipsis when the screen is
 * narrower than it (issue 24, point 9: it wrapped across two), with a button that copies the
 * whole of it for a call to support. The text stays whole in the page: a screen reader reads it
 * all and a long press still selects it.
 */
export function PaymentReference({ reference }: { reference: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(reference).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <span className="payment-reference">
      <span className="payment-reference__text breakdown__reference" data-cut-beside-copy>
        #{reference}
      </span>
      <button
        type="button"
        className="payment-reference__copy"
        aria-label={t('ticket_paid.copy_reference')}
        onClick={copy}
      >
        <Icon width="18" height="18">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </Icon>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('ticket_paid.reference_copied') : ''}
      </span>
    </span>
  );
}
