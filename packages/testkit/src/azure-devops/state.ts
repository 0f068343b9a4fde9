// The fake Azure DevOps's world: identities, pull requests with one iteration, items, threads.
import { randomUUID } from 'node:crypto';

export interface AzureIdentity {
  id: string;
  displayName: string;
  uniqueName: string;
}

export interface AzureChange {
  path: string;
  changeType: 'add' | 'edit' | 'delete' | 'rename';
  originalPath?: string;
}

export interface AzurePullRequestInput {
  project: string;
  repositoryId: string;
  pullRequestId: number;
  title: string;
  description?: string;
  /** Display name of an identity added with `addIdentity`. */
  author: string;
  isDraft?: boolean;
  sourceRefName: string;
  targetRefName: string;
  baseCommit: string;
  headCommit: string;
  changes: AzureChange[];
  /** File contents by commit id, then path (without the leading slash). */
  contents: Record<string, Record<string, string>>;
  /** Parent commits by id, for commit diffs; the head has the base as its parent unless said otherwise. */
  parents?: Record<string, string[]>;
}

export interface AzureComment {
  id: number;
  parentCommentId: number;
  author: AzureIdentity;
  content: string;
  publishedDate: string;
  lastUpdatedDate: string;
  commentType: string;
}

export interface AzureThread {
  id: number;
  status: string;
  threadContext: Record<string, unknown> | null;
  pullRequestThreadContext: Record<string, unknown> | null;
  comments: AzureComment[];
  publishedDate: string;
  lastUpdatedDate: string;
}

export interface AzurePullRequest extends AzurePullRequestInput {
  threads: AzureThread[];
}

export class AzureState {
  readonly identities = new Map<string, AzureIdentity>();
  readonly pulls = new Map<number, AzurePullRequest>();
  private nextThread = 100;

  addIdentity(displayName: string, token: string): string {
    const identity = {
      id: randomUUID(),
      displayName,
      uniqueName: `${displayName.toLowerCase().replace(/\W+/g, '.')}@example.test`,
    };
    this.identities.set(token, identity);
    return identity.id;
  }

  /** The identity of a PAT (Basic) or an access token (Bearer). */
  identityFor(authorization: string): AzureIdentity | undefined {
    const [scheme = '', value = ''] = authorization.split(' ');
    if (/^bearer$/i.test(scheme)) return this.identities.get(value);
    if (/^basic$/i.test(scheme)) {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      return this.identities.get(decoded.slice(decoded.indexOf(':') + 1));
    }
    return undefined;
  }

  identityNamed(displayName: string): AzureIdentity {
    const found = [...this.identities.values()].find(
      (identity) => identity.displayName === displayName,
    );
    if (!found) throw new Error(`No identity ${displayName}`);
    return found;
  }

  addPullRequest(input: AzurePullRequestInput): void {
    this.pulls.set(input.pullRequestId, { ...input, threads: [] });
  }

  newThreadId(): number {
    return ++this.nextThread;
  }
}
