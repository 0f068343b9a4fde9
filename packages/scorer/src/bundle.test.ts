import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const bundle = readFileSync(new URL('../dist/index.js', import.meta.url), 'utf8');

describe('the published scorer bundle', () => {
  it('has no runtime dependencies and imports nothing', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(bundle).not.toMatch(/\bimport\s*[{*\w]|\bimport\(|\brequire\(/);
  });

  it('stays within 2 KB gzipped', () => {
    expect(gzipSync(bundle, { level: 9 }).length).toBeLessThanOrEqual(2048);
  });
});
