import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './alert.css';

/**
 * Something that did not load, said in a danger alert with a retry under it. The title is the
 * page's heading where the alert is the whole page (`titleAs` h1), a section's (h2), or a line
 * of a list's place (p).
 */
export function RetryAlert({
  title,
  titleAs: Title,
  description,
  onRetry,
}: {
  title: ReactNode;
  titleAs: 'h1' | 'h2' | 'p';
  description?: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="alert alert--danger" role="alert">
      <div>
        <Title className="alert__title">{title}</Title>
        {description && <p>{description}</p>}
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}
