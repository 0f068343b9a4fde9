// Refreshes grammars/ from the registry: for each `package: version` in grammars/versions.json, the
// package's .wasm files and its licence. The graph ships these files itself, so users never install the
// grammar packages (native bindings with install scripts, ~146 MiB) only to read their WebAssembly.
// Usage: edit grammars/versions.json, then `pnpm --filter @codehawk/graph grammars:update`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const grammars = fileURLToPath(new URL('../grammars/', import.meta.url));
const versions = JSON.parse(readFileSync(join(grammars, 'versions.json'), 'utf8'));

for (const entry of readdirSync(grammars)) {
  if (entry.endsWith('.wasm') || entry.startsWith('LICENSE.')) rmSync(join(grammars, entry));
}
for (const [name, version] of Object.entries(versions)) {
  const scratch = mkdtempSync(join(tmpdir(), 'grammar-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', scratch], {
        encoding: 'utf8',
      }),
    );
    execFileSync('tar', ['-xzf', join(scratch, packed.filename), '-C', scratch]);
    const root = join(scratch, 'package');
    const wasm = readdirSync(root).filter((file) => file.endsWith('.wasm'));
    if (wasm.length === 0) throw new Error(`${name}@${version} ships no .wasm file`);
    for (const file of wasm) cpSync(join(root, file), join(grammars, file));
    cpSync(join(root, 'LICENSE'), join(grammars, `LICENSE.${name}`));
    console.log(`${name}@${version}: ${wasm.join(', ')}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
