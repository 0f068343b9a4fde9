/** Reads a file of the change's base (target) branch, or null when it does not exist there. */
export type BaseFileReader = (path: string) => Promise<string | null>;

export interface RepositoryFiles {
  /** `.codehawk.yml` text, if the base branch has one. */
  config?: string;
  /** The team's review rules (`.codereview.md`), if the base branch has them. */
  rules?: string;
}

export const CONFIG_FILE = '.codehawk.yml';
export const RULES_FILE = '.codereview.md';

/**
 * The repository's configuration and review rules, read from the base branch — never from the
 * pull request's head, so a pull request cannot rewrite its own reviewer.
 */
export async function loadRepositoryFiles(
  readBaseFile: BaseFileReader,
  /** Where the configuration lives in the repository, if not `.codehawk.yml`. */
  configPath: string = CONFIG_FILE,
): Promise<RepositoryFiles> {
  const [config, rules] = await Promise.all([readBaseFile(configPath), readBaseFile(RULES_FILE)]);
  return { ...(config === null ? {} : { config }), ...(rules === null ? {} : { rules }) };
}
