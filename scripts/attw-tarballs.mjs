// `attw --profile esm-only` over every tarball given, in one process (`node scripts/attw-tarballs.mjs
// a.tgz b.tgz …`): the attw command checks one tarball per process, and each process spent ~3 s of
// CPU loading the TypeScript compiler attw bundles before checking a package in a fraction of that.
// The checks and the exit-code rule are attw's own (@arethetypeswrong/core, and the command's
// getExitCode and ascii rendering); a tarball with problems prints attw's table and exits 1.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getExitCode } from '@arethetypeswrong/cli/internal/getExitCode';
import { typed } from '@arethetypeswrong/cli/internal/render';

// The core is the command's dependency, not ours: resolve it from where pnpm put the command.
const commandManifest = realpathSync(
  fileURLToPath(new URL('../node_modules/@arethetypeswrong/cli/package.json', import.meta.url)),
);
const core = await import(
  pathToFileURL(createRequire(commandManifest).resolve('@arethetypeswrong/core')).href
);

// `--profile esm-only`: the packages are ESM only, so CommonJS `require` is no supported way in.
const options = { ignoreRules: [], ignoreResolutions: ['node10', 'node16-cjs'], format: 'ascii' };

const failed = [];
for (const tarball of process.argv.slice(2)) {
  const analysis = await core.checkPackage(
    core.createPackageFromTarballData(new Uint8Array(readFileSync(tarball))),
  );
  if (getExitCode(analysis, options) !== 0) {
    failed.push(`attw ${tarball}:\n${await typed(analysis, options)}`);
  }
}
if (failed.length > 0) {
  console.log(failed.join('\n\n'));
  process.exitCode = 1;
}
