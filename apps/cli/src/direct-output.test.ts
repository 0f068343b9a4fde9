import { execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAll } from './direct-output.js';

let directory: string;
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** A named pipe. */
function pipe(): string {
  directory = mkdtempSync(join(tmpdir(), 'codehawk-direct-output-'));
  const path = join(directory, 'pipe');
  execFileSync('mkfifo', [path]);
  return path;
}

/** The pipe opened for writing without blocking, once its reader has opened it. */
async function openForWriting(path: string): Promise<number> {
  for (;;) {
    try {
      return openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
    } catch {
      await new Promise((done) => setTimeout(done, 10));
    }
  }
}

describe('writing an answer straight to its descriptor', () => {
  it('waits on a non-blocking pipe whose reader is slow, and every byte arrives in order', async () => {
    const path = pipe();
    const copy = join(directory, 'copy');
    // The reader holds the pipe open, then waits before reading: the pipe fills, writes say EAGAIN.
    const reader = spawn('sh', ['-c', `exec 3<"${path}"; sleep 0.3; cat <&3 > "${copy}"`]);
    const descriptor = await openForWriting(path);
    const text = Array.from({ length: 40_000 }, (_, line) => `line ${line}`).join('\n');
    expect(writeAll(descriptor, text)).toBe(true);
    closeSync(descriptor);
    await new Promise((done) => reader.on('close', done));
    expect(readFileSync(copy, 'utf8')).toBe(text);
  });

  it('says the reader has gone instead of throwing', async () => {
    const path = pipe();
    const reader = spawn('sh', ['-c', `exec 3<"${path}"; sleep 0.2`]);
    const descriptor = await openForWriting(path);
    await new Promise((done) => reader.on('close', done));
    expect(writeAll(descriptor, 'an answer nobody reads\n')).toBe(false);
    closeSync(descriptor);
  });
});
