import type { Rate } from '@parking/domain/contracts';
import { formatMoney } from '@parking/domain/display';
import { isFreeRate, rateTotal } from '@parking/domain/pricing';
import { isPlausiblePlate } from '@parking/domain/validation';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import type { CardKind } from '../api/generate-payment.ts';
import { useCardProviderInfo } from '../api/get-card-provider-info.ts';
import { usePaymentWaiting } from '../hooks/use-payment-waiting.ts';
import { usePendingPayment } from '../hooks/use-pending-payment.ts';
import type { CardFormHandle } from '../lib/card-form-handle.ts';
import type { PaymentActions } from '../lib/payment-actions.ts';
import { generateProblem, type PaymentProblem } from '../lib/payment-problem.ts';
import type { PhoneState } from '../lib/phone-state.ts';
import { rateSelectorMode } from '../lib/rate-selector-mode.ts';
import { problemOf, runPayment } from '../lib/run-payment.ts';
import { CardForm } from './card-form.tsx';
import { PaymentProblemModal } from './payment-problem-modal.tsx';
import { PaymentWaiting } from './payment-waiting.tsx';
import { PlateField } from './plate-field.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { RateCards } from './rate-cards.tsx';
import { RateDropdown } from './rate-dropdown.tsx';
import '../../../components/ui/alert.css';
import '../../../components/ui/form.css';
import './rate-payment-form.css';

export const loadSmsReminder = () => import('./sms-reminder.tsx');
const SmsReminder = lazy(loadSmsReminder);

/** Spec section 9: navigate about 300 ms after success, once the driver has seen it. */
const SUCCESS_REDIRECT_MS = 300;

export interface RatePaymentFormProps {
  placeId: string;
  /** Panel title; 'pay parking' unless overridden (the extension page says 'extend session'). */
  title?: string;
  rates: readonly Rate[];
  reloadRates: () => Promise<unknown>;
  cardKind: CardKind;
  allowSms: boolean;
  defaultSms: boolean;
  /** The plate to start with (editable). */
  initialPlate?: string;
  /** A plate given by the parent that the driver cannot change (extensions). */
  fixedPlate?: string;
  actions: PaymentActions;
  onPaid: (assignedRightId: string) => void;
}

type Phase = 'idle' | 'paying' | 'waiting' | 'paid';

/**
 * The rate and payment form (spec sections 2 and 4): pick a rate, see the price, give the plate
 * (and a phone for the reminder), and pay by card or park for free.
 */
