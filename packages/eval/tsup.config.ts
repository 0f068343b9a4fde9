import { packageBuild } from '@codehawk/build-preset';

export default packageBuild();
