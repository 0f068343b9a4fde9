// A worker thread of the build: claims batches of file tasks from the counter it shares with the
// other threads (task-queue.ts) until none is left; one may then write the cache's shards
// (shard-writer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { FactsText } from '../fact-shards.js';
import { LANGUAGES, loadLanguage } from '../languages.js';
import { runFileTask, type FileTask } from './file-task.js';
import { sentOutcome, type SentOutcome } from './sent-outcome.js';
import { writeKeptShards, type WriterMessage } from './shard-writer.js';
import {
  TaskQueue,
  WORKER_BATCH,
  yieldToEvents,
  type SharedTasks,
  type WorkerReply,
} from './task-queue.js';

/** What the pool tells a worker when it starts it. */
export interface WorkerStart {
  /** The languages of the build's files: loaded before the first batch is claimed. */
  languages: readonly string[];
  /** The tasks to claim from. */
  shared: SharedTasks;
  /** This worker writes the cache's shards once the files are parsed: it keeps their texts. */
  writesShards?: boolean;
}

const start = workerData as WorkerStart;
/** The texts of the build's parsed facts, by path (the shards' writer only). */
const texts = start.writesShards === true ? new Map<string, FactsText>() : undefined;

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

const reply = (message: WorkerReply): void => parentPort?.postMessage(message);

async function parseAll(): Promise<void> {
  // A grammar that fails to load fails its files' tasks, which report it; nothing to do here.
  await Promise.all(
    LANGUAGES.filter((spec) => start.languages.includes(spec.id)).map((spec) =>
      loadLanguage(spec).catch(() => undefined),
    ),
  );
  const queue = new TaskQueue(start.shared);
  for (let batch = queue.take(WORKER_BATCH); batch.length > 0; batch = queue.take(WORKER_BATCH)) {
    reply({ outcomes: await runBatch(batch) });
    // Lets the texts sent for the shards in.
    await yieldToEvents();
  }
  reply({ done: true });
}

let parsed = parseAll();
parentPort?.on('message', (message: WriterMessage) => {
  if ('texts' in message) {
    for (const [path, text] of message.texts) texts?.set(path, text);
    return;
  }
  const job = message.shards;
  parsed = parsed.then(() => parentPort?.postMessage(writeKeptShards(texts ?? new Map(), job)));
});
