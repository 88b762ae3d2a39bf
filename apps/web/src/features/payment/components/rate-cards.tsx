import type { Rate } from '@parking/domain/contracts';
import { useId } from 'react';
import '../../../components/ui/form.css';
import './rate-cards.css';

/** Up to 3 rates as selectable cards: native radios, so the group semantics come for free. */
export function RateCards({
  label,
  rates,
  selected,
  onSelect,
  price,
  disabled,
}: {
  label: string;
  rates: readonly Rate[];
  selected: string | undefined;
  onSelect: (rateLineId: string) => void;
  price: (rate: Rate) => string;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="rate-cards" disabled={disabled}>
      <legend className="field__label">{label}</legend>
      {rates.map((rate) => (
        <label key={rate.rateLineId} className="rate-card">
          <input
            type="radio"
            className="rate-card__input"
            name={name}
            value={rate.rateLineId}
            checked={rate.rateLineId === selected}
            onChange={() => onSelect(rate.rateLineId)}
          />
          <span className="rate-card__name">{rate.name}</span>
          <span className="rate-card__price">{price(rate)}</span>
        </label>
      ))}
    </fieldset>
  );
}
