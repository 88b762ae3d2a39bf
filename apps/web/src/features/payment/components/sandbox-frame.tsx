import { Spinner } from '#web/components/ui/spinner.tsx';
import type { useSandboxFrame } from '../hooks/use-sandbox-frame.ts';
import './sandbox-card-form.css';

/**
 * A sandbox page's iframe (the card form's, the test wallet's) at the height it asked for,
 * behind a spinner until it says it is ready. `sandbox` never grants allow-same-origin: the
 * frame's origin stays opaque and our scripts cannot read the card.
 */
export function SandboxFrame({
  frame: { frame, src, ready, height },
  className,
  loadingLabel,
  title,
  sandbox,
}: {
  frame: ReturnType<typeof useSandboxFrame>;
  className: string;
  loadingLabel: string;
  title: string;
  sandbox: 'allow-scripts' | 'allow-scripts allow-forms';
}) {
  return (
    // Loading, the spinner lies over the box (which the caller's CSS holds at the frame's usual
    // height: an inline style is refused by the CSP in the server's HTML), so nothing below
    // moves when the frame shows.
    <div className={className}>
      {!ready && (
        <div className="sandbox-frame__spinner">
          <Spinner label={loadingLabel} />
        </div>
      )}
      <iframe
        ref={frame}
        className={ready ? 'card-form__frame' : 'card-form__frame card-form__frame--loading'}
        src={src}
        title={title}
        sandbox={sandbox}
        height={height}
      />
    </div>
  );
}
