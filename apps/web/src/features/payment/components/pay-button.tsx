import { type Ref, useId } from 'react';

/**
 * The one control that pays (decision 046: Enter in a field never does). A plain button, not
 * a submit: the browser activates it on click, Enter or Space. Below it, a polite live region
 * names what is still missing, so a screen reader hears why it is disabled as it changes.
 */
export function PayButton({
  ref,
  label,
  disabled,
  busy,
  summary,
  onPay,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  disabled: boolean;
  busy: boolean;
  /** 'To pay, fill in: license plate and card details.', or null when nothing is missing. */
  summary: string | null;
  onPay: () => void;
}) {
  const summaryId = useId();
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="button button--primary button--block"
        disabled={disabled}
        aria-busy={busy ? true : undefined}
        aria-describedby={summary ? summaryId : undefined}
        onClick={onPay}
      >
        {label}
      </button>
      <p id={summaryId} className="field__hint" role="status">
        {summary ?? ''}
      </p>
    </>
  );
}
