import { useId } from 'react';
import type { PricedOption } from '../lib/priced-item.ts';
import '#web/components/ui/form.css';
import './option-cards.css';

/** What the option form gives either way of choosing an option: the cards or the dropdown. */
export interface OptionSelectorProps<Option extends PricedOption> {
  label: string;
  options: readonly Option[];
  selected: string | undefined;
  onSelect: (key: string) => void;
  price: (option: Option) => string;
  disabled: boolean;
}

/** Up to 3 options as selectable cards: native radios, so the group semantics come for free. */
export function OptionCards<Option extends PricedOption>({
  label,
  options,
  selected,
  onSelect,
  price,
  disabled,
}: OptionSelectorProps<Option>) {
  const name = useId();
  return (
    <fieldset className="fieldset-stack rate-cards" disabled={disabled}>
      <legend className="field__label">{label}</legend>
      {options.map((option) => (
        <label key={option.key} className="rate-card">
          <input
            type="radio"
            className="rate-card__input"
            name={name}
            value={option.key}
            checked={option.key === selected}
            onChange={() => onSelect(option.key)}
          />
          <span className="rate-card__name">{option.name}</span>
          <span className="rate-card__price">{price(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
