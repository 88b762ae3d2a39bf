import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { currencyDigits, type GatedTariff } from '@parking/domain';
import {
  minorOfAmount,
  type OperatorFile,
  type OperatorPlace,
  problemsText,
} from '@parking/domain/operator-file';
import { readOperatorFileText } from '#api/modules/operator-file/read-text.js';

/**
 * The demo's two operators as operator files (decision 089), in the repository's `operators/`
 * folder: what `npm start` applies before the demo's activity, and the README's examples.
 * From apps/api/src/db/seed and apps/api/dist/db/seed alike.
 */
const DEMO_OPERATOR_FILES = ['demo-parking-co.yaml', 'aparcamientos-sol.yaml'].map((name) =>
  fileURLToPath(new URL(`../../../../../operators/${name}`, import.meta.url)),
);

let read: OperatorFile[] | undefined;

/** The demo's files, parsed; a broken one stops the start with its problems. */
export function demoOperatorFiles(): OperatorFile[] {
  read ??= DEMO_OPERATOR_FILES.map((path) => {
    const parsed = readOperatorFileText(readFileSync(path, 'utf8'));
    if (!parsed.ok)
      throw new Error(`${path} is not a valid operator file:\n${problemsText(parsed.problems)}`);
    return parsed.file;
  });
  return read;
}

function demoPlace(placeKey: string): { place: OperatorPlace; digits: number } {
  for (const file of demoOperatorFiles()) {
    for (const customer of file.customers) {
      const place = customer.places.find((candidate) => candidate.key === placeKey);
      if (place) return { place, digits: currencyDigits(file.organization.currency) };
    }
  }
  throw new Error(`no demo place '${placeKey}'`);
}

/** What the line of a demo place's rate at `position` costs, in minor units: its activity pays it. */
export function demoLinePrice(placeKey: string, position: number): { value: number; fee: number } {
  const { place, digits } = demoPlace(placeKey);
  const line = place.rates[position]?.lines[0];
  if (!line) throw new Error(`no rate ${position} at demo place '${placeKey}'`);
  return {
    value: minorOfAmount(line.value, digits) ?? 0,
    fee: minorOfAmount(line.serviceFee, digits) ?? 0,
  };
}

/** A demo gated lot's tariff, in minor units. */
export function demoGatedTariff(placeKey: string): GatedTariff {
  const { place, digits } = demoPlace(placeKey);
  const tariff = place.gatedTariff;
  if (!tariff) throw new Error(`demo place '${placeKey}' has no gated tariff`);
  const minor = (text: string) => minorOfAmount(text, digits) ?? 0;
  return {
    freeMinutes: tariff.freeMinutes,
    steps: tariff.steps.map((step) => ({
      upToMinutes: step.upToMinutes,
      amountMinor: minor(step.amount),
    })),
    thenEveryMinutes: tariff.thenEveryMinutes,
    thenAmountMinor: minor(tariff.thenAmount),
    dailyCapMinor: minor(tariff.dailyCap),
    graceMinutes: tariff.graceMinutes,
  };
}
