import { codeForStatus, VcsError } from '@codehawk/vcs';

function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/** A node-api failure as a classified `VcsError`. */
export function toVcsError(error: unknown, action: string): VcsError {
  if (error instanceof VcsError) return error;
  const status = statusCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const code = status === undefined ? 'TRANSIENT' : codeForStatus(status);
  const hint =
    code === 'AUTH'
      ? ' Check the token: it needs Code (Read & write) and Pull Request Threads permissions.'
      : '';
  return new VcsError(
    code,
    `Azure DevOps: ${action} failed${status === undefined ? '' : ` (${status})`}: ${message}.${hint}`,
    { cause: error, ...(status === undefined ? {} : { status }) },
  );
}
