import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { sandboxFrameUrl } from '../lib/sandbox-card-protocol.ts';

/**
 * The iframe of one of the server's sandbox pages, the card form or the test wallet (decisions
 * 030 and 050): its address carries the UI language and the card kind, and a new address
 * reloads the frame, which is not ready again until it says so. Its height is the last one the
 * frame asked for.
 */
export function useSandboxFrame({
  pageUrl,
  kind,
  initialHeight,
}: {
  pageUrl: string;
  kind: 'intent' | 'client-secret';
  initialHeight: number;
}) {
  const { locale } = useI18n();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(initialHeight);
  const src = useMemo(
    () => sandboxFrameUrl({ cardFormUrl: pageUrl, locale, kind, origin: window.location.origin }),
    [pageUrl, locale, kind],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address reloads the frame.
  useEffect(() => setReady(false), [src]);
  return { frame, src, ready, setReady, height, setHeight };
}
