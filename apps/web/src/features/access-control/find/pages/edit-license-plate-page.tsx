import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { SearchAgainCard } from '../components/search-again-card.tsx';
import '../find.css';

/** edit-license-plate?plateId (spec section 2): the plate as typed before, to correct and search. */
export default function EditLicensePlatePage() {
  const { t } = useI18n();
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.edit_title')}</h1>
      <p className="muted">{t('accessControl.find.edit_intro')}</p>
      <SearchAgainCard />
    </div>
  );
}
