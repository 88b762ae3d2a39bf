import type { CardProviderInfo, SavedCard } from '@parking/domain/contracts';
import { useState } from 'react';
import type { PayFlow } from '../hooks/use-pay-flow.ts';
import type { CardKind } from '../lib/card-kind.ts';
import type { ReminderChoice } from '../lib/run-wallet-payment.ts';
import { walletExpected } from '../lib/stripe-key.ts';

/** Pays with a card this device kept. */
export type PayWithSaved = (card: SavedCard) => void;

import { CardFieldset } from './card-fieldset.tsx';
import { ExpressCheckoutSlot } from './express-checkout-slot.tsx';
import { KeepCardBox, SavedCardChoice } from './saved-card-choice.tsx';

/**
 * The ways to pay, in both payment forms: express checkout, then (where the flow offers it) the
 * card this device kept (decision 086), then the card of the place's kind,
 * held unseen until the wallet above has its height (decision 050). A wallet pays only when
 * `walletMayPay` (the payment is ready and what the form asks is usable); the card form's
 * state stays the form's, which needs it for its own Pay button.
 */
export function PaymentMethods({
  cardKind,
  provider,
  flow,
  licensePlate,
  detailsUsable,
  walletMayPay,
  reminder,
  free = false,
  withCard = true,
  cardComplete,
  onCardCompleteChange,
  savedCard,
}: {
  cardKind: CardKind;
  provider: { data: CardProviderInfo | undefined; isError: boolean };
  flow: Pick<PayFlow, 'card' | 'pending' | 'pay' | 'declineReason' | 'cardChanged' | 'keepCard'>;
  licensePlate: string;
  /** The plate (and whatever else the form asks) is usable: else the wallet says so. */
  detailsUsable: boolean;
  walletMayPay: boolean;
  reminder: ReminderChoice;
  /** Nothing is due: no wallet, and the card form stays hidden. */
  free?: boolean;
  /** The card form is on the page at all (the option form: some option is paid). */
  withCard?: boolean;
  cardComplete: boolean;
  onCardCompleteChange: (complete: boolean) => void;
  /** The kept card's one-tap payment (first kind only); `pay` null while the form cannot pay. */
  savedCard?: { placeId: string; pay: PayWithSaved | null; busy: boolean } | undefined;
}) {
  const [walletSettled, setWalletSettled] = useState(false);
  // Held only while a wallet is coming: where none is, the card form never waits (no spinner).
  const info = provider.data;
  const held = !walletSettled && (info === undefined || walletExpected(info, cardKind));
  return (
    <>
      <ExpressCheckoutSlot
        info={free ? undefined : provider.data}
        kind={cardKind}
        pending={flow.pending}
        plateUsable={detailsUsable}
        pay={
          walletMayPay
            ? (wallet, phoneNumber) => flow.pay({ licensePlate, phoneNumber, wallet })
            : null
        }
        onSettled={() => setWalletSettled(true)}
        reminder={reminder}
      />
      {savedCard && !free && cardKind === 'CARD_INTENT' && (
        <SavedCardChoice placeId={savedCard.placeId} pay={savedCard.pay} busy={savedCard.busy} />
      )}
      {withCard && (
        <CardFieldset
          ref={flow.card}
          held={held}
          hidden={free}
          info={provider.data}
          infoFailed={provider.isError}
          kind={cardKind}
          incomplete={!cardComplete}
          declineReason={flow.declineReason}
          onCompleteChange={onCardCompleteChange}
          onInput={flow.cardChanged}
        />
      )}
      {withCard && !free && flow.keepCard && cardKind === 'CARD_INTENT' && (
        <KeepCardBox keep={flow.keepCard.keep} onChange={flow.keepCard.setKeep} disabled={held} />
      )}
    </>
  );
}
