// The build inlines the manifest, so the bundled Action reports the same version as the npm package.
import manifest from '../package.json' with { type: 'json' };

/** This CLI's version, from its package.json (set by changesets on release). */
export const VERSION: string = manifest.version;
