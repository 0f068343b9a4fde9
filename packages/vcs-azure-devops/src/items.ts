import { httpStatusOf } from '@codehawk/vcs';
import type { IGitApi } from 'azure-devops-node-api/GitApi.js';
import * as GitInterfaces from 'azure-devops-node-api/interfaces/GitInterfaces.js';

/**
 * A file's text at a commit, or null when the commit has no such file. `getItemText` hands back the
 * response stream whatever its status, so the status is checked here; a failure is thrown with it
 * (`statusCode`) for the caller to classify and retry.
 */
export async function readItemText(
  git: IGitApi,
  where: { repository: string; project: string },
  path: string,
  commit: string,
): Promise<string | null> {
  const stream = await git.getItemText(
    where.repository,
    `/${path}`,
    where.project,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    { version: commit, versionType: GitInterfaces.GitVersionType.Commit },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  const status = httpStatusOf(stream, 'statusCode') ?? 200;
  if (status === 404) return null;
  if (status >= 400) throw Object.assign(new Error(text.slice(0, 300)), { statusCode: status });
  return text;
}
