// A worker thread of the build: runs the batches of file tasks sent by the pool.
import { parentPort } from 'node:worker_threads';
import { runFileTask, type FileOutcome, type FileTask } from './file-task.js';

async function runBatch(tasks: readonly FileTask[]): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const task of tasks) {
    try {
      outcomes.push(await runFileTask(task));
    } catch (error) {
      outcomes.push({
        path: task.path,
        kind: 'skipped',
        reason: `could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return outcomes;
}

parentPort?.on('message', (message: { tasks: FileTask[] }) => {
  void runBatch(message.tasks).then((outcomes) => parentPort?.postMessage({ outcomes }));
});
