import { AlertIcon, CreditCardIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';

export type PaymentProblem = 'rate-unavailable' | 'payment-failed';

/**
 * The two payment error modals (spec section 8): 'Rate not available' (exclamation icon) when a
 * payment cannot be generated or has expired, 'Payment failed' (credit-card icon) when it is
 * declined. 'Try again' (and any other way of closing) reloads the rates and starts over.
 */
export function PaymentProblemModal({
  problem,
  onTryAgain,
}: {
  problem: PaymentProblem | null;
  onTryAgain: () => void;
}) {
  const { t } = useI18n();
  const failed = problem === 'payment-failed';
  const Icon = failed ? CreditCardIcon : AlertIcon;
  return (
    <Modal
      open={problem !== null}
      onClose={onTryAgain}
      title={t(
        failed ? 'payment.errors.payment_failed_title' : 'payment.errors.rate_unavailable_title',
      )}
    >
      <div className="problem">
        <Icon className="problem__icon" width={40} height={40} />
        <p>
          {t(
            failed
              ? 'payment.errors.payment_failed_description'
              : 'payment.errors.rate_unavailable_description',
          )}
        </p>
      </div>
      <button type="button" className="button button--primary button--block" onClick={onTryAgain}>
        {t('payment.errors.try_again')}
      </button>
    </Modal>
  );
}
