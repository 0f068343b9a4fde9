import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext resolution.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * OpenAPI schemas as JSON Schema 2020-12: `nullable: true` (OpenAPI 3.0, still used inside 3.1
 * descriptions) becomes a `null` type, and annotations JSON Schema does not know are dropped.
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'discriminator' || key === 'example' || key.startsWith('x-'))
      continue;
    out[key] = toJsonSchema(value);
  }
  if (node.nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null))
      out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  if (Array.isArray(out.type)) {
    if (!out.type.includes('null')) out.type = [...(out.type as unknown[]), 'null'];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

function sampleString(format: unknown): string {
  switch (format) {
    case 'date-time':
      return '2026-01-01T00:00:00Z';
    case 'uri':
    case 'url':
      return 'https://example.test/';
    case 'email':
      return 'dev@example.test';
    default:
      return 'x';
  }
}

/** `base` with `overlay` merged in: objects recursively, everything else replaced. */
export function overlay<T>(base: unknown, values: T): T {
  if (!isObject(base) || !isObject(values)) return values;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(values))
    out[key] = key in base ? overlay(base[key], value) : value;
  return out as T;
}

export interface OperationSchemas {
  /** The JSON request body's schema (inline, or a `$ref` into the components). */
  request?: unknown;
  /** JSON response schemas by status. */
  responses: Record<string, unknown>;
}

function jsonSchemaOf(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const json = content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

/** Validates request and response bodies of one OpenAPI description's operations. */
export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly document: JsonObject;
  private readonly components: unknown;
  private readonly definitions: unknown;

  constructor(
    document: unknown,
    private readonly id = 'api',
  ) {
    if (!isObject(document)) throw new Error('The OpenAPI description is not an object.');
    this.document = document;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('unixtime', {
      type: 'number',
      validate: (value: number) => Number.isFinite(value),
    });
    // Swagger's numeric formats say how a value is stored, not what is valid (git.json also writes a
    // generic item's type parameter, "T", as a format).
    for (const format of ['int16', 'int32', 'int64', 'float', 'double', 'byte', 'binary', 'T']) {
      this.ajv.addFormat(format, true);
    }
    // OpenAPI 3 keeps schemas under components, Swagger 2 under definitions.
    this.components = toJsonSchema(document.components);
    this.definitions = toJsonSchema(document.definitions);
    this.ajv.addSchema({ $id: id, components: this.components, definitions: this.definitions });
  }

  /** The body schemas of an operation, by path template and method. */
  operation(path: string, method: string): OperationSchemas {
    const paths = this.document.paths;
    const item = isObject(paths) ? paths[path] : undefined;
    const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
    if (!isObject(operation))
      throw new Error(`No operation ${method.toUpperCase()} ${path} in the description.`);
    const request = isObject(operation.requestBody)
      ? jsonSchemaOf(operation.requestBody.content)
      : undefined;
    const responses: Record<string, unknown> = {};
    if (isObject(operation.responses)) {
      for (const [status, declared] of Object.entries(operation.responses)) {
        const response =
          isObject(declared) && typeof declared.$ref === 'string'
            ? this.lookup(declared.$ref)
            : declared;
        const schema = isObject(response)
          ? (jsonSchemaOf(response.content) ?? response.schema)
          : undefined;
        if (schema !== undefined) responses[status] = schema;
      }
    }
    return request === undefined ? { responses } : { request, responses };
  }

  private lookup(ref: string): unknown {
    let node: unknown = this.document;
    for (const segment of ref.replace(/^#\//, '').split('/'))
      node = isObject(node) ? node[segment] : undefined;
    return node;
  }

  /**
   * A minimal instance of a `#/components/...` schema: every required property, with plausible
   * values (nullable → null, enums → their first value, formats honoured). Fakes overlay their
   * state on it, so their answers carry every field the official description requires.
   */
  sample(schema: unknown): unknown {
    return this.sampleOf(typeof schema === 'string' ? { $ref: schema } : toJsonSchema(schema), 0);
  }

  private resolve(ref: string): unknown {
    let node: unknown = this.components;
    if (ref.startsWith('#/definitions/')) node = this.definitions;
    for (const segment of ref.replace(/^#\/(components|definitions)\//, '').split('/')) {
      node = isObject(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (node === undefined) throw new Error(`Unknown reference ${ref}`);
    return node;
  }

  private sampleOf(schema: unknown, depth: number): unknown {
    if (!isObject(schema) || depth > 40) return null;
    if (typeof schema.$ref === 'string') return this.sampleOf(this.resolve(schema.$ref), depth + 1);
    if (schema.const !== undefined) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (schema.default !== undefined && typeof schema.default !== 'object') return schema.default;
    for (const key of ['anyOf', 'oneOf'] as const) {
      const options: unknown = schema[key];
      if (Array.isArray(options)) {
        const nullable = options.some((option) => isObject(option) && option.type === 'null');
        return nullable ? null : this.sampleOf(options[0], depth + 1);
      }
    }
    if (Array.isArray(schema.allOf)) {
      return Object.assign(
        {},
        ...(schema.allOf.map((part) => this.sampleOf(part, depth + 1)) as object[]),
      );
    }
    const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
    if (types.includes('null')) return null;
    const type = types[0] ?? (isObject(schema.properties) ? 'object' : undefined);
    switch (type) {
      case 'object': {
        const out: JsonObject = {};
        const properties = isObject(schema.properties) ? schema.properties : {};
        for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
          out[name] = this.sampleOf(properties[name], depth + 1);
        }
        return out;
      }
      case 'array':
        return [];
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' ? schema.minimum : 1;
      case 'boolean':
        return false;
      case 'string':
        return sampleString(schema.format);
      default:
        return null;
    }
  }

  /** Errors of `value` against a schema (inline, or a `#/components/...` reference); empty when valid. */
  validate(schema: unknown, value: unknown): string[] {
    const key = typeof schema === 'string' ? schema : JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      const root = typeof schema === 'string' ? { $ref: schema } : toJsonSchema(schema);
      validate = this.ajv.compile(this.anchor(root) as JsonObject);
      this.compiled.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
    );
  }

  /** Local `#/…` references made to point into this description's registered schema. */
  private anchor(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.anchor(item));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? `${this.id}${value}`
          : this.anchor(value);
    }
    return out;
  }
}
