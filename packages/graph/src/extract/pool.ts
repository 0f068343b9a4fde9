import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { factsText } from '../fact-shards.js';
import { languageOf } from '../languages.js';
import { runFileTask, type FileOutcome, type FileTask } from './file-task.js';
import { receivedOutcome } from './sent-outcome.js';
import { ShardWriter } from './shard-writer.js';
import {
  sharedTasks,
  TaskQueue,
  yieldToEvents,
  type SharedTasks,
  type WorkerReply,
} from './task-queue.js';
import type { WorkerStart } from './worker.js';

/**
 * The built worker script beside this module (absent when running from sources), also from a
 * CommonJS bundle of it (the CLI's graph-query.cjs).
 */
function workerScript(): string | undefined {
  const path = fileURLToPath(new URL('./worker.js', import.meta.url));
  return /\.c?js$/.test(import.meta.url) && existsSync(path) ? path : undefined;
}

/** Files the calling thread takes at a time, between looking after its workers. */
const OWN_BATCH = 4;

/**
 * Runs file tasks on `threads` threads: the calling thread and `threads - 1` workers, when that
 * pays (enough files, more than one core, a built worker script); otherwise in this thread alone.
 * The calling thread is already warm and otherwise idle, so it parses too instead of only waiting.
 * Every thread claims its batches from one shared counter. `shouldStop` is checked before each of
 * the calling thread's batches; the tasks no thread had claimed then are returned.
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
  const shared = sharedTasks(tasks, threads);
  const queue = new TaskQueue(shared);
  const workers =
    script && threads >= 2
      ? startWorkers(script, threads - 1, shared, options.writer === true)
      : [];
  const writer = options.writer === true && workers[0] ? new ShardWriter(workers[0]) : undefined;
  const parsing = new Set(workers);
  let failure: Error | undefined;
  let settled: (() => void) | undefined;
  for (const worker of workers) {
    worker.on('message', (message: WorkerReply) => {
      if ('done' in message) {
        parsing.delete(worker);
        if (parsing.size === 0) settled?.();
        return;
      }
      for (const outcome of message.outcomes) {
        if (writer && worker !== writer.worker && 'text' in outcome)
          writer.keep(outcome.path, outcome.text);
        onOutcome(receivedOutcome(outcome));
      }
    });
    worker.once('error', (error: Error) => {
      failure ??= error;
      settled?.();
    });
    // A worker that dies without an error (killed, or exiting on its own) must not leave the build
    // waiting for the batches it claimed.
    worker.once('exit', (code) => {
      if (!parsing.has(worker)) return;
      failure ??= new Error(
        `A graph worker thread stopped (exit code ${code}) with files still to parse; build again, or pass threads: 1 to parse in this thread.`,
      );
      settled?.();
    });
  }
  let notRun: FileTask[] = [];
  try {
    while (failure === undefined) {
      if (shouldStop()) notRun = queue.stop();
      const batch = queue.take(OWN_BATCH);
      if (batch.length === 0) break;
      await runOwnBatch(batch, onOutcome, writer);
      if (workers.length > 0) await yieldToEvents();
    }
    if (parsing.size > 0 && failure === undefined)
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
  return writer ? { notRun, writer } : { notRun };
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
  shared: SharedTasks,
  writer: boolean,
): Worker[] {
  const start: WorkerStart = {
    languages: [...new Set(shared.tasks.map((task) => languageOf(task.path)?.id ?? ''))],
    shared,
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
