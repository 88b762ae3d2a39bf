import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { usePermitContext } from '../permit-context.ts';
import '../components/permit.css';

/**
 * permit.home: a blank page (spec section 2). A driver reaches a permit through its own link;
 * the place's address alone names none. It keeps a heading, so the page has a name to land on,
 * and one line saying where the permit is.
 */
export default function PermitHomePage() {
  const { t } = useI18n();
  const { customerPlace } = usePermitContext();
  return (
    <div className="stack">
      <h1 className="permit-title">{customerPlace.place?.name ?? customerPlace.name}</h1>
      <p className="permit-note permit-title">{t('permit.home_hint')}</p>
    </div>
  );
}
