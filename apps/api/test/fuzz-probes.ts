import { UUID_PATTERN } from '@parking/domain';
import { bodyCorpus, type Fuzzed, jsonCorpus, MISSING, RawJson, urlCorpus } from './fuzz-corpus.js';

/**
 * The requests src/fuzz.test.ts sends: for each operation of the OpenAPI document, a baseline
 * with every parameter and body field valid, then one probe per bad value of the corpus
 * (fuzz-corpus.ts) in one place at a time, the others valid.
 */

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

export type Endpoint = {
  method: string;
  template: string;
  parameters: Parameter[];
  bodyFields: Record<string, Schema> | undefined;
};
export type Probe = {
  endpoint: Endpoint;
  label: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  likeBaseline?: boolean;
};

const isUuidSchema = (schema: Schema) => schema.pattern === UUID_PATTERN.source;

/** The operations and their probes; `known` holds valid values by name (ids of the demo). */
export function fuzzProbes(document: OpenApi, known: Record<string, unknown>) {
  function baselineOf(name: string, schema: Schema): unknown {
    if (name in known) return known[name];
    if (schema.enum) return schema.enum[0];
    if (isUuidSchema(schema)) return '0b7e3f4c-1d2a-4b5c-8d6e-7f8091a2b3c4';
    if (schema.type === 'integer' || schema.type === 'number') return 1;
    if (schema.type === 'boolean') return true;
    return 'fuzz-value';
  }

  function endpointsOf(document: OpenApi): Endpoint[] {
    return Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        parameters: operation.parameters ?? [],
        bodyFields: operation.requestBody?.content['application/json']?.schema.properties,
      })),
    );
  }

  /** The URL with every parameter valid except the overridden one (a wire value or MISSING). */
  function urlOf(endpoint: Endpoint, override?: { name: string; value: string | typeof MISSING }) {
    let path = endpoint.template;
    const query: string[] = [];
    for (const parameter of endpoint.parameters) {
      const value =
        override?.name === parameter.name
          ? override.value
          : encodeURIComponent(String(baselineOf(parameter.name, parameter.schema)));
      if (parameter.in === 'path')
        path = path.replace(`{${parameter.name}}`, value === MISSING ? '' : value);
      else if (value !== MISSING) query.push(`${parameter.name}=${value}`);
    }
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  }

  function baselineBody(endpoint: Endpoint) {
    return Object.fromEntries(
      Object.entries(endpoint.bodyFields ?? {}).map(([name, schema]) => [
        name,
        baselineOf(name, schema),
      ]),
    );
  }

  /** The body with one field replaced (or left out); raw JSON text goes in as is. */
  function bodyWith(others: Record<string, unknown>, name: string, value: unknown) {
    if (value === MISSING) return JSON.stringify(others);
    if (!(value instanceof RawJson)) return JSON.stringify({ ...others, [name]: value });
    const placeholder = '"\u0001raw\u0001"';
    return JSON.stringify({ ...others, [name]: '\u0001raw\u0001' }).replace(
      placeholder,
      value.text,
    );
  }

  function probesOf(endpoint: Endpoint): Probe[] {
    const hasBody = endpoint.method === 'POST';
    const body = baselineBody(endpoint);
    const base = {
      endpoint,
      method: endpoint.method,
      path: urlOf(endpoint),
      ...(hasBody ? { body: JSON.stringify(body), contentType: 'application/json' } : {}),
    };
    const probes: Probe[] = [{ ...base, label: 'baseline' }];
    const add = (label: string, fuzzed: Fuzzed<unknown>, probe: Partial<Probe>) =>
      probes.push({
        ...base,
        ...probe,
        label: `${label}=${fuzzed.label}`,
        likeBaseline: fuzzed.likeBaseline,
      });

    for (const parameter of endpoint.parameters) {
      const valid = String(baselineOf(parameter.name, parameter.schema));
      for (const fuzzed of urlCorpus(valid, isUuidSchema(parameter.schema))) {
        add(`${parameter.in}.${parameter.name}`, fuzzed, {
          path: urlOf(endpoint, { name: parameter.name, value: fuzzed.value }),
        });
      }
    }
    for (const [name, schema] of Object.entries(endpoint.bodyFields ?? {})) {
      for (const fuzzed of jsonCorpus(body[name], isUuidSchema(schema))) {
        const { [name]: _dropped, ...others } = body;
        add(`body.${name}`, fuzzed, { body: bodyWith(others, name, fuzzed.value) });
      }
    }
    if (hasBody) {
      for (const fuzzed of bodyCorpus(body)) {
        const { contentType, body: text } = fuzzed.value;
        add('body', fuzzed, {
          body: text,
          ...(contentType ? { contentType } : { contentType: undefined }),
        });
      }
    }
    const separator = base.path.includes('?') ? '&' : '?';
    add(
      'url',
      { label: 'unknown-query-parameter', value: '' },
      { path: `${base.path}${separator}fuzz=1` },
    );
    add('url', { label: 'query-nul', value: '' }, { path: `${base.path}${separator}fuzz=%00` });
    add('url', { label: 'unexpected-method', value: '' }, { method: 'PUT' });
    return probes;
  }

  return endpointsOf(document).map((endpoint) => ({ endpoint, probes: probesOf(endpoint) }));
}
