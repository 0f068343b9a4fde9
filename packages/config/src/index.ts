export {
  MODEL_APIS,
  SettingsSchema,
  DEFAULT_SKIP_EXTENSIONS,
  REVIEW_MODES,
  SECRET_SETTINGS,
} from './settings.js';
export type { Settings } from './settings.js';
export { DEFAULT_NOT_CODE, notCodeGlobs } from './not-code.js';
export type { NotCode } from './not-code.js';
export { loadSettings, describeSettings, ConfigError, ENVIRONMENT, VCS_OPTIONS } from './load.js';
export type { ConfigErrorCode, LoadedSettings, LoadOptions, Source } from './load.js';
export { loadRepositoryFiles, CONFIG_FILE, RULES_FILE } from './repository.js';
export type { BaseFileReader, RepositoryFiles } from './repository.js';
