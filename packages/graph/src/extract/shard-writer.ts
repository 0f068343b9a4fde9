// The cache's fact shards written by a parsing worker while the calling thread resolves: writing
// them (joining and encoding ~17 MB of text for Django) was the last serial step of a cold build,
// with the other core idle. The worker keeps the texts of the facts it parsed and is sent the
// others' as they are parsed, so nothing is left to send once parsing ends but the files' order.
import type { Worker } from 'node:worker_threads';
import { writeShardTexts, type FactsText, type FileText, type ShardHead } from '../fact-shards.js';

/** Where and in what order to write the shards. */
export interface ShardJob {
  directory: string;
  head: ShardHead;
  /** Every file of the build, in the graph's order. */
  paths: readonly string[];
}

/** What a worker is sent besides its batches: texts to keep, or the shards to write. */
export type WriterMessage = { texts: FileText[] } | { shards: ShardJob };

/** Whether the shards were written: if not, the calling thread writes them. */
type ShardReply = { written: boolean };

/** Writes the shards from the texts a worker kept; false when it lacks one (or cannot write). */
export function writeKeptShards(texts: ReadonlyMap<string, FactsText>, job: ShardJob): ShardReply {
  const files: [string, FactsText][] = [];
  for (const path of job.paths) {
    const text = texts.get(path);
    // Facts read from the cache, not parsed in this build: the calling thread has them.
    if (text === undefined) return { written: false };
    files.push([path, text]);
  }
  try {
    writeShardTexts(job.directory, job.head, files, (text) => text);
    return { written: true };
  } catch {
    return { written: false };
  }
}

/** The calling thread's side: the texts it sends, and the write it asks for. */
export class ShardWriter {
  private pending: FileText[] = [];
  /** Settles the write asked for; false when the worker is gone. */
  private settle: ((written: boolean) => void) | undefined;
  private gone = false;
  /** Taken over from the pool, which parsed every file. */
  adopted = false;

  constructor(readonly worker: Worker) {}

  /** A parsed file's text, sent with the next batch of them. */
  keep(path: string, text: FactsText): void {
    this.pending.push([path, text]);
  }

  /** Sends the texts kept since the last time. */
  flush(): void {
    if (this.pending.length === 0) return;
    this.worker.postMessage({ texts: this.pending } satisfies WriterMessage);
    this.pending = [];
  }

  /** Takes the worker over from the pool once it has parsed its files. */
  adopt(): void {
    // The pool's listeners only: Node's own (`newListener`) start the worker's message port.
    for (const event of ['message', 'error', 'exit'] as const)
      this.worker.removeAllListeners(event);
    this.adopted = true;
    this.flush();
    // Ended once the shards are on disk: its heap (the texts) is not kept while this thread packs.
    this.worker.on('message', (reply: ShardReply) => {
      this.close();
      this.settle?.(reply.written);
    });
    // A worker that fails or exits has written nothing more: the calling thread writes the shards.
    this.worker.on('error', () => undefined);
    this.worker.once('exit', () => {
      this.gone = true;
      this.settle?.(false);
    });
  }

  /** Writes the shards on the worker; true once they are on disk, false when it could not. */
  write(job: ShardJob): Promise<boolean> {
    if (this.gone) return Promise.resolve(false);
    const written = new Promise<boolean>((resolve) => (this.settle = resolve));
    this.worker.postMessage({ shards: job } satisfies WriterMessage);
    return written;
  }

  /** Ends the worker (not waited for: its heap is freed on its own thread). */
  close(): void {
    void this.worker.terminate();
  }
}
