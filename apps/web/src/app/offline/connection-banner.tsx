import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { translate } from '#web/lib/i18n/translate.ts';
import { useConnectionStatus } from './use-connection-status.ts';
import { usePageMessages } from './use-page-messages.ts';
import './connection-banner.css';

const TEXT_KEY = {
  offline: 'shell.connection.offline',
  back: 'shell.connection.back',
} as const satisfies Record<string, TranslationKey>;

/**
 * Says in words that the connection is lost, and that it is back (issue 13, 'a weak signal is
 * survivable'): a polite live region, empty while all is well, at the bottom of the screen
 * (connection-banner.css).
 */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  const messages = usePageMessages();
  const text = status === 'online' || !messages ? '' : translate(messages, TEXT_KEY[status]);
  return (
    <div className={text ? `connection-banner connection-banner--${status}` : ''} role="status">
      {text}
    </div>
  );
}
