import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { factsText } from '../fact-shards.js';
import { languageOf } from '../languages.js';
import { runFileTask, type FileOutcome, type FileTask } from './file-task.js';
import { receivedOutcome, type SentOutcome } from './sent-outcome.js';
import { ShardWriter } from './shard-writer.js';
import type { WorkerStart } from './worker.js';

/**
 * The built worker script beside this module (absent when running from sources), also from a
 * CommonJS bundle of it (the CLI's graph-query.cjs).
 */
function workerScript(): string | undefined {
  const path = fileURLToPath(new URL('./worker.js', import.meta.url));
  return /\.c?js$/.test(import.meta.url) && existsSync(path) ? path : undefined;
}

/** The most files handed to a worker at once. */
const MAX_BATCH = 16;
/** Files the calling thread takes at a time, between looking after its workers. */
const OWN_BATCH = 4;

/** Lets queued worker messages in before the calling thread takes more work. */
const yieldToEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The tasks not yet handed out, in batches that shrink towards the end. */
class TaskQueue {
  /** The tasks never handed out because the build had to stop. */
  readonly notRun: FileTask[] = [];
  private next = 0;

  constructor(
    private readonly tasks: readonly FileTask[],
    private readonly threads: number,
    private readonly shouldStop: () => boolean,
  ) {}

  /** The next batch of at most `limit` files, or none when all are out or the build must stop. */
  take(limit: number): FileTask[] {
    const { tasks } = this;
    if (this.next < tasks.length && this.shouldStop()) {
      this.notRun.push(...tasks.slice(this.next));
      this.next = tasks.length;
    }
    // Batches shrink towards the end so the threads finish together.
    const size = Math.max(
      1,
      Math.min(limit, Math.floor((tasks.length - this.next) / (this.threads * 4))),
    );
    const batch = tasks.slice(this.next, this.next + size);
    this.next += batch.length;
    return batch;
  }
}

/**
 * Runs file tasks on `threads` threads: the calling thread and `threads - 1` workers, when that
 * pays (enough files, more than one core, a built worker script); otherwise in this thread alone.
 * The calling thread is already warm and otherwise idle, so it parses too instead of only waiting.
 * `shouldStop` is checked before each batch is handed out; the tasks never handed out are returned.
 * With `writer`, a worker (when there is one) is kept to write the cache's shards, and is sent the
 * texts of the facts parsed elsewhere as they come.
 */
export async function runTasks(
  tasks: readonly FileTask[],
  onOutcome: (outcome: FileOutcome) => void,
  shouldStop: () => boolean,
  options: { threads?: number; writer?: boolean } = {},
): Promise<{ notRun: FileTask[]; writer?: ShardWriter }> {
  const script = workerScript();
  const threads = Math.min(
    options.threads ?? Math.min(availableParallelism(), 4),
    Math.ceil(tasks.length / 100),
  );
  const queue = new TaskQueue(tasks, threads, shouldStop);
  const workers =
    script && threads >= 2 ? startWorkers(script, threads - 1, tasks, options.writer === true) : [];
  const writer = options.writer === true && workers[0] ? new ShardWriter(workers[0]) : undefined;
  let failure: Error | undefined;
  let inFlight = 0;
  let settled: (() => void) | undefined;
  const send = (worker: Worker): void => {
    const batch = queue.take(MAX_BATCH);
    if (batch.length === 0) return;
    inFlight++;
    worker.postMessage({ tasks: batch });
  };
  for (const worker of workers) {
    worker.on('message', (message: { outcomes: SentOutcome[] }) => {
      inFlight--;
      for (const outcome of message.outcomes) {
        if (writer && worker !== writer.worker && 'text' in outcome)
          writer.keep(outcome.path, outcome.text);
        onOutcome(receivedOutcome(outcome));
      }
      send(worker);
      if (inFlight === 0) settled?.();
    });
    worker.once('error', (error: Error) => {
      failure ??= error;
      settled?.();
    });
    // A worker that dies without an error (killed, or exiting on its own) must not leave the build
    // waiting for batches that will never come back.
    worker.once('exit', (code) => {
      if (inFlight === 0) return;
      failure ??= new Error(
        `A graph worker thread stopped (exit code ${code}) with files still to parse; build again, or pass threads: 1 to parse in this thread.`,
      );
      settled?.();
    });
    // Two batches each: a worker never waits for the calling thread to hand it the next one.
    send(worker);
    send(worker);
  }
  try {
    while (failure === undefined) {
      const batch = queue.take(OWN_BATCH);
      if (batch.length === 0) break;
      await runOwnBatch(batch, onOutcome, writer);
      if (workers.length > 0) await yieldToEvents();
    }
    if (inFlight > 0 && failure === undefined)
      await new Promise<void>((resolve) => (settled = resolve));
    if (failure !== undefined) throw failure;
    writer?.adopt();
  } finally {
    // The shards' writer is kept when parsing went through.
    const kept = writer?.adopted === true ? writer.worker : undefined;
    await Promise.all(
      workers.filter((worker) => worker !== kept).map((worker) => worker.terminate()),
    );
  }
  return writer ? { notRun: queue.notRun, writer } : { notRun: queue.notRun };
}

/** Runs a batch in this thread; the texts of the facts go to the shards' writer. */
async function runOwnBatch(
  batch: readonly FileTask[],
  onOutcome: (outcome: FileOutcome) => void,
  writer: ShardWriter | undefined,
): Promise<void> {
  for (const task of batch) {
    const outcome = await runFileTask(task);
    if (writer && outcome.kind === 'parsed') writer.keep(outcome.path, factsText(outcome.facts));
    onOutcome(outcome);
  }
  writer?.flush();
}

/**
 * Workers for these tasks, each loading the grammars of their languages at once; the first keeps
 * the texts of the facts to write the cache's shards when `writer` is set.
 */
function startWorkers(
  script: string,
  count: number,
  tasks: readonly FileTask[],
  writer: boolean,
): Worker[] {
  const start: WorkerStart = {
    languages: [...new Set(tasks.map((task) => languageOf(task.path)?.id ?? ''))],
  };
  return Array.from(
    { length: count },
    // No Node.js options: a worker runs only this package's built JavaScript. A host's module
    // loader (`--import tsx`) would only slow its start, and a worker refuses V8 and
    // process-wide options (`--max-old-space-size`) passed to it explicitly.
    (_, index) =>
      new Worker(script, {
        workerData: { ...start, writesShards: writer && index === 0 },
        execArgv: [],
      }),
  );
}
