import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { languageOf } from '../languages.js';
import { runFileTask, type FileOutcome, type FileTask } from './file-task.js';
import { receivedOutcome, type SentOutcome } from './sent-outcome.js';
import type { WorkerStart } from './worker.js';

/** The built worker script beside this module (absent when running from sources). */
function workerScript(): string | undefined {
  const path = fileURLToPath(new URL('./worker.js', import.meta.url));
  return import.meta.url.endsWith('.js') && existsSync(path) ? path : undefined;
}

/** The most files handed to a worker at once. */
const MAX_BATCH = 16;
/** Files the calling thread takes at a time, between looking after its workers. */
const OWN_BATCH = 4;

/** Lets queued worker messages in before the calling thread takes more work. */
const yieldToEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs file tasks on `threads` threads: the calling thread and `threads - 1` workers, when that
 * pays (enough files, more than one core, a built worker script); otherwise in this thread alone.
 * The calling thread is already warm and otherwise idle, so it parses too instead of only waiting.
 * `shouldStop` is checked before each batch is handed out; the tasks never handed out are returned.
 */
export async function runTasks(
  tasks: readonly FileTask[],
  onOutcome: (outcome: FileOutcome) => void,
  shouldStop: () => boolean,
  options: { threads?: number } = {},
): Promise<FileTask[]> {
  const script = workerScript();
  const threads = Math.min(
    options.threads ?? Math.min(availableParallelism(), 4),
    Math.ceil(tasks.length / 100),
  );
  const notRun: FileTask[] = [];
  let next = 0;
  /** The next batch of at most `limit` files, or none when all are out or the build must stop. */
  const take = (limit: number): FileTask[] => {
    if (next < tasks.length && shouldStop()) {
      notRun.push(...tasks.slice(next));
      next = tasks.length;
    }
    // Batches shrink towards the end so the threads finish together.
    const size = Math.max(1, Math.min(limit, Math.floor((tasks.length - next) / (threads * 4))));
    const batch = tasks.slice(next, next + size);
    next += batch.length;
    return batch;
  };

  const start: WorkerStart = {
    languages: [...new Set(tasks.map((task) => languageOf(task.path)?.id ?? ''))],
  };
  const workers =
    script && threads >= 2
      ? Array.from(
          { length: threads - 1 },
          // No Node.js options: a worker runs only this package's built JavaScript. A host's module
          // loader (`--import tsx`) would only slow its start, and a worker refuses V8 and
          // process-wide options (`--max-old-space-size`) passed to it explicitly.
          () => new Worker(script, { workerData: start, execArgv: [] }),
        )
      : [];
  let failure: Error | undefined;
  let inFlight = 0;
  let settled: (() => void) | undefined;
  const send = (worker: Worker): void => {
    const batch = take(MAX_BATCH);
    if (batch.length === 0) return;
    inFlight++;
    worker.postMessage({ tasks: batch });
  };
  for (const worker of workers) {
    worker.on('message', (message: { outcomes: SentOutcome[] }) => {
      inFlight--;
      for (const outcome of message.outcomes) onOutcome(receivedOutcome(outcome));
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
      const batch = take(OWN_BATCH);
      if (batch.length === 0) break;
      for (const task of batch) onOutcome(await runFileTask(task));
      if (workers.length > 0) await yieldToEvents();
    }
    if (inFlight > 0 && failure === undefined)
      await new Promise<void>((resolve) => (settled = resolve));
    if (failure !== undefined) throw failure;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return notRun;
}
