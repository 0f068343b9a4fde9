import * as z from 'zod';
import { AgentError } from './errors.js';
import type { JsonValue, ToolDefinition } from './provider.js';

export interface ToolAnnotations {
  /** The tool only reads. */
  readOnly?: boolean;
  /** The tool changes something outside the run; it needs an approval handler. */
  destructive?: boolean;
}

/** What a handler receives besides its arguments. */
export interface ToolContext {
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
  /** The id the model gave this call. */
  callId: string;
  /** The 1-based turn in which the model asked for it. */
  turn: number;
}

export interface Tool<Schema extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  parameters: Schema;
  annotations?: ToolAnnotations;
  handler: (
    args: z.infer<Schema>,
    context: ToolContext,
  ) => Promise<string | JsonValue> | string | JsonValue;
}

/** The outcome of one dispatch: the text the model will see, and what kind of result it was. */
export interface DispatchResult {
  content: string;
  outcome: 'ok' | 'unknown_tool' | 'invalid_arguments' | 'handler_error';
}

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Thrown when a registration is refused. */
export class ToolRegistrationError extends AgentError {
  override readonly name = 'ToolRegistrationError';
  declare readonly code: 'INVALID_TOOL';

  constructor(message: string) {
    super('INVALID_TOOL', message);
  }
}

function errorResult(
  content: Record<string, string>,
  outcome: DispatchResult['outcome'],
): DispatchResult {
  return { content: JSON.stringify(content), outcome };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length > 0 ? issue.path.join('.') : '(arguments)'}: ${issue.message}`,
    )
    .join('; ');
}

/** Tools by name; definitions for both OpenAI APIs come from the same registration. */
export class ToolRegistry {
  private readonly tools = new Map<string, Tool>();
  private readonly schemas = new Map<string, Record<string, unknown>>();

  /** Registers a tool; a duplicate or malformed name is refused. */
  register<Schema extends z.ZodType>(tool: Tool<Schema>): this {
    if (!TOOL_NAME.test(tool.name)) {
      throw new ToolRegistrationError(
        `Tool name "${tool.name}" is not allowed: use 1-64 letters, digits, "_" or "-".`,
      );
    }
    if (this.tools.has(tool.name)) {
      throw new ToolRegistrationError(`A tool named "${tool.name}" is already registered.`);
    }
    const { $schema: _dialect, ...schema } = z.toJSONSchema(tool.parameters, { io: 'input' });
    if (schema.type !== 'object') {
      throw new ToolRegistrationError(
        `Tool "${tool.name}" must take an object of named parameters.`,
      );
    }
    // Models do best when told no other keys are accepted (and OpenAI's strict mode requires it).
    schema.additionalProperties ??= false;
    this.tools.set(tool.name, tool);
    this.schemas.set(tool.name, schema);
    return this;
  }

  has(name: string): boolean {
    return this.tools.has(name);
  }

  get(name: string): Tool | undefined {
    return this.tools.get(name);
  }

  get names(): string[] {
    return [...this.tools.keys()];
  }

  /** Canonical definitions, for providers. */
  definitions(): ToolDefinition[] {
    return [...this.tools.values()].map((tool) => ({
      name: tool.name,
      description: tool.description,
      parameters: this.schemas.get(tool.name) ?? {},
    }));
  }

  /** `[{ type: "function", function: { name, description, parameters } }]` for Chat Completions. */
  chatCompletionsDefinitions(): { type: 'function'; function: ToolDefinition }[] {
    return this.definitions().map((definition) => ({ type: 'function', function: definition }));
  }

  /** `[{ type: "function", name, description, parameters }]` for the Responses API. */
  responsesDefinitions(): ({ type: 'function' } & ToolDefinition)[] {
    return this.definitions().map((definition) => ({ type: 'function', ...definition }));
  }

  /**
   * Runs a tool from the model's raw argument text. Never throws: an unknown tool, unparsable or
   * schema-invalid arguments and a handler that throws all become an error result for the model.
   */
  async dispatch(
    name: string,
    rawArguments: string,
    context: ToolContext,
  ): Promise<DispatchResult> {
    const tool = this.tools.get(name);
    if (!tool) {
      return errorResult(
        { error: `Unknown tool: ${name}`, available_tools: this.names.join(', ') },
        'unknown_tool',
      );
    }
    let parsed: unknown;
    try {
      parsed = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
    } catch (error) {
      return errorResult(
        {
          error: `The arguments for ${name} are not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
          fix: `Call ${name} again with a JSON object matching its parameters schema.`,
        },
        'invalid_arguments',
      );
    }
    const validated = tool.parameters.safeParse(parsed);
    if (!validated.success) {
      return errorResult(
        {
          error: `Invalid arguments for ${name}: ${describeIssues(validated.error)}.`,
          fix: `Call ${name} again with arguments matching its parameters schema.`,
        },
        'invalid_arguments',
      );
    }
    try {
      const value = await tool.handler(validated.data, context);
      return { content: typeof value === 'string' ? value : JSON.stringify(value), outcome: 'ok' };
    } catch (error) {
      const type = error instanceof Error ? error.name : typeof error;
      const message = error instanceof Error ? error.message : String(error);
      return errorResult({ error: message, type }, 'handler_error');
    }
  }
}
