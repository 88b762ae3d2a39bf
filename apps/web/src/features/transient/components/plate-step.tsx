import type { LiveAssignedRight } from '@parking/domain/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlateInput } from '#web/components/ui/plate-input.tsx';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { getLiveAssignedRights } from '../api/get-live-assigned-rights.ts';
import '#web/components/ui/form.css';
import { InteractiveForm } from '#web/components/ui/interactive-form.tsx';

function lookupErrorKey(error: unknown): TranslationKey {
  if (isApiError(error) && error.status === 429) return 'transient.home.lookup_rate_limited';
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE)
    return 'transient.home.lookup_network_error';
  return 'transient.home.lookup_failed';
}

/**
 * Spec section 2, 'Transient home': the first step when the place looks plates up. On the first
 * page, so it stays small: the sessions modal and the payment form are lazy chunks.
 */
export function PlateStep({
  placeId,
  onResult,
}: {
  placeId: string;
  onResult: (result: { plate: string; rights: LiveAssignedRight[] }) => void;
}) {
  const { t } = useI18n();
  const [plate, setPlate] = useState('');
  const [loading, setLoading] = useState(false);
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = plate.trim();
    if (!typed || loading) return;
    controller.current?.abort();
    controller.current = new AbortController();
    setLoading(true);
    setErrorKey(null);
    try {
      const rights = await getLiveAssignedRights({
        plate: typed,
        placeId,
        signal: controller.current.signal,
      });
      setLoading(false);
      onResult({ plate: typed, rights });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setLoading(false);
      // 403: the operator turned the lookup off since this page loaded (decision 068). The
      // driver can still pay: on to the form with the plate as typed, as when nothing is found.
      if (isApiError(error) && error.status === 403) {
        onResult({ plate: typed, rights: [] });
        return;
      }
      setErrorKey(lookupErrorKey(error));
    }
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t('transient.home.pay_parking')}
      </h2>
      <InteractiveForm className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('transient.home.plate_label')}
          </label>
          <PlateInput
            id={inputId}
            enterKeyHint="go"
            value={plate}
            onPlateChange={(typed) => {
              setPlate(typed);
              setErrorKey(null);
            }}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? errorId : undefined}
          />
          {errorKey && (
            <p id={errorId} className="field__error" role="alert">
              {t(errorKey)}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={plate.trim() === '' || loading}
        >
          {loading ? t('transient.home.searching') : t('transient.home.continue')}
        </button>
      </InteractiveForm>
    </section>
  );
}
