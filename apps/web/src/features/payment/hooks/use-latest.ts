import { useEffect, useRef } from 'react';

/**
 * A ref holding the last value rendered with: a listener set up once (a frame's messages)
 * calls the parent's newest callback, not the one it first saw.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
