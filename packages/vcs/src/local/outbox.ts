import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  ReviewThread,
  SettableThreadStatus,
  ThreadComment,
  ThreadStatus,
} from '../contract.js';
import { VcsError } from '../errors.js';
import { crIdsOfThread } from '../thread-markers.js';

/** A comment as stored in the outbox. */
interface StoredComment {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

interface StoredThread {
  id: string;
  file?: string;
  line?: number;
  endLine?: number;
  status: ThreadStatus;
  comments: StoredComment[];
}

interface OutboxState {
  version: 1;
  threads: StoredThread[];
  summary: { id: string; body: string; updatedAt: string } | null;
}

const STATUSES: readonly ThreadStatus[] = [
  'active',
  'fixed',
  'wont_fix',
  'closed',
  'by_design',
  'pending',
  'unknown',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseState(raw: unknown, path: string): OutboxState {
  const invalid = (what: string): VcsError =>
    new VcsError(
      'INVALID',
      `The outbox ${path} is damaged (${what}). Fix it by hand or delete it to start over.`,
    );
  if (!isRecord(raw) || raw.version !== 1 || !Array.isArray(raw.threads))
    throw invalid('not an outbox file');
  const threads = raw.threads.map((thread, index): StoredThread => {
    if (!isRecord(thread) || typeof thread.id !== 'string' || !Array.isArray(thread.comments))
      throw invalid(`thread ${index}`);
    const status = STATUSES.find((known) => known === thread.status) ?? 'unknown';
    const threadId = thread.id;
    const comments = thread.comments.map((comment, position): StoredComment => {
      if (
        !isRecord(comment) ||
        typeof comment.body !== 'string' ||
        typeof comment.author !== 'string'
      ) {
        throw invalid(`thread ${index}, comment ${position}`);
      }
      return {
        id: typeof comment.id === 'string' ? comment.id : `${threadId}-${position + 1}`,
        author: comment.author,
        body: comment.body,
        createdAt: typeof comment.createdAt === 'string' ? comment.createdAt : '',
      };
    });
    return {
      id: thread.id,
      ...(typeof thread.file === 'string' ? { file: thread.file } : {}),
      ...(typeof thread.line === 'number' ? { line: thread.line } : {}),
      ...(typeof thread.endLine === 'number' ? { endLine: thread.endLine } : {}),
      status,
      comments,
    };
  });
  const summary =
    isRecord(raw.summary) && typeof raw.summary.body === 'string'
      ? {
          id: typeof raw.summary.id === 'string' ? raw.summary.id : 'summary',
          body: raw.summary.body,
          updatedAt: typeof raw.summary.updatedAt === 'string' ? raw.summary.updatedAt : '',
        }
      : null;
  return { version: 1, threads, summary };
}

/**
 * The local stand-in for a review server: threads and the summary kept as files in a directory,
 * read back on the next run so dedup, fix verification and dismissals work as on GitHub.
 * Every write replaces the file atomically, so a crash never leaves half a file.
 */
export class Outbox {
  private readonly statePath: string;

  constructor(
    readonly directory: string,
    private readonly identity: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.statePath = join(directory, 'threads.json');
  }

  async load(): Promise<OutboxState> {
    let text: string;
    try {
      text = await readFile(this.statePath, 'utf8');
    } catch (error) {
      if (isRecord(error) && error.code === 'ENOENT')
        return { version: 1, threads: [], summary: null };
      throw new VcsError('TRANSIENT', `Cannot read the outbox ${this.statePath}.`, {
        cause: error,
      });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new VcsError(
        'INVALID',
        `The outbox ${this.statePath} is not valid JSON. Fix it or delete it to start over.`,
        { cause: error },
      );
    }
    return parseState(raw, this.statePath);
  }

  async save(state: OutboxState): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await atomicWrite(this.statePath, `${JSON.stringify(state, null, 2)}\n`);
    if (state.summary)
      await atomicWrite(join(this.directory, 'summary.md'), `${state.summary.body}\n`);
  }

  /** Threads as the contract describes them. */
  toThreads(state: OutboxState): ReviewThread[] {
    return state.threads.map((thread) => {
      const comments: ThreadComment[] = thread.comments.map((comment) => ({
        id: comment.id,
        author: comment.author,
        body: comment.body,
        createdAt: comment.createdAt,
        ours: comment.author === this.identity,
      }));
      const ours = comments[0]?.ours === true;
      return {
        id: thread.id,
        ...(thread.file === undefined ? {} : { file: thread.file }),
        ...(thread.line === undefined ? {} : { line: thread.line }),
        status: thread.status,
        comments,
        crIds: crIdsOfThread(ours, comments),
        ours,
      };
    });
  }

  comment(body: string, id: string, author = this.identity): StoredComment {
    return { id, author, body, createdAt: this.now().toISOString() };
  }

  static setStatus(state: OutboxState, threadId: string, status: SettableThreadStatus): void {
    Outbox.thread(state, threadId).status = status;
  }

  static thread(state: OutboxState, threadId: string): StoredThread {
    const thread = state.threads.find((candidate) => candidate.id === threadId);
    if (!thread) throw new VcsError('NOT_FOUND', `No thread ${threadId} in the outbox.`);
    return thread;
  }
}

async function atomicWrite(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

export type { OutboxState, StoredThread };
