// Answers to the Git resources, built from the fake's state in the wire shapes of Azure DevOps.
import { changesBetween, relation } from '../commit-history.js';
import type {
  AzureComment,
  AzureIdentity,
  AzurePullRequest,
  AzureState,
  AzureThread,
} from './state.js';

type JsonObject = Record<string, unknown>;

export interface GitRequest {
  method: string;
  resource: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: JsonObject;
  identity: AzureIdentity;
}

export interface GitReply {
  status: number;
  body: unknown;
}

const now = (): string => new Date().toISOString();
const STATUS_NAMES = ['unknown', 'active', 'fixed', 'wontFix', 'closed', 'byDesign', 'pending'];
const COMMENT_TYPES = ['unknown', 'text', 'codeChange', 'system'];

function identityRef(identity: AzureIdentity): JsonObject {
  return {
    id: identity.id,
    displayName: identity.displayName,
    uniqueName: identity.uniqueName,
    url: `https://example.test/_apis/Identities/${identity.id}`,
  };
}

function nameOf(value: unknown, names: string[], fallback: string): string {
  if (typeof value === 'number') return names[value] ?? fallback;
  return typeof value === 'string' ? value : fallback;
}

function comment(value: AzureComment): JsonObject {
  return { ...value, author: identityRef(value.author), usersLiked: [] };
}

function thread(value: AzureThread): JsonObject {
  const { threadContext, pullRequestThreadContext, ...rest } = value;
  // A thread on no file has no contexts: left out, as the description types them as objects.
  return {
    ...rest,
    ...(threadContext ? { threadContext } : {}),
    ...(pullRequestThreadContext ? { pullRequestThreadContext } : {}),
    comments: value.comments.map(comment),
    isDeleted: false,
    properties: {},
  };
}

function notFound(message: string): GitReply {
  return { status: 404, body: { message, typeKey: 'GitItemNotFoundException', errorCode: 0 } };
}

function pullRequestBody(state: AzureState, pull: AzurePullRequest): JsonObject {
  return {
    pullRequestId: pull.pullRequestId,
    codeReviewId: pull.pullRequestId,
    status: 'active',
    createdBy: identityRef(state.identityNamed(pull.author)),
    creationDate: '2026-01-01T00:00:00Z',
    title: pull.title,
    description: pull.description ?? '',
    sourceRefName: pull.sourceRefName,
    targetRefName: pull.targetRefName,
    mergeStatus: 'succeeded',
    isDraft: pull.isDraft ?? false,
    lastMergeSourceCommit: { commitId: pull.headCommit },
    lastMergeTargetCommit: { commitId: pull.baseCommit },
    repository: {
      id: pull.repositoryId,
      name: 'repo',
      project: { id: pull.project, name: pull.project },
    },
  };
}

function threadBody(request: GitRequest): AzureThread {
  const body = request.body;
  const comments = Array.isArray(body.comments) ? (body.comments as JsonObject[]) : [];
  return {
    id: 0,
    status: nameOf(body.status, STATUS_NAMES, 'active'),
    threadContext: (body.threadContext as JsonObject | undefined) ?? null,
    pullRequestThreadContext: (body.pullRequestThreadContext as JsonObject | undefined) ?? null,
    comments: comments.map((entry, index) => ({
      id: index + 1,
      parentCommentId: typeof entry.parentCommentId === 'number' ? entry.parentCommentId : 0,
      author: request.identity,
      content: typeof entry.content === 'string' ? entry.content : '',
      publishedDate: now(),
      lastUpdatedDate: now(),
      commentType: nameOf(entry.commentType, COMMENT_TYPES, 'text'),
    })),
    publishedDate: now(),
    lastUpdatedDate: now(),
  };
}

const CHANGE_TYPES = { added: 'add', modified: 'edit', removed: 'delete' } as const;

