import type { ReactNode } from 'react';
import './form.css';

/**
 * A form field: its label, the control (the children, which carry `inputId` and, while there
 * is an error, `aria-describedby={errorId}`) and the error under it. `announce` reads the error
 * out as it appears (role alert), for an error the driver did not cause by leaving a field.
 */
export function Field({
  inputId,
  label,
  errorId,
  error,
  announce = false,
  children,
}: {
  inputId: string;
  label: ReactNode;
  errorId: string;
  error?: ReactNode;
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} className="field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
