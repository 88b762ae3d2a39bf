import type { z } from 'zod';
import { safeTimeZone } from '../display/date-time.js';
import { currencyDigits } from '../display/money.js';
import { WEEKDAYS } from '../vocabulary/index.js';
import { minorOfAmount } from './amount.js';
import { minuteOfClock } from './clock-time.js';
import { OPERATOR_FILE_LIMITS } from './limits.js';
import { paymentAccountProblems } from './payment-account.js';
import { publicUrlProblem } from './public-url.js';
import type { OperatorFile, OperatorPeriod, OperatorPlace } from './schema.js';

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

/**
 * The checks across fields of an operator file (decision 089), each reported at its path, all
 * in one run: keys and ids unique, references known, amounts exact in the currency, times of
 * day real, periods that end after they start and do not overlap, URLs drivers may be sent to.
 */
export function checkOperatorFile(file: OperatorFile, ctx: z.RefinementCtx): void {
  const report: Report = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  const digits = currencyDigits(file.organization.currency);
  const ids = new Map<string, string>();
  const claimId = (id: string | undefined, path: Path) => {
    if (id === undefined) return;
    const first = ids.get(id);
    if (first) report([...path, 'id'], `is already the id of ${first}`);
    else ids.set(id, pathText(path));
  };
  claimId(file.organization.id, ['organization']);
  for (const kind of ['vehicleTypes', 'serviceTypes'] as const) {
    uniqueKeys(file[kind], [kind], report);
    file[kind].forEach((type, index) => {
      claimId(type.id, [kind, index]);
    });
  }
  const vehicleKeys = new Set(file.vehicleTypes.map((type) => type.key));
  const serviceKeys = new Set(file.serviceTypes.map((type) => type.key));
  uniqueKeys(file.customers, ['customers'], report);
  let places = 0;
  file.customers.forEach((customer, c) => {
    const at: Path = ['customers', c];
    claimId(customer.id, at);
    unique(customer.languages, [...at, 'languages'], report);
    for (const field of ['logoUrl', 'landingUrl', 'termsUrl'] as const) {
      url(customer[field], [...at, field], report);
    }
    uniqueKeys(customer.places, [...at, 'places'], report);
    customer.places.forEach((place, p) => {
      places += 1;
      const where: Path = [...at, 'places', p];
      claimId(place.id, where);
      checkPlace(place, where, { digits, vehicleKeys, serviceKeys, claimId, report });
    });
  });
  if (places > OPERATOR_FILE_LIMITS.places) {
    report(
      ['customers'],
      `holds ${places} places; a file holds at most ${OPERATOR_FILE_LIMITS.places}`,
    );
  }
}

type PlaceChecks = {
  digits: number;
  vehicleKeys: Set<string>;
  serviceKeys: Set<string>;
  claimId: (id: string | undefined, path: Path) => void;
  report: Report;
};

function checkPlace(place: OperatorPlace, at: Path, checks: PlaceChecks): void {
  const { digits, report } = checks;
  if (!isTimeZone(place.timezone))
    report([...at, 'timezone'], 'is not a time zone (for example Europe/Madrid)');
  url(place.termsUrl, [...at, 'termsUrl'], report);
  for (const problem of paymentAccountProblems(place.payment)) {
    const path = [...at, 'payment', 'account'];
    report(problem.field ? [...path, problem.field] : path, problem.message);
  }
  place.images.forEach((image, i) => {
    url(image.url, [...at, 'images', i, 'url'], report);
  });
  for (const [field, known] of [
    ['vehicleTypes', checks.vehicleKeys],
    ['serviceTypes', checks.serviceKeys],
  ] as const) {
    unique(place[field], [...at, field], report);
    place[field].forEach((key, i) => {
      if (!known.has(key)) report([...at, field, i], `is not a key of the file's ${field}`);
    });
  }
  unique(
    place.closingDays.map((day) => day.date),
    [...at, 'closingDays'],
    report,
  );
  checkPeriods(place.periods, [...at, 'periods'], report);
  uniqueKeys(place.rates, [...at, 'rates'], report);
  place.rates.forEach((rate, r) => {
    const where: Path = [...at, 'rates', r];
    checks.claimId(rate.id, where);
    uniqueKeys(rate.lines, [...where, 'lines'], report);
    rate.lines.forEach((line, l) => {
      const path: Path = [...where, 'lines', l];
      checks.claimId(line.id, path);
      amount(line.value, digits, [...path, 'value'], report);
      amount(line.serviceFee, digits, [...path, 'serviceFee'], report);
      // A permit's line buys its monthly cycle; any other line says what time it buys.
      if (
        rate.type !== 'PERMIT' &&
        line.durationMinutes === undefined &&
        line.endOfPeriod === undefined
      ) {
        report(path, 'needs durationMinutes or endOfPeriod: what the driver buys');
      }
      clock(line.startBefore, 23, [...path, 'startBefore'], report);
      clock(line.endOfPeriod, 47, [...path, 'endOfPeriod'], report);
    });
  });
  const tariff = place.gatedTariff;
  if (tariff) {
    const path: Path = [...at, 'gatedTariff'];
    for (const field of ['thenAmount', 'dailyCap'] as const)
      amount(tariff[field], digits, [...path, field], report);
    tariff.steps.forEach((step, s) => {
      amount(step.amount, digits, [...path, 'steps', s, 'amount'], report);
      const before = tariff.steps[s - 1];
      if (before && step.upToMinutes <= before.upToMinutes) {
        report([...path, 'steps', s, 'upToMinutes'], 'must be longer than the step before');
      }
    });
  }
}

