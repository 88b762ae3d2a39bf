import type { Period } from '../contracts/place.js';

export type ClosingType = 'regular' | 'exceptional' | 'none';

/** The next closure: from the first closed minute until the place opens again. */
export interface NextClosing {
  readonly from: Date;
  /** null when the place does not reopen within the search horizon. */
  readonly to: Date | null;
}

/** What the place page needs to say about opening (spec section 3, 'Closing status'). */
export interface ClosingStatus {
  readonly isOpen: boolean;
  /** Open, and an EXCEPTION period becomes active within CLOSING_SOON_WINDOW_DAYS. */
  readonly isClosingSoon: boolean;
  /** 'none' when open; 'exceptional' when closed by an EXCEPTION over an active PRIMARY. */
  readonly closingType: ClosingType;
  /** Closed: the first minute within the horizon at which it is open. Open: null. */
  readonly nextOpeningDate: Date | null;
  /** null when an open place stays open for the whole horizon. */
  readonly nextClosingDate: NextClosing | null;
}

export interface ClosingStatusInput {
  readonly periods: readonly Period[];
  /** The instant to judge; passed in, never read from the clock. */
  readonly now: Date;
  /** IANA name of the place's time zone, e.g. 'Europe/Madrid'. */
  readonly timeZone: string;
}
