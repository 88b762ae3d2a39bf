import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

/** The whole-page loading state: a main landmark holding only the spinner. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <main className="app-column app-column--center">
      <Spinner label={t('common.loading')} />
    </main>
  );
}
