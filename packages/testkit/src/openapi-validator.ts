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

export interface OperationSchemas {
  request?: string;
  responses: Record<string, string>;
}

function refOf(content: unknown): string | undefined {
  if (!isObject(content)) return undefined;
  const json = content['application/json'];
  if (!isObject(json) || !isObject(json.schema)) return undefined;
  return typeof json.schema.$ref === 'string' ? json.schema.$ref : undefined;
}

/** Validates request and response bodies of one OpenAPI description's operations. */
export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly document: JsonObject;

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
    this.ajv.addSchema({ $id: id, components: toJsonSchema(document.components) });
  }

  /** The schema references of an operation, by path template and method. */
  operation(path: string, method: string): OperationSchemas {
    const paths = this.document.paths;
    const item = isObject(paths) ? paths[path] : undefined;
    const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
    if (!isObject(operation))
      throw new Error(`No operation ${method.toUpperCase()} ${path} in the description.`);
    const body = isObject(operation.requestBody) ? refOf(operation.requestBody.content) : undefined;
    const responses: Record<string, string> = {};
    if (isObject(operation.responses)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const ref = isObject(response) ? refOf(response.content) : undefined;
        if (ref) responses[status] = ref;
      }
    }
    return body === undefined ? { responses } : { request: body, responses };
  }

  /** Errors of `value` against a `#/components/...` reference; empty when valid. */
  validate(ref: string, value: unknown): string[] {
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${this.id}${ref}` });
      this.compiled.set(ref, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
    );
  }
}
