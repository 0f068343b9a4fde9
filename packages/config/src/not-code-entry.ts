// `@codehawk/config/not-code`: the not-code rule and the settings file's name, without the
// settings' validators (zod, yaml). `codehawk graph` and `risk` in a repository with no
// `.codehawk.yml` need only these, and start that much sooner.
export { CONFIG_FILE } from './repository.js';
export { DEFAULT_NOT_CODE, notCodeGlobs, type NotCode } from './not-code.js';
