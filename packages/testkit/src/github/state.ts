// The fake GitHub's world: users, pull requests, their files and contents, reviews, threads and comments.

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface FakePullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  additions: number;
  deletions: number;
  patch?: string;
  previous_filename?: string;
}

export interface FakePullRequestInput {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body?: string;
  author: string;
  draft?: boolean;
  base: { sha: string; ref: string };
  head: { sha: string; ref: string };
  files: FakePullFile[];
  /** File contents by commit sha, then path. */
  contents?: Record<string, Record<string, string>>;
  /** Parent commits by sha, for compare; the head has the base as its parent unless said otherwise. */
  parents?: Record<string, string[]>;
}

export interface FakeReviewComment {
  id: number;
  node_id: string;
  pull_request_review_id: number | null;
  in_reply_to_id?: number;
  path: string;
  line: number | null;
  start_line: number | null;
  side: 'LEFT' | 'RIGHT';
  body: string;
  user: FakeUser;
  created_at: string;
  commit_id: string;
  threadId: string;
}

export interface FakeThread {
  id: string;
  path: string;
  line: number | null;
  isResolved: boolean;
  commentIds: number[];
}

export interface FakeIssueComment {
  id: number;
  node_id: string;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface FakePull extends FakePullRequestInput {
  reviews: {
    id: number;
    node_id: string;
    user: FakeUser;
    body: string;
    state: string;
    commit_id: string;
    submitted_at: string;
  }[];
  comments: FakeReviewComment[];
  threads: FakeThread[];
  issueComments: FakeIssueComment[];
}

/** Everything the fake knows, with id counters shared by all objects. */
export class GitHubState {
  readonly users = new Map<string, FakeUser>();
  readonly tokens = new Map<string, string>();
  readonly pulls = new Map<string, FakePull>();
  private ids = 1000;

  nextId(): number {
    return ++this.ids;
  }

  /** A user (or bot) and the token that authenticates as them. */
  addUser(login: string, token: string, type: 'User' | 'Bot' = 'User'): FakeUser {
    const user = this.users.get(login) ?? { login, id: this.nextId(), type };
    this.users.set(login, user);
    this.tokens.set(token, login);
    return user;
  }

  user(login: string): FakeUser {
    return this.users.get(login) ?? this.addUser(login, `token-${login}`);
  }

  addPullRequest(input: FakePullRequestInput): FakePull {
    const pull: FakePull = { ...input, reviews: [], comments: [], threads: [], issueComments: [] };
    this.pulls.set(`${input.owner}/${input.repo}#${input.number}`, pull);
    return pull;
  }

  pull(owner: string, repo: string, number: number): FakePull | undefined {
    return this.pulls.get(`${owner}/${repo}#${number}`);
  }
}
