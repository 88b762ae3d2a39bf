import type { Credential } from '@parking/domain/contracts';

/** The plate of a session: its LICENSE_PLATE credential (spec: '-' on screen when absent). */
export function plateOf(credentials: readonly Credential[]): string | null {
  return (
    credentials.find((credential) => credential.type === 'LICENSE_PLATE')?.localIdentifier ?? null
  );
}

/** Every distinct plate of a session, in order (a ticket shows several as badges). */
export function platesOf(credentials: readonly Credential[]): string[] {
  const plates = credentials
    .filter((credential) => credential.type === 'LICENSE_PLATE')
    .map((credential) => credential.localIdentifier);
  return [...new Set(plates)];
}

/** When a live session ends: the latest end over its payments; null without payments. */
export function latestEnd(payments: readonly { endPeriodCovered: string }[]): Date | null {
  let end: number | null = null;
  for (const payment of payments) {
    const time = new Date(payment.endPeriodCovered).getTime();
    if (!Number.isNaN(time) && (end === null || time > end)) end = time;
  }
  return end === null ? null : new Date(end);
}