function checkPeriods(periods: OperatorPeriod[], at: Path, report: Report): void {
  periods.forEach((period, p) => {
    const from = Date.parse(period.from);
    const until = period.until === undefined ? Number.POSITIVE_INFINITY : Date.parse(period.until);
    if (until <= from)
      report([...at, p, 'until'], 'must be after from: the period ends before it starts');
    const ranges: Array<{ day: string; start: number; end: number; index: number }> = [];
    period.hours.forEach((hours, h) => {
      const path: Path = [...at, p, 'hours', h];
      const start = clock(hours.from, 23, [...path, 'from'], report);
      const end = clock(hours.to, 47, [...path, 'to'], report);
      unique(hours.days, [...path, 'days'], report);
      if (start === null || end === null) return;
      if (start === end) report([...path, 'to'], 'must differ from from');
      const span = end < start ? end + 1440 : end;
      for (const day of hours.days) ranges.push({ day, start, end: span, index: h });
    });
    for (const day of WEEKDAYS) {
      const today = ranges.filter((range) => range.day === day).sort((a, b) => a.start - b.start);
      today.slice(1).forEach((range, i) => {
        const before = today[i];
        if (before && range.start < before.end) {
          report([...at, p, 'hours', range.index], `overlaps hours[${before.index}] on ${day}`);
        }
      });
    }
    periods.slice(0, p).forEach((other, o) => {
      if (other.type !== period.type) return;
      const otherUntil =
        other.until === undefined ? Number.POSITIVE_INFINITY : Date.parse(other.until);
      if (from < otherUntil && Date.parse(other.from) < until) {
        report(
          [...at, p],
          `overlaps periods[${o}], also ${period.type}: one ${period.type} period at a time`,
        );
      }
    });
  });
}

/** Whether the zone is one Intl knows (safeTimeZone answers UTC for any other). */
const isTimeZone = (zone: string) => zone === 'UTC' || safeTimeZone(zone) !== 'UTC';

function amount(text: string, digits: number, path: Path, report: Report): void {
  if (minorOfAmount(text, digits) === null) {
    report(
      path,
      digits === 0
        ? 'must be a whole amount in this currency'
        : `must have at most ${digits} decimals in this currency`,
    );
  }
}

function clock(
  text: string | undefined,
  maxHour: number,
  path: Path,
  report: Report,
): number | null {
  if (text === undefined) return null;
  const minute = minuteOfClock(text, maxHour);
  if (minute === null) report(path, `must be a time from 00:00 to ${maxHour}:59`);
  return minute;
}

function url(text: string | undefined, path: Path, report: Report): void {
  const problem = text === undefined ? null : publicUrlProblem(text);
  if (problem) report(path, problem);
}

function uniqueKeys(items: Array<{ key: string }>, path: Path, report: Report): void {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const first = seen.get(item.key);
    if (first === undefined) seen.set(item.key, index);
    else
      report(
        [...path, index, 'key'],
        `'${item.key}' is already the key of ${pathText([...path, first])}`,
      );
  });
}

function unique(values: readonly string[], path: Path, report: Report): void {
  values.forEach((value, index) => {
    if (values.indexOf(value) !== index) report([...path, index], `repeats '${value}'`);
  });
}

/** customers[0].places[2].rates[0].lines[1].value */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
