import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface PullRequestEvent {
  action: string;
  number: number;
  repository: { full_name: string; name: string; owner: { login: string } };
  pull_request: {
    number: number;
    title: string;
    user: { login: string };
    base: { sha: string; ref: string };
    head: { sha: string; ref: string };
  };
}

/** GitHub's own example `pull_request.opened` payload, as Actions writes it to GITHUB_EVENT_PATH. */
export async function writePullRequestEvent(
  directory: string,
): Promise<{ path: string; event: PullRequestEvent }> {
  const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
    name: string;
    examples: { action?: string }[];
  }[];
  const event = examples
    .find((entry) => entry.name === 'pull_request')
    ?.examples.find((example) => example.action === 'opened') as PullRequestEvent | undefined;
  if (!event) throw new Error('@octokit/webhooks-examples has no pull_request.opened example');
  const path = join(directory, 'event.json');
  await writeFile(path, JSON.stringify(event));
  return { path, event };
}

/** A unified-diff hunk that adds every line of `text` (a new file). */
export function additionPatch(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  return `@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join('\n')}`;
}
