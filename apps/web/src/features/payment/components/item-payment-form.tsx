import { isEmailAddress, isPlausiblePlate } from '@parking/domain/validation';
import { useId, useMemo, useRef, useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useCardProviderInfo } from '../api/get-card-provider-info.ts';
import { usePayFlow } from '../hooks/use-pay-flow.ts';
import { bringIntoView } from '../lib/bring-into-view.ts';
import type { CardKind } from '../lib/card-kind.ts';
import { enterMovesOn } from '../lib/enter-moves-on.ts';
import { listOfPieces } from '../lib/missing-pieces.ts';
import type { PaymentActions } from '../lib/payment-actions.ts';
import type { PricedItem } from '../lib/priced-item.ts';
import { PayBar } from './pay-bar.tsx';
import { PayButton } from './pay-button.tsx';
import { PayStep } from './pay-step.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { PaymentProblemModal } from './payment-problem-modal.tsx';
import { PlateField } from './plate-field.tsx';
import '#web/components/ui/form.css';
import './payment-form.css';

type Piece = 'plate' | 'email' | 'card';

/**
 * Pays one priced item (the reservation checkout's quote, spec section 2; a gated stay): plate,
 * the e-mail the ticket goes to, express checkout and the card of the place's kind, with the
 * option form's rules (decision 046): only the button pays, Enter moves to what is missing, each missing piece is
 * named beside its field. `actionsFor` builds the calls with the e-mail as typed. A gated
 * stay's payment (decision 058) gives its plate (`fixedPlate`, no field; '' when the camera
 * read none) and asks the e-mail only for a copy of the ticket (`emailOptional`).
 */
