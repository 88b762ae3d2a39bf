import { useSearchParams } from 'react-router';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { PlateSearchForm } from '../components/plate-search-form.tsx';
import '../find.css';

/** edit-license-plate?plateId (spec section 2): the plate as typed before, to correct and search. */
export default function EditLicensePlatePage() {
  const { t } = useI18n();
  const plateId = useSearchParams()[0].get('plateId') ?? '';
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.edit_title')}</h1>
      <p className="muted">{t('accessControl.find.edit_intro')}</p>
      <div className="card">
        <PlateSearchForm
          initialPlate={plateId.slice(0, 20)}
          submitLabel={t('accessControl.find.search_again')}
        />
      </div>
    </div>
  );
}
