import { packageBuild } from '@codehawk/build-preset';

// `bin` is the command; `main` lets the GitHub Action run the same commands in-process.
export default packageBuild({
  entry: ['src/bin.ts', 'src/main.ts'],
  banner: { js: '#!/usr/bin/env node' },
});
