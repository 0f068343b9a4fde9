import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runFileTask, type FileOutcome, type FileTask } from './file-task.js';

/** The built worker script beside this module (absent when running from sources). */
function workerScript(): string | undefined {
  const path = fileURLToPath(new URL('./worker.js', import.meta.url));
  return import.meta.url.endsWith('.js') && existsSync(path) ? path : undefined;
}

/** The most files handed to a worker at once. */
const MAX_BATCH = 16;

/**
 * Runs file tasks on worker threads when that pays (enough files, more than one core, a built
 * worker script), otherwise in this thread. `shouldStop` is checked before each task is handed out.
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
  if (!script || threads < 2) {
    for (const task of tasks) {
      if (shouldStop()) notRun.push(task);
      else onOutcome(await runFileTask(task));
    }
    return notRun;
  }
  let next = 0;
  const workers = Array.from({ length: threads }, () => new Worker(script));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const dispatch = (): void => {
              while (next < tasks.length && shouldStop()) notRun.push(tasks[next++] as FileTask);
              if (next >= tasks.length) return resolve();
              // Batches amortise the message round trip; they shrink towards the end so the
              // threads finish together.
              const size = Math.max(
                1,
                Math.min(MAX_BATCH, Math.floor((tasks.length - next) / (threads * 4))),
              );
              worker.postMessage({ tasks: tasks.slice(next, next + size) });
              next += size;
            };
            worker.on('message', (message: { outcomes: FileOutcome[] }) => {
              for (const outcome of message.outcomes) onOutcome(outcome);
              dispatch();
            });
            worker.once('error', reject);
            dispatch();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return notRun;
}