export function RatePaymentForm({
  placeId,
  title,
  rates,
  reloadRates,
  cardKind,
  allowSms,
  defaultSms,
  initialPlate = '',
  fixedPlate,
  actions,
  onPaid,
}: RatePaymentFormProps) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const hintId = useId();
  const [selectedId, setSelectedId] = useState(rates[0]?.rateLineId);
  const selected = rates.find((rate) => rate.rateLineId === selectedId) ?? rates[0];
  const [plate, setPlate] = useState(initialPlate);
  const [notify, setNotify] = useState(allowSms && defaultSms);
  const [phone, setPhone] = useState<PhoneState>({ status: 'empty' });
  const [cardComplete, setCardComplete] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [externalId, setExternalId] = useState<string | null>(null);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const card = useRef<CardFormHandle>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = phase !== 'idle';
  const pending = usePendingPayment({
    rate: selected,
    generate: actions.generate,
    paused: busy || problem !== null,
  });
  const pendingStatus = pending.state.status;
  const generateError = pending.state.status === 'failed' ? pending.state.error : undefined;
  useEffect(() => {
    if (pendingStatus === 'failed') setProblem(generateProblem(generateError));
    else if (pendingStatus === 'expired') setProblem({ kind: 'rate-unavailable' });
  }, [pendingStatus, generateError]);

  const anyPaid = rates.some((rate) => !isFreeRate(rate));
  const provider = useCardProviderInfo(cardKind, placeId, anyPaid);
  const free = selected ? isFreeRate(selected) : false;
  const currentPlate = (fixedPlate ?? plate).trim();
  // '---' or a plate of 16 letters is refused by the server before any money moves: say so here.
  const plateUsable = isPlausiblePlate(currentPlate);
  const phoneBlocks = allowSms && notify && phone.status !== 'valid';
  const canPay =
    selected !== undefined &&
    pendingStatus === 'ready' &&
    !busy &&
    problem === null &&
    plateUsable &&
    !phoneBlocks &&
    (free || cardComplete);

  const finish = (assignedRightId: string) => {
    setPhase('paid');
    setTimeout(() => {
      if (mounted.current) onPaid(assignedRightId);
    }, SUCCESS_REDIRECT_MS);
  };

  const waiting = usePaymentWaiting({
    externalId: phase === 'waiting' ? externalId : null,
    find: actions.findByExternalId,
    onFound: (resume) => finish(resume.assignedRightId),
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPay || pending.state.status !== 'ready') return;
    setPhase('paying');
    const outcome = await runPayment({
      pending: pending.state.payment,
      cardKind,
      card: card.current,
      placeId,
      licensePlate: currentPlate,
      phoneNumber: allowSms && notify && phone.status === 'valid' ? phone.e164 : null,
      locale,
      actions,
    });
    if (!mounted.current) return;
    if (outcome.kind === 'paid') finish(outcome.assignedRightId);
    else if (outcome.kind === 'processing') {
      setExternalId(outcome.externalId);
      setPhase('waiting');
    } else {
      setPhase('idle');
      setProblem(problemOf(outcome));
    }
  };

  const tryAgain = () => {
    setProblem(null);
    void reloadRates()
      .catch(() => undefined)
      .finally(() => pending.regenerate());
  };

  const price = (rate: Rate) =>
    formatMoney({
      amountMinor: rateTotal(rate),
      currencyCode: rate.currencyCode,
      locale,
    });
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currencyCode: selected?.currencyCode ?? 'USD', locale });

  const mode = rateSelectorMode(rates.length);
  const hint =
    currentPlate === ''
      ? t('payment.form.plate_hint')
      : !plateUsable
        ? t('payment.form.plate_invalid')
        : phoneBlocks && phone.status !== 'checking'
          ? t('payment.phone.hint')
          : null;
  const payLabel =
    phase === 'paying' || phase === 'paid'
      ? t('payment.form.paying')
      : free
        ? t('payment.form.park_free')
        : t('payment.form.pay', { total: selected ? price(selected) : '' });

  return (
    <section className="card payment-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title ?? t('payment.form.title')}
      </h2>
      {rates.length === 0 || !selected ? (
        <div className="alert alert--danger" role="alert">
          <AlertIcon className="alert__icon" />
          <p>{t('transient.home.not_available')}</p>
        </div>
      ) : (
        <form className="form" onSubmit={pay} noValidate>
          {mode === 'cards' ? (
            <RateCards
              label={t('payment.form.rate')}
              rates={rates}
              selected={selected.rateLineId}
              onSelect={setSelectedId}
              price={price}
              disabled={busy}
            />
          ) : (
            <RateDropdown
              label={t('payment.form.rate')}
              rates={rates}
              selected={selected.rateLineId}
              onSelect={setSelectedId}
              price={price}
              searchable={mode === 'dropdown-with-search'}
              searchLabel={t('payment.form.search_rate')}
              emptyText={t('payment.form.not_available')}
              disabled={busy}
            />
          )}
          <PriceBreakdown
            labels={{
              parking: t('payment.form.parking_value'),
              serviceFee: t('payment.form.service_fee'),
              total: t('payment.form.total'),
            }}
            parking={money(selected.valueMinor)}
            serviceFee={selected.serviceFeeMinor > 0 ? money(selected.serviceFeeMinor) : null}
            total={money(rateTotal(selected))}
          />
          <PlateField
            value={fixedPlate ?? plate}
            onChange={setPlate}
            readOnly={fixedPlate !== undefined}
            disabled={busy}
          />
          {allowSms && (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <SmsReminder
                notify={notify}
                onNotifyChange={setNotify}
                onPhoneChange={setPhone}
                disabled={busy}
              />
            </Suspense>
          )}
          {anyPaid && (
            <fieldset className="field card-fieldset" hidden={free}>
              <legend className="field__label">{t('payment.card.title')}</legend>
              {provider.data ? (
                <CardForm
                  ref={card}
                  info={provider.data}
                  kind={cardKind}
                  onCompleteChange={setCardComplete}
                />
              ) : provider.isError ? (
                <p className="alert alert--danger" role="alert">
                  {t('payment.card.unavailable')}
                </p>
              ) : (
                <Spinner label={t('payment.card.loading')} />
              )}
            </fieldset>
          )}
          {phase === 'waiting' && waiting ? (
            <PaymentWaiting waiting={waiting} reminderAsked={allowSms && notify} />
          ) : (
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={!canPay}
              aria-busy={pendingStatus === 'loading' || phase === 'paying' ? true : undefined}
              aria-describedby={hint ? hintId : undefined}
            >
              {payLabel}
            </button>
          )}
          {hint && phase === 'idle' && (
            <p id={hintId} className="field__hint">
              {hint}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {phase === 'paid' ? t('payment.form.paid') : ''}
          </p>
        </form>
      )}
      <PaymentProblemModal problem={problem} onTryAgain={tryAgain} />
    </section>
  );
}
