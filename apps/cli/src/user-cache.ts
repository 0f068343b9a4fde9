import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * Where codehawk keeps what it caches for itself rather than for a repository: the platform's
 * cache directory for the user (XDG's on Linux), `codehawk` in it. Undefined when there is none.
 */
export function userCacheDirectory(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  if (platform === 'win32') {
    const local = env.LOCALAPPDATA;
    return local ? join(local, 'codehawk', 'Cache') : undefined;
  }
  const home = homedir();
  if (platform === 'darwin') return home ? join(home, 'Library', 'Caches', 'codehawk') : undefined;
  const xdg = env.XDG_CACHE_HOME;
  // The XDG rule: a relative path is not a cache directory.
  if (xdg && isAbsolute(xdg)) return join(xdg, 'codehawk');
  return home ? join(home, '.cache', 'codehawk') : undefined;
}
