import { secretLintProfiler } from '@secretlint/profiler';
import { describe, expect, it } from 'vitest';
import { findCredentials, maskedCredential } from './scan.js';

const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;

describe('findCredentials', () => {
  it('finds credentials in files whose names hold a newline or `::end`', async () => {
    const found = await findCredentials([
      { path: 'src/a\nb.ts', text: `const key = '${token}';` },
      { path: 'src/x::end||y.ts', text: `const key = '${token}';` },
      { path: 'src/lint-source::start.md', text: `token: ${token}` },
    ]);
    expect(found.map((credentials) => credentials.map((entry) => entry.secret))).toEqual([
      [token],
      [token],
      [token],
    ]);
  });

  it('maps each credential back to its own text when many texts of one file are scanned together', async () => {
    const texts = Array.from({ length: 500 }, (_, index) =>
      index % 97 === 5 ? `quoted ${token} here` : `finding ${index}: nothing secret`,
    );
    const found = await findCredentials(texts.map((text) => ({ path: 'comment.md', text })));
    const holders = found.flatMap((credentials, index) => (credentials.length > 0 ? [index] : []));
    expect(holders).toEqual([5, 102, 199, 296, 393, 490]);
    const first = found[5]?.[0];
    expect(first && texts[5]?.slice(first.start, first.end)).toBe(token);
    expect(first?.kind).toMatch(/GitHub/i);
  });

  it('leaves secretlint’s profiler empty, so its cost cannot grow with every scan', async () => {
    await findCredentials([{ path: 'a.ts', text: token }]);
    expect(await secretLintProfiler.getEntries()).toEqual([]);
  });

  it('marks credentials on reserved example and loopback hosts as fixtures', async () => {
    const found = await findCredentials(
      [
        'const url = "https://user:hunter2pass@example.com/path";',
        'fetch("postgres://admin:s3cretpw@db.example.org:5432/x")',
        'const local = "mongodb://root:rootpw@localhost:27017"',
        'const live = "postgres://admin:s3cretpw@db.internal.acme.io:5432/x"',
      ].map((text) => ({ path: 'src/db.ts', text })),
    );
    expect(found.map((credentials) => credentials.map((entry) => entry.fixture))).toEqual([
      [true],
      [true],
      [true],
      [false],
    ]);
  });

  it('masks a credential for display', () => {
    expect(maskedCredential(token)).toBe('ghp_…(36 more characters)');
  });
});
