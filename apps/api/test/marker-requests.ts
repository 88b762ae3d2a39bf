import { UUID_PATTERN } from '@parking/domain';

/**
 * The requests of the personal-data marker test (src/logging/personal-data-markers.routes.test.ts):
 * every operation of the OpenAPI document, once with valid ids and each marker where it fits by
 * name or type, then once per marker in every path parameter, query parameter and body field.
 */

/** What a driver or visitor gives us: none may reach a log line, in any form. */
export const MARKERS = {
  plate: 'ZZ9MARK',
  email: 'marker-7c1@example.test',
  phone: '+34612345678',
  nationalPhone: '612345678',
  name: 'Markerina Testova',
  taxId: 'X9876543M',
} as const;

/**
 * Pieces of the markers, lower-case, found in any form a line could hold them: as typed,
 * lower-cased, URL-encoded ('marker-7c1%40…', 'Markerina%20Testova', '%2B34612345678').
 */
export const MARKER_NEEDLES = [
  'zz9mark',
  'marker-7c1',
  '612345678',
  'markerina',
  'testova',
  'x9876543m',
];

type Schema = {
  type?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };
export type MarkerRequest = { label: string; method: string; path: string; body?: string };

/** The marker a field of this name takes, if its name says what it holds. */
function markerByName(name: string): string | undefined {
  const key = name.toLowerCase();
  if (/plate|localidentifier/.test(key)) return MARKERS.plate;
  if (/email|^to$/.test(key)) return MARKERS.email;
  if (/phone/.test(key)) return MARKERS.phone;
  if (/taxid/.test(key)) return MARKERS.taxId;
  if (/^name$|fullname|address/.test(key)) return MARKERS.name;
  return undefined;
}

/** A valid value: a known id by name, else one of the schema's shape; free text gets the plate. */
function fittingValue(name: string, schema: Schema, known: Record<string, unknown>): unknown {
  const marker = markerByName(name);
  if (marker) return marker;
  if (name in known) return known[name];
  if (schema.enum) return schema.enum[0];
  if (schema.pattern === UUID_PATTERN.source) return '0b7e3f4c-1d2a-4b5c-8d6e-7f8091a2b3c4';
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return MARKERS.plate;
}

function requestOf(
  label: string,
  method: string,
  template: string,
  operation: Operation,
  valueFor: (name: string, schema: Schema) => unknown,
): MarkerRequest {
  let path = template;
  const query: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    const value = encodeURIComponent(String(valueFor(parameter.name, parameter.schema)));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
    else query.push(`${parameter.name}=${value}`);
  }
  const fields = operation.requestBody?.content['application/json']?.schema.properties;
  const body = fields
    ? JSON.stringify(
        Object.fromEntries(
          Object.entries(fields).map(([name, schema]) => [name, valueFor(name, schema)]),
        ),
      )
    : undefined;
  return {
    label: `${method} ${template} (${label})`,
    method,
    path: query.length > 0 ? `${path}?${query.join('&')}` : path,
    ...(body !== undefined ? { body } : method === 'GET' ? {} : { body: '{}' }),
  };
}

/** Broken JSON holding every marker: what a parser's error message might quote. */
const BROKEN_JSON = `{"licensePlate":"${MARKERS.plate}","email":"${MARKERS.email}","name":"${MARKERS.name}" ${MARKERS.taxId} ${MARKERS.phone}`;

/**
 * Every operation: once fitting, then once per marker everywhere; a POST or PATCH also once
 * with broken JSON holding the markers.
 */
export function markerRequests(document: OpenApi, known: Record<string, unknown>): MarkerRequest[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => [
      requestOf('fitting', method.toUpperCase(), template, operation, (name, schema) =>
        fittingValue(name, schema, known),
      ),
      ...Object.entries(MARKERS).map(([kind, marker]) =>
        requestOf(`${kind} everywhere`, method.toUpperCase(), template, operation, () => marker),
      ),
      ...(method === 'get'
        ? []
        : [
            {
              ...requestOf(
                'broken JSON',
                method.toUpperCase(),
                template,
                operation,
                (name, schema) => fittingValue(name, schema, known),
              ),
              body: BROKEN_JSON,
            },
          ]),
    ]),
  );
}
