import { useCallback, useEffect, useRef } from 'react';

/**
 * How long without a tap, a key or a keystroke in the card frame the form still counts as in
 * use (decision 046). A driver fetching a card from the glovebox stays within it; a tab left
 * open for an hour stops asking the processor for intents after it.
 */
export const IDLE_AFTER_MS = 5 * 60_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'focusin'] as const;

export function isInUse({
  visible,
  lastActivityAt,
  now,
}: {
  visible: boolean;
  lastActivityAt: number;
  now: number;
}): boolean {
  return visible && now - lastActivityAt < IDLE_AFTER_MS;
}

/**
 * Whether the driver is at the form: the page is visible and they did something in the last
 * IDLE_AFTER_MS (opening the page counts, and so does coming back to it). The card frame's
 * keystrokes never reach this document: its form reports them through `touch`.
 */
export function useRecentUse(): { inUse: () => boolean; touch: () => void } {
  const lastActivityAt = useRef(Date.now());
  const touch = useCallback(() => {
    lastActivityAt.current = Date.now();
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') touch();
    };
    for (const type of ACTIVITY_EVENTS) {
      document.addEventListener(type, touch, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const type of ACTIVITY_EVENTS) {
        document.removeEventListener(type, touch, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [touch]);

  const inUse = useCallback(
    () =>
      isInUse({
        visible: document.visibilityState === 'visible',
        lastActivityAt: lastActivityAt.current,
        now: Date.now(),
      }),
    [],
  );
  return { inUse, touch };
}
