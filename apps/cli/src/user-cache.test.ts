import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userCacheDirectory } from './user-cache.js';

describe('the user cache directory', () => {
  it("is XDG's on Linux, the platform's on macOS and Windows", () => {
    expect(userCacheDirectory({ XDG_CACHE_HOME: '/srv/cache' }, 'linux')).toBe(
      join('/srv/cache', 'codehawk'),
    );
    expect(userCacheDirectory({}, 'linux')).toBe(join(homedir(), '.cache', 'codehawk'));
    // A relative XDG_CACHE_HOME is to be ignored (the XDG rule).
    expect(userCacheDirectory({ XDG_CACHE_HOME: 'cache' }, 'linux')).toBe(
      join(homedir(), '.cache', 'codehawk'),
    );
    expect(userCacheDirectory({}, 'darwin')).toBe(join(homedir(), 'Library', 'Caches', 'codehawk'));
    expect(userCacheDirectory({ LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'win32')).toBe(
      join('C:\\Users\\a\\AppData\\Local', 'codehawk', 'Cache'),
    );
    expect(userCacheDirectory({}, 'win32')).toBeUndefined();
  });
});
