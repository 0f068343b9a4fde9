import { packageBuild } from '@codehawk/build-preset';

// `not-code` is its own entry: a command that needs only the not-code rule loads no validator.
export default packageBuild({
  entry: { index: 'src/index.ts', 'not-code': 'src/not-code-entry.ts' },
});
