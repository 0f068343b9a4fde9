// The files of a build, claimed by every thread that parses from one counter in shared memory: a
// worker takes its next batch itself instead of waiting for the calling thread, which answers only
// between its own files (a batch of large modules kept a worker idle for half a second).
import type { FileTask } from './file-task.js';
import type { SentOutcome } from './sent-outcome.js';

/** What a worker sends while it parses: the outcomes of a batch, or that none is left to claim. */
export type WorkerReply = { outcomes: SentOutcome[] } | { done: true };

/** Lets queued messages in between batches. */
export const yieldToEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The most files a worker claims at once. */
export const WORKER_BATCH = 16;

/** What a worker is given to claim from: every task, and the counter they share. */
export interface SharedTasks {
  tasks: readonly FileTask[];
  /** An Int32Array's buffer: [0] is the index of the next task not yet claimed. */
  claims: SharedArrayBuffer;
  threads: number;
}

export function sharedTasks(tasks: readonly FileTask[], threads: number): SharedTasks {
  return { tasks, claims: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT), threads };
}

/** The tasks not yet claimed by any thread, taken in batches that shrink towards the end. */
export class TaskQueue {
  private readonly next: Int32Array;

  constructor(private readonly shared: SharedTasks) {
    this.next = new Int32Array(shared.claims);
  }

  /** The next batch of at most `limit` tasks; none once every task is claimed. */
  take(limit: number): FileTask[] {
    const { tasks, threads } = this.shared;
    const left = tasks.length - Atomics.load(this.next, 0);
    if (left <= 0) return [];
    // Batches shrink towards the end so the threads finish together.
    const size = Math.max(1, Math.min(limit, Math.floor(left / (threads * 4))));
    const start = Atomics.add(this.next, 0, size);
    return tasks.slice(start, Math.min(start + size, tasks.length));
  }

  /** Claims every task left, so that no thread starts another; returns them. */
  stop(): FileTask[] {
    const start = Atomics.exchange(this.next, 0, this.shared.tasks.length);
    return this.shared.tasks.slice(start);
  }
}
