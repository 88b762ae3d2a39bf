import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

/**
 * 'Test mode: no real money' on every page of a place (or customer area) paid through an
 * embedded sandbox (the API's testMode, docs/decisions/073), as Stripe's test mode says so.
 * Rendered with the layout, so the server-rendered first page has it and hydration adds nothing.
 */
export function TestModeBanner() {
  const { t } = useI18n();
  return (
    <p className="test-mode-banner" role="note">
      {t('shell.test_mode')}
    </p>
  );
}
