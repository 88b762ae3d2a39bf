import type { ReactNode } from 'react';
import { AlertIcon } from '#web/components/ui/icons.tsx';
import './pay-bar.css';

/** The first thing still missing, in words that say what to do, and how to get to it. */
export interface NextPiece {
  /** 'Enter your phone number for the reminder'. */
  text: string;
  /** Scrolls to the field and focuses it. */
  go: () => void;
}

/**
 * The form's last row, held at the bottom of the screen while the form is scrolled (issue 24,
 * point 3; decision 087): the first missing piece as a button that takes the driver to it, then
 * Pay with its total (`children`). Sticky, not fixed: it settles in its own place at the end of
 * the form, never covers what follows the form, and drops back into place while a typing field
 * has the focus (pay-bar.css), so it never sits on the field or on top of the keyboard.
 */
export function PayBar({ next, children }: { next: NextPiece | null; children: ReactNode }) {
  return (
    <div className="pay-bar">
      {next && (
        <button type="button" className="pay-bar__next" onClick={next.go}>
          <AlertIcon className="pay-bar__icon" />
          <span>{next.text}</span>
        </button>
      )}
      {children}
    </div>
  );
}
