import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { VcsError } from '../errors.js';
import { GIT_ENV } from './git.js';

interface Pending {
  resolve: (text: string | null) => void;
  reject: (error: Error) => void;
}

/**
 * Reads blobs by object id through one long-lived `git cat-file --batch`, instead of a process per
 * file: publishing to a thousand files then costs one git start, not a thousand.
 */
export class BlobReader {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly queue: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly cwd: string) {}

  /** The blob's text, or null when git has no such object. */
  read(objectId: string): Promise<string | null> {
    clearTimeout(this.idle);
    const child = this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      child.stdin.write(`${objectId}\n`);
    });
  }

  /** Ends the git process; a later read starts a new one. */
  close(): void {
    this.child?.stdin.end();
    this.child = undefined;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('git', ['cat-file', '--batch'], {
      cwd: this.cwd,
      env: { ...process.env, ...GIT_ENV },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    const fail = (error: Error): void => {
      for (const pending of this.queue.splice(0)) pending.reject(error);
      if (this.child === child) this.child = undefined;
    };
    child.on('error', (error) =>
      fail(new VcsError('UNSUPPORTED', 'git is not installed or not on PATH.', { cause: error })),
    );
    child.on('close', () => {
      if (this.child === child && this.queue.length > 0)
        fail(new VcsError('INVALID', 'git cat-file --batch ended early.'));
    });
    child.stderr.resume();
    this.child = child;
    return child;
  }

  /** Answers the queued reads whose replies are complete: `<oid> <type> <size>\n<content>\n` or `<oid> missing\n`. */
  private drain(): void {
    for (;;) {
      const pending = this.queue[0];
      if (pending === undefined) {
        // Idle: the git process ends soon, so it never keeps Node running after the last read.
        this.idle = setTimeout(() => this.close(), 100);
        this.idle.unref();
        return;
      }
      const headerEnd = this.buffer.indexOf(10);
      if (headerEnd === -1) return;
      const header = this.buffer.toString('utf8', 0, headerEnd).split(' ');
      if (header[1] === 'missing' || header.length < 3) {
        this.buffer = this.buffer.subarray(headerEnd + 1);
        this.queue.shift();
        pending.resolve(null);
        continue;
      }
      const size = Number(header[2]);
      const end = headerEnd + 1 + size;
      if (this.buffer.length < end + 1) return;
      const text = this.buffer.toString('utf8', headerEnd + 1, end);
      this.buffer = this.buffer.subarray(end + 1);
      this.queue.shift();
      pending.resolve(text);
    }
  }
}
