import { packageBuild } from '@codehawk/build-preset';

export default packageBuild({ entry: { index: 'src/index.ts', worker: 'src/extract/worker.ts' } });
