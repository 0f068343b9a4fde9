import { packageBuild } from '@codehawk/build-preset';

// `bin` is the command; `main` lets the GitHub Action run the same commands in-process, and `sarif`
// gives it the same SARIF log (kept out of `main`, which `--version` loads).
export default packageBuild({
  entry: ['src/bin.ts', 'src/main.ts', 'src/sarif.ts'],
  banner: { js: '#!/usr/bin/env node' },
});
