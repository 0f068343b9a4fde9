// The Azure Pipelines template, checked with real parsers. Microsoft's YAML schema for Azure
// Pipelines (service-schema.json) ships in no npm package — only inside the VS Code extension —
// so what it would check is checked here from the documented rules: the YAML parses without
// duplicate keys; parameters are declared with a valid type and a default of that type, and each is
// used; every template expression and runtime condition parses (GitHub's expression parser with
// Azure Pipelines' functions); the template expands for both branches of its `${{ if }}`; every
// step is one known step type with known keys; every task is a real task at a real major version,
// given only inputs that task declares and every input it requires; every `$(macro)` is a predefined
// variable, a job variable or a documented secret.
import { readFile } from 'node:fs/promises';
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import { describe, expect, it } from 'vitest';
import { parseDocument, visit } from 'yaml';

const TEMPLATE = new URL('../../../docs/azure-pipelines/codehawk-review.yml', import.meta.url);

/** Azure Pipelines' expression functions (learn.microsoft.com: "Expressions"), with their arities. */
const FUNCTIONS: [string, number, number][] = [
  ['always', 0, 0],
  ['and', 2, 99],
  ['canceled', 0, 99],
  ['coalesce', 1, 99],
  ['contains', 2, 2],
  ['containsValue', 2, 2],
  ['convertToJson', 1, 1],
  ['endsWith', 2, 2],
  ['eq', 2, 2],
  ['failed', 0, 99],
  ['format', 1, 99],
  ['ge', 2, 2],
  ['gt', 2, 2],
  ['iif', 3, 3],
  ['in', 2, 99],
  ['join', 2, 2],
  ['le', 2, 2],
  ['length', 1, 1],
  ['lower', 1, 1],
  ['lt', 2, 2],
  ['ne', 2, 2],
  ['not', 1, 1],
  ['notIn', 2, 99],
  ['or', 2, 99],
  ['replace', 3, 3],
  ['split', 2, 2],
  ['startsWith', 2, 2],
  ['succeeded', 0, 99],
  ['succeededOrFailed', 0, 99],
  ['trim', 1, 1],
  ['upper', 1, 1],
  ['xor', 2, 2],
];
const functionInfo = FUNCTIONS.map(([name, minArgs, maxArgs]) => ({ name, minArgs, maxArgs }));
/** Operators GitHub's expressions have and Azure Pipelines' do not. */
const NOT_AZURE = /^(?:==|!=|!|<|<=|>|>=|&&|\|\||\*)$/;

/**
 * Tasks the template may use: name, major version, and the inputs (with their aliases) each
 * declares, from the task's task.json in microsoft/azure-pipelines-tasks. `required` lists the
 * required inputs without a default that apply to the way the template uses the task.
 */
const TASKS: Record<string, { inputs: string[]; required: string[] }> = {
  'AzureCLI@2': {
    inputs: [
      'connectedServiceNameARM',
      'azureSubscription',
      'scriptType',
      'scriptLocation',
      'scriptPath',
      'inlineScript',
      'scriptArguments',
      'arguments',
      'powerShellErrorActionPreference',
      'addSpnToEnvironment',
      'useGlobalConfig',
      'cwd',
      'workingDirectory',
      'failOnStandardError',
      'powerShellIgnoreLASTEXITCODE',
      'visibleAzLogin',
      'allowNoSubscriptions',
      'keepAzSessionActive',
    ],
    required: ['azureSubscription', 'scriptType', 'scriptPath'],
  },
  'NodeTool@0': {
    inputs: [
      'versionSource',
      'versionSpec',
      'versionFilePath',
      'checkLatest',
      'force32bit',
      'nodejsMirror',
    ],
    required: ['versionSpec'],
  },
  'UseNode@1': { inputs: ['version', 'checkLatest', 'force32bit'], required: [] },
  'PublishBuildArtifacts@1': {
    inputs: ['PathtoPublish', 'ArtifactName', 'publishLocation', 'TargetPath', 'Parallel'],
    required: ['PathtoPublish', 'ArtifactName'],
  },
  'PublishPipelineArtifact@1': {
    inputs: ['targetPath', 'path', 'artifact', 'artifactName', 'publishLocation'],
    required: [],
  },
};

