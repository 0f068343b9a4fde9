import { packageBuild } from '@codehawk/build-preset';

// `test-paths` is its own entry: the CLI's risk command needs the test-path rule, not the parser.
export default packageBuild({
  entry: {
    index: 'src/index.ts',
    worker: 'src/extract/worker.ts',
    'test-paths': 'src/test-paths.ts',
  },
});
