import { packageBuild } from '@codehawk/build-preset';

export default packageBuild({ entry: ['src/index.ts', 'src/testing.ts'] });
