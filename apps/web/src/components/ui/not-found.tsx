import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './not-found.css';

/** The not-found picture and words; `children` is the way back (the site's home, a place's). */
export function NotFoundContent({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="not-found">
      <img className="not-found__image" src="/images/404.svg" alt="" width={240} height={160} />
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('errors.not_found_description')}</p>
      {children}
    </section>
  );
}
