// A worker thread of the build: runs the batches of file tasks sent by the pool, one batch after
// another, in the order they arrive; one may then write the cache's shards (shard-writer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { FactsText } from '../fact-shards.js';
import { LANGUAGES, loadLanguage } from '../languages.js';
import { runFileTask, type FileTask } from './file-task.js';
import { sentOutcome, type SentOutcome } from './sent-outcome.js';
import { writeKeptShards, type WriterMessage } from './shard-writer.js';

/** What the pool tells a worker when it starts it. */
export interface WorkerStart {
  /** The languages of the build's files: loaded before the first batch arrives. */
  languages: readonly string[];
  /** This worker writes the cache's shards once the files are parsed: it keeps their texts. */
  writesShards?: boolean;
}

const start = workerData as WorkerStart | undefined;
/** The texts of the build's parsed facts, by path (the shards' writer only). */
const texts = start?.writesShards === true ? new Map<string, FactsText>() : undefined;

async function runBatch(tasks: readonly FileTask[]): Promise<SentOutcome[]> {
  const outcomes: SentOutcome[] = [];
  // A task that throws (a grammar that cannot load) ends this worker with that error: the build fails.
  for (const task of tasks) {
    const outcome = sentOutcome(await runFileTask(task));
    if ('text' in outcome) texts?.set(outcome.path, outcome.text);
    outcomes.push(outcome);
  }
  return outcomes;
}

// A grammar that fails to load fails its files' tasks, which report it; nothing to do here.
let queue: Promise<unknown> = Promise.all(
  LANGUAGES.filter((spec) => start?.languages.includes(spec.id)).map((spec) =>
    loadLanguage(spec).catch(() => undefined),
  ),
);
parentPort?.on('message', (message: { tasks: FileTask[] } | WriterMessage) => {
  if ('texts' in message) {
    for (const [path, text] of message.texts) texts?.set(path, text);
    return;
  }
  if ('shards' in message) {
    const job = message.shards;
    queue = queue.then(() => parentPort?.postMessage(writeKeptShards(texts ?? new Map(), job)));
    return;
  }
  queue = queue
    .then(() => runBatch(message.tasks))
    .then((outcomes) => parentPort?.postMessage({ outcomes }));
});
