import { PLATE_INPUT_MAX_LENGTH } from '@parking/domain/validation';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { PlateSearchForm } from './plate-search-form.tsx';

/**
 * The plate search again, in a card, filled with the plate the address carries (`?plateId`, cut
 * to what the field accepts): the edit and not-found pages' way to correct a typo.
 */
export function SearchAgainCard() {
  const { t } = useI18n();
  const plateId = useSearchParams()[0].get('plateId') ?? '';
  return (
    <div className="card">
      <PlateSearchForm
        initialPlate={plateId.slice(0, PLATE_INPUT_MAX_LENGTH)}
        submitLabel={t('accessControl.find.search_again')}
      />
    </div>
  );
}
