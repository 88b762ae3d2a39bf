import { AlertIcon } from '#web/components/ui/icons.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { declineTextKey } from '../lib/decline-reason.ts';
import { type PaymentProblem, problemTexts } from '../lib/payment-problem.ts';
import { CreditCardIcon } from './payment-icons.tsx';
import './payment-problem-modal.css';

/**
 * The payment error modals (spec section 8): 'Rate not available' (exclamation icon) when a
 * payment cannot be generated or has expired, 'Payment failed' (credit-card icon) when it is
 * declined (with the processor's reason in words, decision 046), and 'Too many attempts' with
 * the wait when the carding defence refuses (decision 041). 'Try again' (and any other way of
 * closing) reloads the rates and starts over.
 */
export function PaymentProblemModal({
  problem,
  onTryAgain,
}: {
  problem: PaymentProblem | null;
  onTryAgain: () => void;
}) {
  const { t } = useI18n();
  const texts = problemTexts(problem ?? { kind: 'rate-unavailable' });
  const Icon = texts.icon === 'card' ? CreditCardIcon : AlertIcon;
  return (
    <Modal open={problem !== null} onClose={onTryAgain} title={t(texts.title)}>
      <div className="problem">
        <Icon className="problem__icon" width={40} height={40} />
        <div>
          <p>{t(texts.description, texts.values)}</p>
          {problem?.kind === 'payment-failed' && problem.reason && (
            <p className="problem__reason">{t(declineTextKey(problem.reason))}</p>
          )}
        </div>
      </div>
      <button type="button" className="button button--primary button--block" onClick={onTryAgain}>
        {t('payment.errors.try_again')}
      </button>
    </Modal>
  );
}
