// A worker thread of the build: runs the batches of file tasks sent by the pool, one batch after
// another, in the order they arrive.
import { parentPort, workerData } from 'node:worker_threads';
import { LANGUAGES, loadLanguage } from '../languages.js';
import { runFileTask, type FileTask } from './file-task.js';
import { sentOutcome, type SentOutcome } from './sent-outcome.js';

/** What the pool tells a worker when it starts it. */
export interface WorkerStart {
  /** The languages of the build's files: loaded before the first batch arrives. */
  languages: readonly string[];
}

async function runBatch(tasks: readonly FileTask[]): Promise<SentOutcome[]> {
  const outcomes: SentOutcome[] = [];
  // A task that throws (a grammar that cannot load) ends this worker with that error: the build fails.
  for (const task of tasks) outcomes.push(sentOutcome(await runFileTask(task)));
  return outcomes;
}

const start = workerData as WorkerStart | undefined;
// A grammar that fails to load fails its files' tasks, which report it; nothing to do here.
let queue: Promise<unknown> = Promise.all(
  LANGUAGES.filter((spec) => start?.languages.includes(spec.id)).map((spec) =>
    loadLanguage(spec).catch(() => undefined),
  ),
);
parentPort?.on('message', (message: { tasks: FileTask[] }) => {
  queue = queue
    .then(() => runBatch(message.tasks))
    .then((outcomes) => parentPort?.postMessage({ outcomes }));
});
