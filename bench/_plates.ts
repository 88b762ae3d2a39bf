// Plates for bench/similar-plates.ts: realistic formats, and the misreadings a camera makes.

const DIGITS = '0123456789';
/** Spanish plates since 2000: no vowels, no Ñ or Q. */
const SPANISH_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Characters a camera reads as each other (packages/domain plate-similarity.ts). */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'ODQ',
  O: '0',
  Q: '0',
  D: '0',
  '1': 'IL',
  I: '1',
  L: '1',
  '8': 'B',
  B: '8',
  '5': 'S',
  S: '5',
  '2': 'Z',
  Z: '2',
  '6': 'G',
  G: '6',
};

/** A seeded generator (mulberry32): the same plates and queries on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = (random: () => number, from: string) => from[Math.floor(random() * from.length)] ?? '';
const many = (random: () => number, from: string, n: number) =>
  Array.from({ length: n }, () => pick(random, from)).join('');

/** 45% Spanish (1234BCD), 45% US 4321XYZ, 10% Californian (7ABC123). */
export function randomPlate(random: () => number): string {
  const style = random();
  if (style < 0.45) return many(random, DIGITS, 4) + many(random, SPANISH_LETTERS, 3);
  if (style < 0.9) return many(random, DIGITS, 4) + many(random, LETTERS, 3);
  return pick(random, '123456789') + many(random, LETTERS, 3) + many(random, DIGITS, 3);
}

export type MisreadKind = 'substitution' | 'transposition' | 'missing' | 'look-alike';
export const MISREAD_KINDS: MisreadKind[] = [
  'substitution',
  'transposition',
  'missing',
  'look-alike',
];

/** `plate` as a camera could misread it; never the plate itself. */
export function misread(plate: string, kind: MisreadKind, random: () => number): string {
  const at = (positions: number[]) => positions[Math.floor(random() * positions.length)] ?? 0;
  const all = [...plate].map((_, i) => i);
  if (kind === 'transposition') {
    const i = at(all.slice(0, -1).filter((j) => plate[j] !== plate[j + 1]));
    return plate.slice(0, i) + plate[i + 1] + plate[i] + plate.slice(i + 2);
  }
  if (kind === 'missing') {
    const i = at(all);
    return plate.slice(0, i) + plate.slice(i + 1);
  }
  const lookAlikes = all.filter((j) => LOOK_ALIKES[plate[j] ?? '']);
  if (kind === 'look-alike' && lookAlikes.length > 0) {
    const i = at(lookAlikes);
    return plate.slice(0, i) + pick(random, LOOK_ALIKES[plate[i] ?? ''] ?? '') + plate.slice(i + 1);
  }
  const i = at(all);
  const others = (DIGITS + LETTERS).replace(plate[i] ?? '', '');
  return plate.slice(0, i) + pick(random, others) + plate.slice(i + 1);
}
