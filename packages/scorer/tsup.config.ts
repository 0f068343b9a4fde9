import { packageBuild } from '@codehawk/build-preset';

// Minified: the bundle is embedded in dashboards and its gzipped size is a published budget.
export default packageBuild({ platform: 'browser', minify: true });
