/** What the driver must still give before Pay is enabled, in the form's order (decision 046). */
export type MissingPiece = 'plate' | 'phone' | 'card';

export function missingPieces({
  plateUsable,
  phoneBlocks,
  cardNeeded,
  cardComplete,
}: {
  plateUsable: boolean;
  /** Notify is ticked and the number is empty or invalid (not while it is being checked). */
  phoneBlocks: boolean;
  /** A paid rate whose card form is on the page. */
  cardNeeded: boolean;
  cardComplete: boolean;
}): MissingPiece[] {
  const missing: MissingPiece[] = [];
  if (!plateUsable) missing.push('plate');
  if (phoneBlocks) missing.push('phone');
  if (cardNeeded && !cardComplete) missing.push('card');
  return missing;
}

/** 'license plate, mobile phone and card details', as the language joins a list. */
export function listOfPieces(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
