import type { OperatorEntity } from '@parking/domain/operator-file';

/**
 * Keys for rows no operator file has named yet (decision 089): the stored key when there is
 * one, else a slug of the name ('Midtown Garage' -> 'midtown-garage'), numbered when a sibling
 * already has it. Deterministic, so an export of the same rows always writes the same keys.
 */
export class KeyMaker {
  private readonly taken = new Set<string>();

  /** `unnamed` collects the rows given a key here, for the apply to store it. */
  constructor(
    private readonly table: KeyedTable,
    private readonly unnamed: UnnamedRow[],
  ) {}

  claim(id: string, stored: string | null, name: string): string {
    if (stored !== null && !this.taken.has(stored)) {
      this.taken.add(stored);
      return stored;
    }
    const base = slugOf(name) || 'item';
    let key = base;
    for (let n = 2; this.taken.has(key); n += 1) key = `${base.slice(0, 60)}-${n}`;
    this.taken.add(key);
    this.unnamed.push({ table: this.table, id, key });
    return key;
  }
}

export type KeyedTable = OperatorEntity;
/** A row whose key was made from its name: stored by the next apply, so it never changes. */
export type UnnamedRow = { table: KeyedTable; id: string; key: string };

function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