export function ItemPaymentForm({
  placeId,
  item,
  payLabel,
  cardKind,
  actionsFor,
  onPaid,
  onRestart,
  fixedPlate,
  emailOptional = false,
}: {
  placeId: string;
  item: PricedItem;
  payLabel: string;
  cardKind: CardKind;
  actionsFor: (contact: { email: string }) => PaymentActions;
  /** With the id of what was paid (the booking's assigned right, the stay's order). */
  onPaid: (paidRef: string) => void;
  /** 'Try again' after the payment or its price lapsed: the page fetches the price again. */
  onRestart: () => Promise<unknown>;
  /** The vehicle is known (a gated stay): no plate field, this one is sent. */
  fixedPlate?: string;
  /** The e-mail may stay empty (a copy of the ticket); when typed it must be valid. */
  emailOptional?: boolean;
}) {
  const { t, locale } = useI18n();
  const plateId = useId();
  const emailId = useId();
  const emailMessageId = useId();
  const [plate, setPlate] = useState('');
  const [plateTouched, setPlateTouched] = useState(false);
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [cardComplete, setCardComplete] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const idOf = { plate: plateId, email: emailId };
  const trimmedEmail = email.trim();
  const actions = useMemo(() => actionsFor({ email: trimmedEmail }), [actionsFor, trimmedEmail]);
  const flow = usePayFlow({
    item,
    cardKind,
    placeId,
    locale,
    actions,
    onRestart,
    onPaid,
  });
  const { phase, problem } = flow;
  const busy = phase !== 'idle';
  const provider = useCardProviderInfo(cardKind, placeId, true);
  const currentPlate = (fixedPlate ?? plate).trim();
  const plateUsable = fixedPlate !== undefined || isPlausiblePlate(currentPlate);
  const emailUsable = isEmailAddress(trimmedEmail) || (emailOptional && trimmedEmail === '');
  const missing: Piece[] = [];
  if (!plateUsable) missing.push('plate');
  if (!emailUsable) missing.push('email');
  if (provider.data !== undefined && !cardComplete) missing.push('card');
  const ready = flow.pending.status === 'ready' && !busy && problem === null;
  const canPay = ready && plateUsable && emailUsable && cardComplete;

  const pay = () => {
    if (canPay) void flow.pay({ licensePlate: currentPlate, phoneNumber: null });
  };
  const focusPiece = (piece: Piece | undefined) => {
    const field =
      piece === 'plate' || piece === 'email' ? document.getElementById(idOf[piece]) : null;
    if (field) bringIntoView(field, () => field.focus());
    else if (piece === 'card')
      bringIntoView(form.current?.querySelector('.card-fieldset'), () =>
        flow.card.current?.focus(),
      );
    else payButton.current?.focus();
  };
  const onEnter = enterMovesOn(() => focusPiece(missing[0]));

  const plateMessage =
    currentPlate === ''
      ? t('payment.form.plate_hint')
      : plateUsable
        ? null
        : t('payment.form.plate_invalid');
  const emailMessage = emailUsable ? null : t('reservation.checkout.email_invalid');
  // Grey while empty or not yet left; 'Invalid email' in red once the driver has left it.
  const emailError = emailTouched && trimmedEmail !== '' ? emailMessage : null;
  const emailText =
    emailError ??
    (emailOptional
      ? t('payment.form.email_copy_hint')
      : emailUsable
        ? null
        : t('reservation.checkout.email_hint'));
  const pieceName = {
    plate: t('payment.missing.plate'),
    email: t('reservation.checkout.email_piece'),
    card: t('payment.missing.card_name'),
  };
  const summary =
    phase === 'idle' && problem === null && flow.pending.status === 'ready' && missing.length > 0
      ? t('payment.missing.summary', {
          pieces: listOfPieces(
            missing.map((piece) => pieceName[piece]),
            locale,
          ),
        })
      : null;
  // Named in the server's HTML already (not after the pending payment): the bar never grows.
  const first = phase === 'idle' && problem === null ? missing[0] : undefined;
  const next = first ? { text: t(`payment.bar.${first}`), go: () => focusPiece(first) } : null;

  return (
    <>
      <form
        ref={form}
        className="form"
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={onEnter}
        noValidate
      >
        {fixedPlate === undefined && (
          <PlateField
            id={plateId}
            value={plate}
            onChange={setPlate}
            onBlur={() => setPlateTouched(currentPlate !== '')}
            readOnly={false}
            disabled={busy}
            hint={plateTouched ? null : plateMessage}
            error={plateTouched ? plateMessage : null}
          />
        )}
        <div className="field">
          <label className="field__label" htmlFor={emailId}>
            {t(
              emailOptional ? 'payment.form.email_copy_label' : 'reservation.checkout.email_label',
            )}
          </label>
          <input
            id={emailId}
            className="field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            enterKeyHint="done"
            maxLength={254}
            value={email}
            disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setEmailTouched(trimmedEmail !== '')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailText ? emailMessageId : undefined}
          />
          {emailText && (
            <p id={emailMessageId} className={emailError ? 'field__error' : 'field__hint'}>
              {emailText}
            </p>
          )}
        </div>
        <PaymentMethods
          cardKind={cardKind}
          provider={provider}
          flow={flow}
          licensePlate={currentPlate}
          detailsUsable={plateUsable && emailUsable}
          walletMayPay={ready && plateUsable && emailUsable}
          reminder={{ allowSms: false, notify: false, typed: { status: 'empty' } }}
          cardComplete={cardComplete}
          onCardCompleteChange={setCardComplete}
        />
        <PayStep flow={flow} reminderAsked={false}>
          <PayBar next={next}>
            <PayButton
              ref={payButton}
              label={phase === 'paying' || phase === 'paid' ? t('payment.form.paying') : payLabel}
              disabled={!canPay}
              busy={flow.pending.status === 'loading' || phase === 'paying'}
              summary={summary}
              onPay={pay}
            />
          </PayBar>
        </PayStep>
      </form>
      <PaymentProblemModal problem={problem} onTryAgain={flow.tryAgain} />
    </>
  );
}
