import { type RefObject, useEffect, useRef } from 'react';

/** Whether the component is still mounted: an answer that arrives later must not set state. */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
