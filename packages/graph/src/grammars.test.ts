import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { grammarVersionOf, LANGUAGES, loadLanguage } from './languages.js';

const grammars = new URL('../grammars/', import.meta.url);
const shipped = readdirSync(grammars);
const versions = JSON.parse(readFileSync(new URL('versions.json', grammars), 'utf8')) as Record<
  string,
  string
>;
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  files: string[];
};

describe('the grammars the graph ships', () => {
  it('holds every language’s .wasm, its version and its licence, and publishes them', () => {
    for (const spec of LANGUAGES) {
      expect(shipped).toContain(spec.wasm);
      expect(versions[spec.grammarPackage]).toMatch(/^\d+\.\d+\.\d+$/);
      expect(shipped).toContain(`LICENSE.${spec.grammarPackage}`);
    }
    expect(manifest.files).toContain('grammars');
  });

  it('loads each one, versioned for the cache key, without any grammar package installed', async () => {
    expect(
      Object.keys(manifest.dependencies).filter((name) => name.startsWith('tree-sitter-')),
    ).toEqual([]);
    for (const spec of LANGUAGES) {
      const loaded = await loadLanguage(spec);
      expect(loaded.query.captureNames.length).toBeGreaterThan(0);
      expect(grammarVersionOf(spec)).toBe(
        `${spec.grammarPackage}@${versions[spec.grammarPackage]}`,
      );
    }
  });
});
