/**
 * What a page tells the worker once it is active: what it loaded without the worker seeing it
 * (its own address in the first message only, then its files and documents as they arrive).
 */
export interface WarmUpMessage {
  type: 'warm-up';
  page: string | null;
  resources: string[];
}

export const isWarmUpMessage = (data: unknown): data is WarmUpMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as WarmUpMessage).type === 'warm-up' &&
  Array.isArray((data as WarmUpMessage).resources);
