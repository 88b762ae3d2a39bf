import type { SavedCard } from '@parking/domain/contracts';
import { formatMoney } from '@parking/domain/display';
import { isPlausiblePlate } from '@parking/domain/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { AlertIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useCardProviderInfo } from '../api/get-card-provider-info.ts';
import { usePayFlow } from '../hooks/use-pay-flow.ts';
import { bringIntoView } from '../lib/bring-into-view.ts';
import type { CardKind } from '../lib/card-kind.ts';
import { enterMovesOn } from '../lib/enter-moves-on.ts';
import { listOfPieces, type MissingPiece, missingPieces } from '../lib/missing-pieces.ts';
import { optionSelectorMode } from '../lib/option-selector-mode.ts';
import type { PaymentActions } from '../lib/payment-actions.ts';
import type { PhoneState } from '../lib/phone-state.ts';
import { isNothingDue, type PricedOption } from '../lib/priced-item.ts';
import { savedCardPayer } from '../lib/saved-card-payer.ts';
import { OptionCards, type OptionSelectorProps } from './option-cards.tsx';
import { OptionDropdown } from './option-dropdown.tsx';
import { PayBar } from './pay-bar.tsx';
import { PayButton } from './pay-button.tsx';
import { PayStep } from './pay-step.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { PaymentProblemModal } from './payment-problem-modal.tsx';
import { PlateField } from './plate-field.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { SmsReminder } from './sms-reminder.tsx';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';
import './payment-form.css';
import { InteractiveForm } from '#web/components/ui/interactive-form.tsx';

export interface OptionPaymentFormProps<Option extends PricedOption> {
  placeId: string;
  /** Panel title; 'pay parking' unless overridden (the extension page says 'extend session'). */
  title?: string;
  /** What the driver may buy, first one chosen: a flow's rates, a permit's one period. */
  options: readonly Option[];
  /** 'Try again' after a problem: the flow fetches its options again (spec: reload the rates). */
  onRestart: () => Promise<unknown>;
  cardKind: CardKind;
  allowSms: boolean;
  defaultSms: boolean;
  /** The plate to start with (editable). */
  initialPlate?: string;
  /** A plate given by the parent that the driver cannot change (extensions). */
  fixedPlate?: string;
  actions: PaymentActions<Option>;
  /** With the id of what was paid (the session's assigned right). */
  onPaid: (paidRef: string) => void;
  /**
   * The form replaces a step whose button had focus (the plate step's Continue): its title takes
   * focus, so that the keyboard and a screen reader go on from there, not from the page's top.
   */
  focusTitle?: boolean;
  /** Keep the typed card on this device, offer the kept one (decision 086): home keeps, extension both. */
  deviceCard?: { keep: boolean; payWithKept: boolean };
}

/**
 * The rate and payment form (spec sections 2 and 4) for any priced options: pick one, see the
 * price, give the plate (and a phone for the reminder), and pay by card, or park for free when
 * nothing is due. The chosen option's pending payment is generated at once (a free one
 * included, which enables 'park for free'). Only the Pay button pays: Enter in a field moves on
 * to what is still missing (decision 046).
 */
