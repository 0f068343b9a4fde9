import { packageBuild } from '@codehawk/build-preset';

// `prices` is its own entry: a command that only prices a run loads no OpenAI client.
export default packageBuild({
  entry: { index: 'src/index.ts', prices: 'src/prices.ts' },
});
