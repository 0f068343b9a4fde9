// Output written straight to a file descriptor, without Node.js's streams: creating process.stdout
// or process.stderr loads them (7–14 M instructions), which a warm graph query does not otherwise need.
import { writeSync } from 'node:fs';

/** A millisecond's sleep of this thread, while a reader drains a full pipe. */
const pause = (): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
};

/**
 * The whole text written before returning, as Node.js writes to files, pipes and terminals outside
 * Windows; false when the reader has gone (EPIPE). A descriptor another process made non-blocking
 * is waited on until the reader takes what it holds.
 */
export function writeAll(descriptor: number, text: string): boolean {
  const bytes = Buffer.from(text);
  for (let written = 0; written < bytes.length;) {
    try {
      written += writeSync(descriptor, bytes, written);
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      if (code === 'EPIPE') return false;
      if (code !== 'EAGAIN') throw error;
      pause();
    }
  }
  return true;
}