export function OptionPaymentForm<Option extends PricedOption>({
  placeId,
  title,
  options,
  onRestart,
  cardKind,
  allowSms,
  defaultSms,
  initialPlate = '',
  fixedPlate,
  actions,
  onPaid,
  focusTitle = false,
  deviceCard,
}: OptionPaymentFormProps<Option>) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const plateId = useId();
  const [selectedKey, setSelectedKey] = useState(options[0]?.key);
  const selected = options.find((option) => option.key === selectedKey) ?? options[0];
  const [plate, setPlate] = useState(initialPlate);
  const [plateTouched, setPlateTouched] = useState(false);
  const [notify, setNotify] = useState(allowSms && defaultSms);
  const [phone, setPhone] = useState<PhoneState>({ status: 'empty' });
  const [cardComplete, setCardComplete] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusTitle && lost) titleRef.current?.focus();
  }, []);
  const flow = usePayFlow({
    item: selected,
    cardKind,
    placeId,
    locale,
    actions,
    onRestart,
    onPaid,
    keepCardOffered: deviceCard?.keep === true && cardKind === 'CARD_INTENT',
  });
  const { phase, problem } = flow;
  const busy = phase !== 'idle';
  const pendingStatus = flow.pending.status;

  const anyPaid = options.some((option) => !isNothingDue(option));
  const provider = useCardProviderInfo(cardKind, placeId, anyPaid);
  const free = selected ? isNothingDue(selected) : false;
  const currentPlate = (fixedPlate ?? plate).trim();
  // '---' or a plate of 16 letters is refused by the server before any money moves: say so here.
  const plateUsable = isPlausiblePlate(currentPlate);
  const phoneBlocks = allowSms && notify && phone.status !== 'valid';
  const missing = missingPieces({
    plateUsable,
    phoneBlocks: phoneBlocks && phone.status !== 'checking',
    cardNeeded: anyPaid && !free && provider.data !== undefined,
    cardComplete,
  });
  // What a wallet needs too (docs/decisions/050); it brings its own card and phone.
  const ready = selected !== undefined && pendingStatus === 'ready' && !busy && problem === null;
  const canPay = ready && plateUsable && !phoneBlocks && (free || cardComplete);
  const phoneNumber = allowSms && notify && phone.status === 'valid' ? phone.e164 : null;

  const pay = () => {
    if (!canPay) return;
    void flow.pay({ licensePlate: currentPlate, phoneNumber });
  };
  // A kept card needs all the form asks but the card (decision 086).
  const payWithKept =
    ready && plateUsable && !phoneBlocks && !free
      ? (card: SavedCard) =>
          void flow.pay({ licensePlate: currentPlate, phoneNumber, wallet: savedCardPayer(card) })
      : null;

  const focusPiece = (piece: MissingPiece | undefined) => {
    const plateInput = document.getElementById(plateId);
    const phoneInput = form.current?.querySelector<HTMLElement>('input[type="tel"]');
    if (piece === 'plate') bringIntoView(plateInput, () => plateInput?.focus());
    else if (piece === 'phone') bringIntoView(phoneInput, () => phoneInput?.focus());
    else if (piece === 'card')
      bringIntoView(form.current?.querySelector('.card-fieldset'), () =>
        flow.card.current?.focus(),
      );
    else payButton.current?.focus();
  };
  const onEnter = enterMovesOn(() => focusPiece(missing[0]));

  const price = (option: Option) =>
    formatMoney({
      amountMinor: option.totalMinor,
      currencyCode: option.currencyCode,
      locale,
    });
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currencyCode: selected?.currencyCode ?? 'USD', locale });

  const mode = optionSelectorMode(options.length);
  // What the cards and the dropdown both take.
  const selector: OptionSelectorProps<Option> = {
    label: t('payment.form.rate'),
    options,
    selected: selected?.key,
    onSelect: setSelectedKey,
    price,
    disabled: busy,
  };
  const plateMessage =
    currentPlate === ''
      ? t('payment.form.plate_hint')
      : !plateUsable
        ? t('payment.form.plate_invalid')
        : null;
  const pieceName = {
    plate: 'payment.missing.plate',
    phone: 'payment.missing.phone',
    card: 'payment.missing.card_name',
  } as const;
  const summary =
    phase === 'idle' && problem === null && pendingStatus === 'ready' && missing.length > 0
      ? t('payment.missing.summary', {
          pieces: listOfPieces(
            missing.map((piece) => t(pieceName[piece])),
            locale,
          ),
        })
      : null;
  // Named in the server's HTML already (not after the pending payment): the bar never grows.
  const first = phase === 'idle' && problem === null ? missing[0] : undefined;
  const next = first ? { text: t(`payment.bar.${first}`), go: () => focusPiece(first) } : null;
  const payLabel =
    phase === 'paying' || phase === 'paid'
      ? t('payment.form.paying')
      : free
        ? t('payment.form.park_free')
        : t('payment.form.pay', { total: selected ? price(selected) : '' });

  return (
    <section className="card payment-form" aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={titleRef}
        className="card__title"
        tabIndex={focusTitle ? -1 : undefined}
      >
        {title ?? t('payment.form.title')}
      </h2>
      {options.length === 0 || !selected ? (
        <div className="alert alert--danger" role="alert">
          <AlertIcon className="alert__icon" />
          <p>{t('transient.home.not_available')}</p>
        </div>
      ) : (
        <InteractiveForm
          ref={form}
          className="form"
          onSubmit={(event) => event.preventDefault()}
          onKeyDown={onEnter}
          noValidate
        >
          {mode === 'cards' ? (
            <OptionCards {...selector} />
          ) : (
            <OptionDropdown
              {...selector}
              searchable={mode === 'dropdown-with-search'}
              searchLabel={t('payment.form.search_rate')}
              emptyText={(query) =>
                query ? t('payment.form.no_rate_match', { query }) : t('payment.form.not_available')
              }
            />
          )}
          <PriceBreakdown
            labels={{
              parking: t('payment.form.parking_value'),
              serviceFee: t('payment.form.service_fee'),
              total: t('payment.form.total'),
            }}
            parking={money(selected.amountMinor)}
            serviceFee={selected.serviceFeeMinor > 0 ? money(selected.serviceFeeMinor) : null}
            total={money(selected.totalMinor)}
          />
          <PlateField
            id={plateId}
            value={fixedPlate ?? plate}
            onChange={setPlate}
            onBlur={() => setPlateTouched(currentPlate !== '')}
            readOnly={fixedPlate !== undefined}
            disabled={busy}
            hint={plateTouched ? null : plateMessage}
            error={plateTouched ? plateMessage : null}
          />
          {allowSms && (
            <SmsReminder
              notify={notify}
              onNotifyChange={setNotify}
              onPhoneChange={setPhone}
              disabled={busy}
              hint={missing.includes('phone') ? t('payment.phone.hint') : null}
            />
          )}
          <PaymentMethods
            cardKind={cardKind}
            provider={provider}
            flow={flow}
            licensePlate={currentPlate}
            detailsUsable={plateUsable}
            walletMayPay={ready && plateUsable}
            reminder={{ allowSms, notify, typed: phone }}
            free={free}
            withCard={anyPaid}
            cardComplete={cardComplete}
            onCardCompleteChange={setCardComplete}
            savedCard={deviceCard?.payWithKept ? { placeId, pay: payWithKept, busy } : undefined}
          />
          <PayStep flow={flow} reminderAsked={allowSms && notify}>
            <PayBar next={next}>
              <PayButton
                ref={payButton}
                label={payLabel}
                disabled={!canPay}
                busy={pendingStatus === 'loading' || phase === 'paying'}
                summary={summary}
                onPay={pay}
              />
            </PayBar>
          </PayStep>
        </InteractiveForm>
      )}
      <PaymentProblemModal problem={problem} onTryAgain={flow.tryAgain} />
    </section>
  );
}
