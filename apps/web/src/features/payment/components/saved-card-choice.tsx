import type { SavedCard } from '@parking/domain/contracts';
import { useId, useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useQueryClient } from '#web/lib/query.ts';
import { savedCardsQueryKey, useSavedCards } from '../api/get-saved-cards.ts';
import { removeSavedCard } from '../api/remove-saved-card.ts';
import './saved-card-choice.css';

/**
 * 'Pay with the same card •••• 4242' (decision 086): the card this device kept, paid in one tap,
 * and a way to forget it. Shown only to the device holding the secret the card is bound to;
 * `pay` is null while the form cannot pay (the payment is not ready yet, a field is missing).
 */
export function SavedCardChoice({
  placeId,
  pay,
  busy,
}: {
  placeId: string;
  pay: ((card: SavedCard) => void) | null;
  busy: boolean;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const saved = useSavedCards(placeId, true);
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [failed, setFailed] = useState(false);
  const noteId = useId();
  const card = saved.data?.cards[0];

  const remove = async (id: string) => {
    setRemoving(true);
    setFailed(false);
    try {
      await removeSavedCard(id);
      const left = (saved.data?.cards ?? []).filter((kept) => kept.id !== id);
      queryClient.setQueryData(savedCardsQueryKey(placeId), { cards: left });
      setRemoved(true);
    } catch {
      setFailed(true);
    } finally {
      setRemoving(false);
    }
  };

  if (!card) {
    return removed ? (
      <p className="saved-card__note" role="status">
        {t('payment.saved_card.removed')}
      </p>
    ) : null;
  }
  const brand = card.brand.toUpperCase();
  return (
    <div className="saved-card">
      <button
        type="button"
        className="button button--primary button--block saved-card__pay"
        disabled={pay === null || busy || removing}
        aria-describedby={noteId}
        onClick={() => pay?.(card)}
      >
        {t('payment.saved_card.pay', { last4: card.last4 })}
      </button>
      <p id={noteId} className="saved-card__note">
        {t('payment.saved_card.kept', { brand, last4: card.last4 })}{' '}
        <button
          type="button"
          className="saved-card__remove"
          disabled={busy || removing}
          onClick={() => void remove(card.id)}
        >
          {t('payment.saved_card.remove')}
        </button>
      </p>
      {failed && (
        <p className="saved-card__note" role="alert">
          {t('payment.saved_card.remove_failed')}
        </p>
      )}
      <p className="saved-card__or">{t('payment.saved_card.or_other')}</p>
    </div>
  );
}

/** 'Keep this card on this device': ticked unless the driver says otherwise (decision 086). */
export function KeepCardBox({
  keep,
  onChange,
  disabled,
}: {
  keep: boolean;
  onChange: (keep: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  return (
    <label className="checkbox saved-card__keep">
      <input
        type="checkbox"
        checked={keep}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('payment.saved_card.keep')}</span>
    </label>
  );
}
