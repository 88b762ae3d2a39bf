import {
  addMonths,
  type CalendarDate,
  clampDate,
  isOutside,
  monthGrid,
  moveByKey,
  reachableDays,
  toUtcDay,
  weekStartOf,
} from '@parking/domain/calendar';
import { calendarDayFormatter } from '@parking/domain/display';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeftIcon } from '#web/components/ui/icons.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './calendar-dialog.css';

// The date field reads what is typed, bounds the exit and says a wrong date with it: its first
// page carries none of these.
export { lastDateOf, readTypedDate, TypedDateError } from './typed-date-reading.tsx';

/**
 * The date field's calendar (WAI-ARIA APG, 'Date Picker Dialog'): a modal with the month's grid,
 * its week starting as the language's does (Monday in Spanish, Sunday in American English).
 * Arrows move by a day or a week, Home and End to the week's ends, Page Up and Page Down by a
 * month (with Shift, a year), Enter or Space picks the day, Escape closes; focus then returns to
 * the button that opened it. Days before `min` or after `max` are marked `aria-disabled`: the
 * keys move over them within their months, as over any other day, but neither Enter nor a tap
 * picks one.
 */
export default function CalendarDialog({
  title,
  selected,
  min,
  max,
  onSelect,
  onClose,
}: {
  title: string;
  selected: CalendarDate | null;
  min: CalendarDate;
  /** The last day that can be picked, if there is one. */
  max?: CalendarDate | undefined;
  onSelect: (date: CalendarDate) => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const weekStart = weekStartOf(locale);
  const headingId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const reachable = reachableDays({ min, max });
  const [active, setActive] = useState(() => clampDate(selected ?? min, { min, max }));
  // The grid takes focus when the dialog opens and when a key moves the day, not when the
  // month buttons change the month (their focus stays, as the pattern asks).
  const focusDay = useRef(true);
  const movedByKey = useRef(false);
  const weeks = monthGrid({ month: active, weekStart });
  const month = active.slice(0, 7);
  const longDay = calendarDayFormatter(locale, { dateStyle: 'full' });
  const shortWeekday = calendarDayFormatter(locale, { weekday: 'short' });
  const longWeekday = calendarDayFormatter(locale, { weekday: 'long' });

  useEffect(() => {
    if (!focusDay.current) return;
    // At the opening, a frame later: the dialog's own opening focuses its first control first.
    // Done only once focused: a render before that frame (the clock's tick, a refetch) cancels
    // it, and the next render's effect asks again.
    const frame = requestAnimationFrame(() => {
      focusDay.current = false;
      grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  });
  // A key's move is focused in the render's own commit, before the next key can come: a frame
  // later, a move into another month had left the focus on the page (the old day gone with its
  // month), and a key pressed in that frame was lost (Home after Arrow Down in late November).
  useLayoutEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const moveTo = (date: CalendarDate) =>
    setActive(clampDate(date, { min: reachable.first, max: reachable.last }));
  const close = () => grid.current?.closest('dialog')?.close();
  const pick = (date: CalendarDate) => {
    if (isOutside(date, { min, max })) return;
    onSelect(date);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveByKey({ date: active, key: event.key, shiftKey: event.shiftKey, weekStart });
    if (next === null) return;
    event.preventDefault();
    movedByKey.current = true;
    moveTo(next);
  };

  return (
    <Modal open onClose={onClose} title={title}>
      <div className="calendar">
        <div className="calendar__bar">
          <button
            type="button"
            className="calendar__month-button"
            aria-label={t('reservation.home.previous_month')}
            disabled={month <= min.slice(0, 7)}
            onClick={() => moveTo(clampDate(addMonths(active, -1), { min, max }))}
          >
            <ChevronLeftIcon />
          </button>
          <h3 id={headingId} className="calendar__month" aria-live="polite">
            {calendarDayFormatter(locale, { month: 'long', year: 'numeric' }).format(
              toUtcDay(active),
            )}
          </h3>
          <button
            type="button"
            className="calendar__month-button calendar__month-button--next"
            aria-label={t('reservation.home.next_month')}
            disabled={max !== undefined && month >= max.slice(0, 7)}
            onClick={() => moveTo(clampDate(addMonths(active, 1), { min, max }))}
          >
            <ChevronLeftIcon />
          </button>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table with role=grid; its cells become gridcells. */}
        <table ref={grid} className="calendar__grid" role="grid" aria-labelledby={headingId}>
          <thead>
            <tr>
              {weeks[0]?.map((day) => (
                <th key={day} scope="col" abbr={longWeekday.format(toUtcDay(day))}>
                  {shortWeekday.format(toUtcDay(day))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody onKeyDown={onKeyDown}>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) =>
                  day.slice(0, 7) !== month ? (
                    <td key={day} />
                  ) : (
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a role=grid table is a gridcell, which carries aria-selected.
                    <td key={day} aria-selected={day === selected}>
                      <button
                        type="button"
                        className="calendar__day"
                        tabIndex={day === active ? 0 : -1}
                        aria-label={longDay.format(toUtcDay(day))}
                        aria-disabled={isOutside(day, { min, max }) ? true : undefined}
                        onClick={() => pick(day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="button button--secondary button--block" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
