import type { KeyboardEvent } from 'react';

/**
 * The form's Enter (Go on a phone): in a field it never pays, it moves on to what is still
 * missing, or to Pay (decision 046). Enter on a button, or one a control took, is left alone.
 */
export const enterMovesOn =
  (moveOn: () => void) =>
  (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    moveOn();
  };