/** The files that changed between two commits (`diffCommonCommit`: from their common commit). */
function commitDiffs(state: AzureState, request: GitRequest): GitReply {
  const base = request.query.get('baseVersion') ?? '';
  const target = request.query.get('targetVersion') ?? '';
  const pull = [...state.pulls.values()].find(
    (candidate) =>
      candidate.contents[base] !== undefined && candidate.contents[target] !== undefined,
  );
  if (!pull) return notFound(`TF401175: The version descriptor '${base}' could not be resolved.`);
  const parents = { [pull.headCommit]: [pull.baseCommit], ...pull.parents };
  const related = relation(parents, base, target);
  const common = related.mergeBase ?? base;
  const from = request.query.get('diffCommonCommit') === 'true' ? common : base;
  const changes = changesBetween(pull.contents, from, target);
  const counts: Record<string, number> = {};
  for (const change of changes) {
    const name = CHANGE_TYPES[change.status];
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return {
    status: 200,
    body: {
      allChangesIncluded: true,
      changeCounts: counts,
      changes: changes.map((change, index) => ({
        item: {
          objectId: `${index + 1}`.padStart(40, '0'),
          gitObjectType: 'blob',
          commitId: target,
          path: `/${change.path}`,
        },
        changeType: CHANGE_TYPES[change.status],
      })),
      commonCommit: common,
      baseCommit: base,
      targetCommit: target,
      aheadCount: related.ahead.length,
      behindCount: related.behind.length,
    },
  };
}

type PullRoute = (state: AzureState, pull: AzurePullRequest, request: GitRequest) => GitReply;

function iterations(state: AzureState, pull: AzurePullRequest, request: GitRequest): GitReply {
  const iteration = {
    id: 1,
    description: pull.title,
    author: identityRef(state.identityNamed(pull.author)),
    createdDate: '2026-01-01T00:00:00Z',
    updatedDate: '2026-01-01T00:00:00Z',
    sourceRefCommit: { commitId: pull.headCommit },
    targetRefCommit: { commitId: pull.baseCommit },
    commonRefCommit: { commitId: pull.baseCommit },
    hasMoreCommits: false,
    reason: 'create',
  };
  return {
    status: 200,
    body: request.params.iterationId ? iteration : { count: 1, value: [iteration] },
  };
}

function iterationChanges(
  _state: AzureState,
  pull: AzurePullRequest,
  request: GitRequest,
): GitReply {
  const top = Number(request.query.get('$top') ?? 100) || 100;
  const skip = Number(request.query.get('$skip') ?? 0) || 0;
  const entries = pull.changes.slice(skip, skip + top).map((change, index) => ({
    changeTrackingId: skip + index + 1,
    changeId: skip + index + 1,
    item: { objectId: `${skip + index + 1}`.padStart(40, '0'), path: `/${change.path}` },
    changeType: change.changeType,
    ...(change.originalPath === undefined
      ? {}
      : {
          originalPath: `/${change.originalPath}`,
          sourceServerItem: `/${change.originalPath}`,
        }),
  }));
  const more = skip + top < pull.changes.length;
  return {
    status: 200,
    body: { changeEntries: entries, nextSkip: more ? skip + top : 0, nextTop: more ? top : 0 },
  };
}

/** A file at a commit of any pull request. */
function items(state: AzureState, request: GitRequest): GitReply {
  const path = (request.query.get('path') ?? '').replace(/^\//, '');
  const version =
    request.query.get('versionDescriptor.version') ?? request.query.get('version') ?? '';
  for (const current of state.pulls.values()) {
    const content = current.contents[version]?.[path];
    if (content !== undefined) return { status: 200, body: content };
  }
  return notFound(
    `TF401174: The item '/${path}' could not be found in the repository at the version '${version}'.`,
  );
}

function updateThread(_state: AzureState, pull: AzurePullRequest, request: GitRequest): GitReply {
  const found = pull.threads.find((candidate) => candidate.id === Number(request.params.threadId));
  if (!found) return notFound('The thread was not found.');
  if (request.body.status !== undefined)
    found.status = nameOf(request.body.status, STATUS_NAMES, found.status);
  found.lastUpdatedDate = now();
  return { status: 200, body: thread(found) };
}

/** Adds a reply to a thread, or edits one of its comments (only its author may). */
function threadComment(_state: AzureState, pull: AzurePullRequest, request: GitRequest): GitReply {
  const found = pull.threads.find((candidate) => candidate.id === Number(request.params.threadId));
  if (!found) return notFound('The thread was not found.');
  const content = typeof request.body.content === 'string' ? request.body.content : '';
  if (request.method === 'PATCH') {
    const existing = found.comments.find(
      (candidate) => candidate.id === Number(request.params.commentId),
    );
    if (!existing) return notFound('The comment was not found.');
    if (existing.author.id !== request.identity.id)
      return { status: 403, body: { message: 'Only the author can edit a comment.' } };
    existing.content = content;
    existing.lastUpdatedDate = now();
    return { status: 200, body: comment(existing) };
  }
  const created: AzureComment = {
    id: found.comments.length + 1,
    parentCommentId:
      typeof request.body.parentCommentId === 'number' ? request.body.parentCommentId : 1,
    author: request.identity,
    content,
    publishedDate: now(),
    lastUpdatedDate: now(),
    commentType: nameOf(request.body.commentType, COMMENT_TYPES, 'text'),
  };
  found.comments.push(created);
  return { status: 200, body: comment(created) };
}

/** The pull request's routes, by method and resource. */
const PULL_ROUTES: Record<string, PullRoute> = {
  'GET pullRequests': (state, pull) => ({ status: 200, body: pullRequestBody(state, pull) }),
  'GET pullRequestIterations': iterations,
  'GET pullRequestIterationChanges': iterationChanges,
  'GET pullRequestThreads': (_state, pull) => ({
    status: 200,
    body: { count: pull.threads.length, value: pull.threads.map(thread) },
  }),
  'POST pullRequestThreads': (state, pull, request) => {
    const created = { ...threadBody(request), id: state.newThreadId() };
    pull.threads.push(created);
    return { status: 200, body: thread(created) };
  },
  'PATCH pullRequestThreads': updateThread,
  'POST pullRequestThreadComments': threadComment,
  'PATCH pullRequestThreadComments': threadComment,
};

/** Handles one Git request against the state. */
export function handleGit(state: AzureState, request: GitRequest): GitReply {
  if (request.resource === 'commitDiffs') return commitDiffs(state, request);
  const pull = state.pulls.get(Number(request.params.pullRequestId));
  if (request.resource !== 'items' && !pull)
    return notFound(`TF401180: The requested pull request was not found.`);
  const key = `${request.method} ${request.resource}`;
  if (key === 'GET items') return items(state, request);
  const route = PULL_ROUTES[key];
  if (route && pull) return route(state, pull, request);
  return {
    status: 405,
    body: { message: `The fake does not implement ${request.method} ${request.resource}.` },
  };
}
