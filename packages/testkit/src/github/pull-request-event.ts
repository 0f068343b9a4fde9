import { createRequire } from 'node:module';
import type { FakeGitHub } from './fake-github.js';
import type { FakePull } from './state.js';

/** The fields of a `pull_request` webhook payload that a reviewer reads. */
export interface PullRequestEvent {
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

/** GitHub's own example `pull_request.opened` payload (from `@octokit/webhooks-examples`), as Actions writes it to GITHUB_EVENT_PATH. */
export function examplePullRequestEvent(): PullRequestEvent {
  const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
    name: string;
    examples: { action?: string }[];
  }[];
  const event = examples
    .find((entry) => entry.name === 'pull_request')
    ?.examples.find((example) => example.action === 'opened');
  if (!event) throw new Error('@octokit/webhooks-examples has no pull_request.opened example');
  return event as PullRequestEvent;
}

/** A unified-diff hunk that adds every line of `text` (a new file). */
export function additionPatch(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  return `@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join('\n')}`;
}

/**
 * Adds the event's pull request to the fake, with `files` as new files at its head, and its author
 * and the posting bot (`github-actions`, whose token is `botToken`) as users.
 */
export function addPullRequestFromEvent(
  fake: FakeGitHub,
  event: PullRequestEvent,
  files: Record<string, string>,
  botToken: string,
): FakePull {
  fake.addUser('github-actions', botToken, 'Bot');
  fake.addUser(event.pull_request.user.login, `${botToken}-author`);
  return fake.addPullRequest({
    owner: event.repository.owner.login,
    repo: event.repository.name,
    number: event.pull_request.number,
    title: event.pull_request.title,
    author: event.pull_request.user.login,
    base: event.pull_request.base,
    head: event.pull_request.head,
    files: Object.entries(files).map(([filename, text]) => ({
      filename,
      status: 'added',
      additions: text.replace(/\n$/, '').split('\n').length,
      deletions: 0,
      patch: additionPatch(text),
    })),
    contents: { [event.pull_request.head.sha]: files },
  });
}