/** Keys every step may have (learn.microsoft.com: YAML schema, steps). */
const STEP_COMMON = [
  'displayName',
  'name',
  'condition',
  'continueOnError',
  'enabled',
  'env',
  'timeoutInMinutes',
  'retryCountOnTaskFailure',
  'target',
];
const STEP_KEYS: Record<string, string[]> = {
  script: ['workingDirectory', 'failOnStderr'],
  bash: ['workingDirectory', 'failOnStderr'],
  pwsh: ['workingDirectory', 'failOnStderr', 'errorActionPreference', 'ignoreLASTEXITCODE'],
  checkout: [
    'clean',
    'fetchDepth',
    'fetchFilter',
    'fetchTags',
    'lfs',
    'persistCredentials',
    'submodules',
    'path',
    'sparseCheckoutDirectories',
    'sparseCheckoutPatterns',
    'workspaceRepo',
  ],
  task: ['inputs'],
  publish: ['artifact'],
  download: ['artifact', 'patterns', 'path'],
};
const JOB_KEYS = [
  'job',
  'displayName',
  'dependsOn',
  'condition',
  'continueOnError',
  'timeoutInMinutes',
  'cancelTimeoutInMinutes',
  'variables',
  'strategy',
  'pool',
  'container',
  'services',
  'workspace',
  'uses',
  'steps',
  'templateContext',
];
const PARAMETER_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'object',
  'step',
  'stepList',
  'job',
  'jobList',
  'deployment',
  'deploymentList',
  'stage',
  'stageList',
]);
/** Predefined variables the template may read (learn.microsoft.com: "Predefined variables"). */
const PREDEFINED = new Set([
  'Agent.TempDirectory',
  'Build.ArtifactStagingDirectory',
  'Build.Reason',
  'Build.Repository.Provider',
  'Pipeline.Workspace',
  'System.AccessToken',
  'System.DefaultWorkingDirectory',
]);
/** Secret variables the template's header tells users to define. */
const DOCUMENTED_SECRETS = new Set(['OPENAI_API_KEY', 'AZURE_OPENAI_API_KEY', 'GITHUB_TOKEN']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A YAML value as text for messages and comparisons. */
const text = (value: Json | undefined): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);
const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseExpression(text: string, problems: string[]): ReturnType<Parser['parse']> | null {
  try {
    const { tokens } = new Lexer(text).lex();
    for (const token of tokens)
      if (NOT_AZURE.test(token.lexeme))
        problems.push(`${text}: '${token.lexeme}' is not an Azure Pipelines operator`);
    return new Parser(tokens, ['parameters', 'variables', 'dependencies'], functionInfo).parse();
  } catch (error) {
    problems.push(`${text}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const toData = (value: Json): data.ExpressionData => {
  if (value === null) return new data.Null();
  if (typeof value === 'boolean') return new data.BooleanData(value);
  if (typeof value === 'number') return new data.NumberData(value);
  if (typeof value === 'string') return new data.StringData(value);
  if (Array.isArray(value)) return new data.Array(...value.map(toData));
  return new data.Dictionary(
    ...Object.entries(value).map(([key, item]) => ({ key, value: toData(item) })),
  );
};

/** The comparison functions compile-time `${{ if }}` needs, as Azure Pipelines defines them. */
const EVALUATED = new Map(
  [
    [
      'eq',
      (a: data.ExpressionData, b: data.ExpressionData) => a.coerceString() === b.coerceString(),
    ],
    [
      'ne',
      (a: data.ExpressionData, b: data.ExpressionData) => a.coerceString() !== b.coerceString(),
    ],
  ].map(([name, compare]) => [
    name as string,
    {
      name: name as string,
      minArgs: 2,
      maxArgs: 2,
      call: (...args: data.ExpressionData[]) =>
        new data.BooleanData(
          (compare as (a: data.ExpressionData, b: data.ExpressionData) => boolean)(
            args[0] ?? new data.Null(),
            args[1] ?? new data.Null(),
          ),
        ),
    },
  ]),
);

/** The template with its `${{ if }}` insertions resolved for the given parameter values. */
function expand(value: Json, parameters: Record<string, Json>, problems: string[]): Json {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (isObject(item)) {
        const [key] = Object.keys(item);
        const condition = key === undefined ? undefined : /^\$\{\{\s*if (.*)\}\}$/.exec(key)?.[1];
        if (key !== undefined && condition !== undefined) {
          const tree = parseExpression(condition, problems);
          if (!tree) return [];
          const context = new data.Dictionary({ key: 'parameters', value: toData(parameters) });
          const inserted =
            new Evaluator(tree, context, EVALUATED).evaluate().coerceString() === 'true';
          const body = item[key];
          return inserted && Array.isArray(body)
            ? body.map((entry) => expand(entry, parameters, problems))
            : [];
        }
      }
      return [expand(item, parameters, problems)];
    });
  }
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expand(item, parameters, problems)]),
    );
  return value;
}

function stepProblems(step: Json): string[] {
  if (!isObject(step)) return [`a step is not a mapping: ${JSON.stringify(step)}`];
  const kinds = Object.keys(step).filter((key) => key in STEP_KEYS);
  if (kinds.length !== 1)
    return [`a step needs exactly one step type, has ${kinds.join(', ') || 'none'}`];
  const kind = kinds[0] ?? '';
  const problems: string[] = [];
  for (const key of Object.keys(step))
    if (key !== kind && !STEP_COMMON.includes(key) && !(STEP_KEYS[kind] ?? []).includes(key))
      problems.push(`${kind} step: unknown key '${key}'`);
  if (kind === 'task') {
    const name = text(step.task);
    const task = TASKS[name];
    if (!task) return [...problems, `task ${name}: not a known task at that major version`];
    const inputs = isObject(step.inputs) ? step.inputs : {};
    for (const input of Object.keys(inputs))
      if (!task.inputs.includes(input)) problems.push(`task ${name}: unknown input '${input}'`);
    for (const input of task.required)
      if (!(input in inputs)) problems.push(`task ${name}: required input '${input}' missing`);
  }
  return problems;
}

/** Everything wrong with an Azure Pipelines job template, as far as the rules above reach. */
function templateProblems(source: string): string[] {
  const document = parseDocument(source, { uniqueKeys: true, prettyErrors: false });
  const problems = [...document.errors, ...document.warnings].map((error) => error.message);
  if (problems.length > 0) return problems;
  // Every `${{ }}` in a key or a value parses.
  const expressions: string[] = [];
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === 'string')
        for (const match of node.value.matchAll(/\$\{\{(.*?)\}\}/gs))
          expressions.push((match[1] ?? '').trim().replace(/^(?:if|elseif)\s+/, ''));
    },
  });
  for (const expression of expressions) parseExpression(expression, problems);
  const template = document.toJS() as Json;
  if (!isObject(template)) return ['the template is not a mapping'];
  for (const key of Object.keys(template))
    if (!['parameters', 'jobs', 'variables'].includes(key))
      problems.push(`unknown top-level key '${key}'`);

  const declared = Array.isArray(template.parameters) ? template.parameters : [];
  const defaults: Record<string, Json> = {};
  for (const parameter of declared) {
    if (!isObject(parameter) || typeof parameter.name !== 'string') {
      problems.push(`a parameter without a name: ${JSON.stringify(parameter)}`);
      continue;
    }
    const { name, type } = parameter;
    if (name in defaults) problems.push(`parameter '${name}' declared twice`);
    if (typeof type !== 'string' || !PARAMETER_TYPES.has(type))
      problems.push(`parameter '${name}': type '${text(type)}' is not a parameter type`);
    const value = parameter.default ?? null;
    const fits =
      type === 'object' ? typeof value === 'object' : type === undefined || typeof value === type;
    if (!fits)
      problems.push(`parameter '${name}': default ${JSON.stringify(value)} is not a ${text(type)}`);
    defaults[name] = value;
  }
  const used = new Set(
    expressions.flatMap((text) => [...text.matchAll(/parameters\.(\w+)/g)].map((m) => m[1] ?? '')),
  );
  for (const name of used)
    if (!(name in defaults)) problems.push(`parameters.${name} is not declared`);
  for (const name of Object.keys(defaults))
    if (!used.has(name)) problems.push(`parameter '${name}' is never used`);

  const jobs = Array.isArray(template.jobs) ? template.jobs : [];
  if (jobs.length === 0) problems.push('no jobs');
  for (const job of jobs) {
    if (!isObject(job)) continue;
    for (const key of Object.keys(job))
      if (!JOB_KEYS.includes(key)) problems.push(`job '${text(job.job)}': unknown key '${key}'`);
    for (const condition of [
      job.condition,
      ...(Array.isArray(job.steps) ? job.steps : []).map((step) =>
        isObject(step) ? step.condition : undefined,
      ),
    ])
      if (typeof condition === 'string') parseExpression(condition, problems);
  }
  return problems;
}

/** The template's job expanded with these parameters, each step checked; the steps as expanded. */
function expandedJob(
  source: string,
  parameters: Record<string, Json>,
): { steps: Json[]; problems: string[] } {
  const template = parseDocument(source).toJS() as Json;
  const problems: string[] = [];
  const job = isObject(template) && Array.isArray(template.jobs) ? template.jobs[0] : undefined;
  const expanded = expand(job ?? null, parameters, problems);
  if (!isObject(expanded)) return { steps: [], problems: ['no job'] };
  const variables = new Set(isObject(expanded.variables) ? Object.keys(expanded.variables) : []);
  const steps = Array.isArray(expanded.steps) ? expanded.steps : [];
  for (const step of steps) problems.push(...stepProblems(step));
  for (const match of JSON.stringify(expanded).matchAll(/\$\(([\w.]+)\)/g)) {
    const name = match[1] ?? '';
    if (!PREDEFINED.has(name) && !variables.has(name) && !DOCUMENTED_SECRETS.has(name))
      problems.push(`$(${name}) is neither a predefined variable nor one the job or docs define`);
  }
  return { steps, problems };
}

describe('the Azure Pipelines template', async () => {
  const source = await readFile(TEMPLATE, 'utf8');
  const defaults = {
    model: 'gpt-4.1',
    reviewModes: 'standard',
    minStars: 0,
    maxPenalty: -1,
    azureServiceConnection: '',
    pool: { vmImage: 'ubuntu-latest' },
  };

  it('parses, declares and uses its parameters consistently, and every expression parses', () => {
    expect(templateProblems(source)).toEqual([]);
  });

  it('expands to known steps and real tasks, with one review step either way', () => {
    const keyed = expandedJob(source, defaults);
    expect(keyed.problems).toEqual([]);
    const entra = expandedJob(source, { ...defaults, azureServiceConnection: 'openai-arm' });
    expect(entra.problems).toEqual([]);
    const reviews = (steps: Json[]): string[] =>
      steps.flatMap((step) =>
        isObject(step) && text(step.displayName).startsWith('Review the pull request')
          ? [text(step.task ?? 'script')]
          : [],
      );
    expect(reviews(keyed.steps)).toEqual(['script']);
    expect(reviews(entra.steps)).toEqual(['AzureCLI@2']);
    // The SARIF artifact is published whatever happened before it.
    expect(keyed.steps).toContainEqual({
      publish: '$(Build.ArtifactStagingDirectory)/CodeAnalysisLogs',
      artifact: 'CodeAnalysisLogs',
      condition: 'always()',
    });
  });

  it('has teeth: each kind of mistake is reported', () => {
    const broken = (from: string, to: string): string[] => {
      expect(source).toContain(from);
      const changed = source.replace(from, to);
      // Both expansions share most steps: each problem is listed once.
      return [
        ...new Set([
          ...templateProblems(changed),
          ...expandedJob(changed, defaults).problems,
          ...expandedJob(changed, { ...defaults, azureServiceConnection: 'x' }).problems,
        ]),
      ];
    };
    expect(broken('task: NodeTool@0', 'task: NodeTool@9')).toEqual([
      'task NodeTool@9: not a known task at that major version',
    ]);
    expect(broken("versionSpec: '22.x'", "versionSpecs: '22.x'")).toEqual(
      expect.arrayContaining([
        "task NodeTool@0: unknown input 'versionSpecs'",
        "task NodeTool@0: required input 'versionSpec' missing",
      ]),
    );
    expect(broken('${{ parameters.model }}', '${{ parameters.modle }}')).toEqual(
      expect.arrayContaining([
        'parameters.modle is not declared',
        "parameter 'model' is never used",
      ]),
    );
    expect(
      broken(
        "eq(variables['Build.Reason'], 'PullRequest')",
        "variables['Build.Reason'] == 'PullRequest'",
      ),
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/'==' is not an Azure Pipelines operator/)]),
    );
    expect(
      broken(
        "eq(variables['Build.Reason'], 'PullRequest')",
        "eq(variables['Build.Reason'], 'PullRequest'",
      ),
    ).not.toEqual([]);
    expect(
      broken('    type: number\n    default: 0', "    type: number\n    default: 'none'"),
    ).toEqual([`parameter 'minStars': default "none" is not a number`]);
    expect(
      broken('        fetchDepth: 0', '        fetchDepth: 0\n        fetchDepth: 1'),
    ).not.toEqual([]);
    expect(
      broken(
        'scriptLocation: scriptPath',
        'scriptLocation: scriptPath\n              scriptPathh: x',
      ),
    ).toEqual(["task AzureCLI@2: unknown input 'scriptPathh'"]);
    expect(broken('$(Agent.TempDirectory)/codehawk\n', '$(Agent.TempDir)/codehawk\n')).toEqual(
      expect.arrayContaining([
        '$(Agent.TempDir) is neither a predefined variable nor one the job or docs define',
      ]),
    );
  });
});
