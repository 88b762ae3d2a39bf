import { formatTimeSoon, isSameDayIn } from '@parking/domain/display';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import './reminder-note.css';

const SENTENCE: Record<'scheduled' | 'sent', Record<'at' | 'on', TranslationKey>> = {
  scheduled: { at: 'transient.summary.reminder_at', on: 'transient.summary.reminder_on' },
  sent: { at: 'transient.summary.reminder_sent_at', on: 'transient.summary.reminder_sent_on' },
};

/**
 * 'We will text +1 ••• ••• 0123 at 6:19 PM.' (issue 10, point 5): the reminder's time on the
 * place's clock (the day too when it is not today there) and the number as the API masked it.
 * Screen readers hear 'the number ending in 0123' instead of a string of bullets.
 */
export function ReminderNote({
  phoneNumberMasked,
  at,
  sent,
  timeZone,
  now,
}: {
  phoneNumberMasked: string;
  at: Date;
  sent: boolean;
  timeZone: string;
  now: Date;
}) {
  const { t, locale } = useI18n();
  const time = formatTimeSoon(at, { locale, timeZone, now });
  const key = SENTENCE[sent ? 'sent' : 'scheduled'][isSameDayIn(at, now, timeZone) ? 'at' : 'on'];
  const digits = phoneNumberMasked.split(' ').at(-1) ?? '';
  return (
    <p className="reminder-note">
      <PhoneIcon className="reminder-note__icon" width={20} height={20} />
      <span aria-hidden="true">{t(key, { phone: phoneNumberMasked, time })}</span>
      <span className="visually-hidden">
        {t(key, { phone: t('transient.summary.phone_ending', { digits }), time })}
      </span>
    </p>
  );
}
