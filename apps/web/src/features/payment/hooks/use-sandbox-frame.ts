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
  // The page's origin goes in the address (where the frame posts to). Known in the browser only:
  // a page the server rendered holds the frame at its height and loads it once hydrated.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  const src = useMemo(
    () =>
      origin === null ? undefined : sandboxFrameUrl({ cardFormUrl: pageUrl, locale, kind, origin }),
    [pageUrl, locale, kind, origin],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address reloads the frame.
  useEffect(() => setReady(false), [src]);
  return { frame, src, ready, setReady, height, setHeight };
}
