// A worker thread of the build: runs file tasks sent by the pool.
import { parentPort } from 'node:worker_threads';
import { runFileTask, type FileTask } from './file-task.js';

parentPort?.on('message', (message: { id: number; task: FileTask }) => {
  runFileTask(message.task).then(
    (outcome) => parentPort?.postMessage({ id: message.id, outcome }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        outcome: {
          path: message.task.path,
          kind: 'skipped',
          reason: `could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
        },
      }),
  );
});
