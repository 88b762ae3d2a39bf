import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { filterByName } from '../lib/option-selector-mode.ts';
import type { PricedOption } from '../lib/priced-item.ts';
import type { OptionSelectorProps } from './option-cards.tsx';
import { ChevronDownIcon } from './payment-icons.tsx';
import '#web/components/ui/form.css';
import './option-dropdown.css';

/**
 * More than 3 options (spec section 9's options): a select-only combobox (a button that opens a listbox),
 * with a search box from 10 on (an editable combobox driving the same listbox) and a row
 * naming the words that found nothing. Arrow keys, Home/End, Enter, Space and Escape
 * work as in a native select; the active option follows aria-activedescendant.
 */
export function OptionDropdown<Option extends PricedOption>({
  label,
  options,
  selected,
  onSelect,
  price,
  searchable,
  searchLabel,
  emptyText,
  disabled,
}: OptionSelectorProps<Option> & {
  searchable: boolean;
  searchLabel: string;
  /** What the list says when nothing matches the words typed (trimmed; '' for none). */
  emptyText: (query: string) => string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const optionId = (option: Option) => `${id}-option-${option.key}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | undefined>(selected);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const visible = useMemo(
    () => (searchable ? filterByName(options, query) : [...options]),
    [options, query, searchable],
  );
  const current = options.find((option) => option.key === selected);
  const activeOption = visible.find((option) => option.key === active) ?? visible[0];

  const close = (focusButton: boolean) => {
    setOpen(false);
    setQuery('');
    if (focusButton) button.current?.focus();
  };
  const choose = (option: Option) => {
    onSelect(option.key);
    close(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the popup opens or closes.
  useEffect(() => {
    if (!open) return;
    // The list, never the search box: focusing a text box would open a phone's keyboard that
    // the driver did not ask for. Tapping the box, or typing a letter (typeToSearch), gets there.
    list.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const activeOptionId = activeOption ? optionId(activeOption) : undefined;
  useEffect(() => {
    if (open && activeOptionId) {
      document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
    }
  }, [open, activeOptionId]);

  const move = (event: KeyboardEvent) => {
    const index = activeOption ? visible.indexOf(activeOption) : -1;
    const go = (next: number) => {
      event.preventDefault();
      const option = visible[Math.max(0, Math.min(visible.length - 1, next))];
      if (option) setActive(option.key);
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(index + 1);
      case 'ArrowUp':
        return go(index - 1);
      case 'Home':
        return searchable ? undefined : go(0);
      case 'End':
        return searchable ? undefined : go(visible.length - 1);
      case 'PageDown':
        return go(index + 5);
      case 'PageUp':
        return go(index - 5);
      case 'Enter':
        event.preventDefault();
        if (activeOption) choose(activeOption);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return;
    }
  };

  /**
   * On the open list, Space chooses as Enter does (the select-only combobox pattern); with a
   * search box, any other printable key starts the search with that character.
   */
  const onListKey = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      if (activeOption) choose(activeOption);
      return;
    }
    if (!searchable || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey)
      return move(event);
    event.preventDefault();
    setQuery((value) => value + event.key);
    setActive(undefined);
    search.current?.focus();
  };

  // Closed: the arrows open on the chosen option, Home and End on the first and the last.
  const openWith = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opensOn: Record<string, string | undefined> = {
      ArrowDown: selected,
      ArrowUp: selected,
      Home: options[0]?.key,
      End: options.at(-1)?.key,
    };
    if (!(event.key in opensOn)) return;
    event.preventDefault();
    setActive(opensOn[event.key]);
    setOpen(true);
  };

  const activeId = open ? activeOptionId : undefined;
  return (
    <div className="dropdown" ref={root}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={disabled}
        onClick={() => {
          setActive(selected);
          setOpen((value) => !value);
        }}
        onKeyDown={openWith}
      >
        <span className="dropdown__value">
          <span className="dropdown__name">{current?.name ?? '-'}</span>
          {current && <span className="dropdown__price">{price(current)}</span>}
        </span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div className="dropdown__popup">
          {searchable && (
            <input
              ref={search}
              type="text"
              className="field__input dropdown__search"
              role="combobox"
              aria-label={searchLabel}
              placeholder={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(undefined);
              }}
              onKeyDown={move}
            />
          )}
          <div
            ref={list}
            id={listId}
            className="dropdown__list"
            role="listbox"
            aria-labelledby={labelId}
            tabIndex={-1}
            aria-activedescendant={activeId}
            onKeyDown={onListKey}
          >
            {visible.map((option) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the listbox or the search box that owns the focus (aria-activedescendant).
              <div
                key={option.key}
                id={optionId(option)}
                role="option"
                tabIndex={-1}
                aria-selected={option.key === selected}
                className={
                  option === activeOption
                    ? 'dropdown__option dropdown__option--active'
                    : 'dropdown__option'
                }
                onClick={() => choose(option)}
              >
                <span>{option.name}</span>
                <span className="dropdown__price">{price(option)}</span>
              </div>
            ))}
            {visible.length === 0 && (
              <div
                role="option"
                tabIndex={-1}
                aria-selected="false"
                aria-disabled="true"
                className="dropdown__empty"
              >
                {emptyText(query.trim())}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
