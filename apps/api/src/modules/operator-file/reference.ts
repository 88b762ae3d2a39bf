/**
 * docs/operator-file.md, written from the operator file's JSON Schema (json-schema.ts) so the
 * reference is never written twice by hand: a section per object, in the file's order, each
 * field with its type, default, limits and description. `npm run operator -- reference FILE`.
 */
type Node = {
  type?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Node;
  properties?: Record<string, Node>;
  required?: string[];
  propertyNames?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
  allOf?: Node[];
};

type Section = { path: string; node: Node };

const FORMATS: Record<string, string> = {
  'date-time': 'an ISO 8601 instant with its offset (2027-06-01T08:00:00+02:00)',
  date: 'a day, YYYY-MM-DD',
  email: 'an e-mail address',
};

/** Patterns said in words where they are common; any other is shown as it is. */
const PATTERNS: Record<string, string> = {
  '^[^\\p{Cc}]*$': 'no control characters',
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$': 'a lower-case UUID',
  '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$': 'lower-case letters, digits and -',
};

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The schema under its wrappers: zod writes a piped or intersected field as allOf/anyOf. */
const bare = (node: Node): Node => node.allOf?.[0] ?? node.anyOf?.[0] ?? node;

const isObject = (node: Node) => bare(node).type === 'object' && bare(node).properties;
/** A record keyed by language: `{ es-ES: {…}, en-US: {…} }`. */
const isMap = (node: Node) => bare(node).type === 'object' && bare(node).propertyNames;

function typeOf(node: Node, path: string): string {
  const n = bare(node);
  if (n.enum) return `one of ${n.enum.map(code).join(', ')}`;
  if (isMap(n)) {
    const keys = n.propertyNames?.enum?.map(code).join(', ') ?? 'keys';
    return `map of ${keys} to [an object](#${anchor(`${path}.*`)})`;
  }
  if (isObject(n)) return `[object](#${anchor(path)})`;
  if (n.type === 'array' && n.items) {
    const item = bare(n.items);
    if (isObject(item)) return `list of [objects](#${anchor(`${path}[]`)})`;
    return `list of ${typeOf(item, `${path}[]`)}`;
  }
  return n.type ?? 'any';
}

function limitsOf(node: Node): string {
  const n = bare(node);
  const limits: string[] = [];
  if (n.format && FORMATS[n.format]) limits.push(FORMATS[n.format] as string);
  else if (n.pattern && !n.enum) limits.push(PATTERNS[n.pattern] ?? `matches ${code(n.pattern)}`);
  if (n.minLength !== undefined && n.minLength > 0) limits.push(`${n.minLength}+ characters`);
  if (n.maxLength !== undefined) limits.push(`at most ${n.maxLength} characters`);
  if (n.minimum !== undefined) limits.push(`from ${n.minimum}`);
  if (n.maximum !== undefined) limits.push(`up to ${n.maximum}`);
  if (n.minItems !== undefined && n.minItems > 0) limits.push(`at least ${n.minItems}`);
  if (n.maxItems !== undefined) limits.push(`at most ${n.maxItems}`);
  return limits.join('; ');
}

function objectOf(node: Node): Node | undefined {
  const n = bare(node);
  if (isMap(n))
    return typeof n.additionalProperties === 'object' ? n.additionalProperties : undefined;
  if (isObject(n)) return n;
  if (n.type === 'array' && n.items && isObject(n.items)) return bare(n.items);
  return undefined;
}

/** Every object of the schema, depth first in the file's order, with its path. */
function sectionsOf(path: string, node: Node): Section[] {
  const sections: Section[] = [{ path, node }];
  for (const [name, field] of Object.entries(node.properties ?? {})) {
    const child = objectOf(field);
    if (!child) continue;
    const n = bare(field);
    const suffix = isMap(n) ? '.*' : n.type === 'array' ? '[]' : '';
    sections.push(...sectionsOf(`${path === '' ? '' : `${path}.`}${name}${suffix}`, child));
  }
  return sections;
}

function anchor(path: string): string {
  return (path === '' ? 'the-file' : path).toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function sectionText({ path, node }: Section): string {
  const title = path === '' ? 'The file' : `\`${path}\``;
  const rows = Object.entries(node.properties ?? {}).map(([name, field]) => {
    const required = node.required?.includes(name) ? ' (required)' : '';
    const fieldPath = `${path === '' ? '' : `${path}.`}${name}`;
    const defaultText = field.default === undefined ? '' : code(field.default);
    const description = field.description ?? bare(field).description ?? '';
    return `| \`${name}\`${required} | ${cell(typeOf(field, fieldPath))} | ${cell(defaultText)} | ${cell(limitsOf(field))} | ${cell(description)} |`;
  });
  return [
    `<a id="${anchor(path)}"></a>`,
    '',
    `## ${title}`,
    '',
    ...(node.description && path !== '' ? [node.description, ''] : []),
    '| Field | Type | Default | Limits | Description |',
    '| ----- | ---- | ------- | ------ | ----------- |',
    ...rows,
  ].join('\n');
}

export function operatorFileReference(schema: Record<string, unknown>): string {
  const root = schema as Node & { title?: string };
  const header = [
    '# The operator file: reference',
    '',
    '<!-- Generated from docs/operator-file.schema.json by `npm run docs:operator-file`; do not edit. -->',
    '',
    `${root.description ?? ''} Written in YAML or JSON; a field left out takes its default.`,
    'Walk-through: [README, "Open your first car park"](../README.md#open-your-first-car-park).',
  ].join('\n');
  return `${[header, ...sectionsOf('', root).map(sectionText)].join('\n\n')}\n`;
}
