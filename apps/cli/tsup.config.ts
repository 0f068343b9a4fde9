import { packageBuild } from '@codehawk/build-preset';

export default packageBuild({ entry: ['src/bin.ts'], banner: { js: '#!/usr/bin/env node' } });
