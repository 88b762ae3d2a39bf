import type { OperatorFileInput } from './schema.js';

export const OPERATOR_ENTITIES = [
  'organization',
  'vehicleType',
  'serviceType',
  'customer',
  'place',
  'rate',
  'line',
] as const;
export type OperatorEntity = (typeof OPERATOR_ENTITIES)[number];

/** One field of an entity that an apply would change: its value before and after (JSON). */
export type FieldChange = { field: string; before: unknown; after: unknown };

export type OperatorChange = {
  action: 'add' | 'change' | 'remove';
  entity: OperatorEntity;
  id: string;
  /** Where it is, by keys: customers.demo-parking.places.midtown.rates.one-hour */
  path: string;
  /** The parent entity's id (a place's customer, a line's rate); null for top-level ones. */
  parentId: string | null;
  /** Every field for an add or remove, the differing ones for a change. */
  fields: FieldChange[];
};

type Entry = {
  entity: OperatorEntity;
  path: string;
  parentId: string | null;
  fields: Record<string, unknown>;
};

/**
 * What turns one canonical file into another (decision 089), entity by entity, matched by id:
 * both files must carry the ids of every keyed entity (the apply resolves them first). Lists
 * without keys (periods, hours, closing days, images, addresses) are fields of their place and
 * change as a whole. `order` is an entity's place among its siblings.
 */
export function diffOperatorFiles(
  current: OperatorFileInput | null,
  desired: OperatorFileInput,
): OperatorChange[] {
  const before = current ? entries(current) : new Map<string, Entry>();
  const after = entries(desired);
  const changes: OperatorChange[] = [];
  for (const [id, entry] of after) {
    const old = before.get(id);
    if (!old) {
      changes.push({
        action: 'add',
        entity: entry.entity,
        id,
        path: entry.path,
        parentId: entry.parentId,
        fields: fieldsOf({}, entry.fields),
      });
      continue;
    }
    const fields = fieldsOf(old.fields, entry.fields);
    if (old.parentId !== entry.parentId)
      fields.unshift({ field: 'parent', before: old.path, after: entry.path });
    if (fields.length > 0) {
      changes.push({
        action: 'change',
        entity: entry.entity,
        id,
        path: entry.path,
        parentId: entry.parentId,
        fields,
      });
    }
  }
  // Removals deepest first: a line before its rate, a rate before its place.
  const removed = [...before].filter(([id]) => !after.has(id)).reverse();
  for (const [id, entry] of removed) {
    changes.push({
      action: 'remove',
      entity: entry.entity,
      id,
      path: entry.path,
      parentId: entry.parentId,
      fields: fieldsOf(entry.fields, {}),
    });
  }
  return changes;
}

function fieldsOf(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

function entries(file: OperatorFileInput): Map<string, Entry> {
  const result = new Map<string, Entry>();
  const add = (id: string | undefined, entry: Entry) => {
    if (id === undefined) throw new Error(`${entry.path} has no id: resolve the file first`);
    result.set(id, entry);
  };
  const { id: orgId, ...organization } = file.organization;
  add(orgId, {
    entity: 'organization',
    path: 'organization',
    parentId: null,
    fields: organization,
  });
  for (const kind of ['vehicleTypes', 'serviceTypes'] as const) {
    for (const { id, ...type } of file[kind] ?? []) {
      add(id, {
        entity: kind === 'vehicleTypes' ? 'vehicleType' : 'serviceType',
        path: `${kind}.${type.key}`,
        parentId: null,
        fields: type,
      });
    }
  }
  (file.customers ?? []).forEach(({ id: customerId, places, ...customer }, order) => {
    const customerPath = `customers.${customer.key}`;
    add(customerId, {
      entity: 'customer',
      path: customerPath,
      parentId: null,
      fields: { ...customer, order },
    });
    (places ?? []).forEach(({ id: placeId, rates, ...place }, order) => {
      const placePath = `${customerPath}.places.${place.key}`;
      add(placeId, {
        entity: 'place',
        path: placePath,
        parentId: customerId ?? null,
        fields: { ...place, order },
      });
      (rates ?? []).forEach(({ id: rateId, lines, ...rate }, order) => {
        const ratePath = `${placePath}.rates.${rate.key}`;
        add(rateId, {
          entity: 'rate',
          path: ratePath,
          parentId: placeId ?? null,
          fields: { ...rate, order },
        });
        lines.forEach(({ id: lineId, ...line }, order) => {
          add(lineId, {
            entity: 'line',
            path: `${ratePath}.lines.${line.key}`,
            parentId: rateId ?? null,
            fields: { ...line, order },
          });
        });
      });
    });
  });
  return result;
}

/** The plan as people read it: + added, ~ changed (field: before -> after), - removed. */
export function planText(changes: readonly OperatorChange[]): string {
  if (changes.length === 0) return 'No changes: the database already holds this file.';
  const sign = { add: '+', change: '~', remove: '-' } as const;
  const value = (field: unknown) => (field === undefined ? '(default)' : JSON.stringify(field));
  return changes
    .map((change) => {
      const head = `${sign[change.action]} ${change.path}`;
      if (change.action !== 'change') return head;
      const lines = change.fields.flatMap((field) => fieldLines(field, value));
      return [head, ...lines].join('\n');
    })
    .join('\n');
}

/** A list field by its items (- removed, + added); any other field as before -> after. */
function fieldLines(field: FieldChange, value: (field: unknown) => string): string[] {
  if (!Array.isArray(field.before) || !Array.isArray(field.after)) {
    return [`    ${field.field}: ${value(field.before)} -> ${value(field.after)}`];
  }
  const before = field.before.map((item) => JSON.stringify(item));
  const after = field.after.map((item) => JSON.stringify(item));
  return [
    `    ${field.field}:`,
    ...before.filter((item) => !after.includes(item)).map((item) => `      - ${item}`),
    ...after.filter((item) => !before.includes(item)).map((item) => `      + ${item}`),
  ];
}
