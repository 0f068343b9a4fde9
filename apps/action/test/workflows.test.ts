import { readFile } from 'node:fs/promises';
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repository = new URL('../../../', import.meta.url);
/** Every file that documents a workflow (in ```yaml blocks) or is an action's metadata. */
const DOCUMENTS = ['README.md', 'apps/action/README.md', 'docs/configuration.md'];
const ACTIONS = ['apps/action/action.yml'];

/** What each action a documented workflow uses needs from the job's GITHUB_TOKEN. */
const NEEDS: Record<string, Record<string, 'read' | 'write'>> = {
  'actions/checkout': { contents: 'read' },
  // The released Action (its release tags a build at the repository root).
  'codehawk/codehawk': { contents: 'read', 'pull-requests': 'write' },
  // Uploading SARIF writes security events; reading the run's details needs actions: read on
  // private repositories.
  'github/codeql-action/upload-sarif': { 'security-events': 'write', actions: 'read' },
};

/** The oldest major version still supported of each action (older ones run on Node 20 or are deprecated). */
const MINIMUM_MAJOR: Record<string, number> = {
  'actions/checkout': 5,
  'github/codeql-action/upload-sarif': 4,
};

async function workflowsIn(path: string): Promise<{ name: string; content: string }[]> {
  const text = await readFile(new URL(path, repository), 'utf8').catch(() => '');
  return [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => /^jobs:/m.test(block) && /^on:/m.test(block))
    .map((content, index) => ({ name: `${path}#${index + 1}`, content }));
}

interface WorkflowYaml {
  permissions?: Record<string, string>;
  jobs: Record<
    string,
    { permissions?: Record<string, string>; steps?: { uses?: string; if?: string }[] }
  >;
}

const LEVEL = { none: 0, read: 1, write: 2 } as const;

describe('documented workflows and actions', async () => {
  const workflows = (await Promise.all(DOCUMENTS.map(workflowsIn))).flat();

  it('documents at least the Action example workflow', () => {
    expect(workflows.map((workflow) => workflow.name)).toContain('apps/action/README.md#1');
  });

  it.each(workflows)("$name passes GitHub's workflow parser", async ({ name, content }) => {
    const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().map((error) => error.message)).toEqual([]);
    if (!parsed.value) throw new Error(`${name} did not parse`);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    expect(template.errors ?? []).toEqual([]);
  });

  it.each(workflows)('$name grants every step the permissions it needs', ({ name, content }) => {
    const workflow = parse(content) as WorkflowYaml;
    for (const [job, definition] of Object.entries(workflow.jobs)) {
      const granted = definition.permissions ?? workflow.permissions ?? {};
      for (const step of definition.steps ?? []) {
        if (!step.uses) continue;
        const [action = '', version = ''] = step.uses.split('@');
        for (const [scope, level] of Object.entries(NEEDS[action] ?? {}))
          expect(
            LEVEL[(granted[scope] ?? 'none') as keyof typeof LEVEL] ?? 0,
            `${name}: job ${job}: ${action} needs ${scope}: ${level}`,
          ).toBeGreaterThanOrEqual(LEVEL[level]);
        const minimum = MINIMUM_MAJOR[action];
        if (minimum !== undefined)
          expect(
            Number(/^v(\d+)/.exec(version)?.[1]),
            `${name}: ${step.uses}`,
          ).toBeGreaterThanOrEqual(minimum);
        // Uploading SARIF only when the review wrote it (not after a failure that wrote none).
        if (action === 'github/codeql-action/upload-sarif')
          expect(step.if ?? '', `${name}: upload-sarif's condition`).toContain(
            'steps.codehawk.outputs.sarif-path',
          );
      }
    }
  });

  it.each(ACTIONS)("%s passes GitHub's action parser and runs on node24", async (path) => {
    const content = await readFile(new URL(path, repository), 'utf8');
    const parsed = parseAction({ name: path, content }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().map((error) => error.message)).toEqual([]);
    expect((parse(content) as { runs: { using: string } }).runs.using).toBe('node24');
  });

  it('the parser has teeth: a misspelt key and a bad expression are errors', () => {
    const broken = parseWorkflow(
      {
        name: 'broken.yml',
        content:
          'on: pull_request\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stesp: []\n    if: ${{ ( }}\n',
      },
      new NoOperationTraceWriter(),
    );
    expect(broken.context.errors.getErrors().length).toBeGreaterThan(0);
  });
});
