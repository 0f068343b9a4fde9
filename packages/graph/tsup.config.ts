import { packageBuild } from '@codehawk/build-preset';

// `test-paths` is its own entry: the CLI's risk command needs the test-path rule, not the parser.
// `repository-files` too: the CLI's graph command starts git's listing of the repository before it
// loads the rest of the graph's code (a warm query would otherwise wait on git after loading it).
// `build` too: buildGraph without the package's other exports (extraction, updates), so that a
// query from a warm cache loads none of their code (a build that must parse imports it then).
export default packageBuild({
  entry: {
    index: 'src/index.ts',
    build: 'src/build.ts',
    worker: 'src/extract/worker.ts',
    'test-paths': 'src/test-paths.ts',
    'repository-files': 'src/repository-files.ts',
  },
});
