import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FindingsFile } from '@codehawk/findings';

/** Writes findings.json whole or not at all: a reader never sees half a file. */
export async function writeFindingsFile(path: string, file: FindingsFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`);
  await rename(temporary, path);
}
