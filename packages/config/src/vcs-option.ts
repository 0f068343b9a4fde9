import type { VcsKind } from '@codehawk/findings';
import { ConfigError } from './config-error.js';
import { settingName, type Source } from './messages.js';
import type { Tree } from './tree.js';

/** How a user names each VCS (`--vcs`, `VCS`, `vcs:`), and the kind it opens. */
export const VCS_OPTIONS = {
  local: 'local',
  github: 'github',
  'azure-devops': 'ado',
} as const satisfies Record<string, VcsKind>;

/** Spellings read for compatibility: each still works, with a deprecation message. */
const VCS_ALIASES: Readonly<Record<string, keyof typeof VCS_OPTIONS>> = { ado: 'azure-devops' };

/**
 * The VCS kind for the `vcs` setting as the user spelt it (`azure-devops`, or the older `ado`
 * with a deprecation message); anything else names the accepted spellings.
 */
export function vcsKindOf(
  raw: Tree,
  sources: Record<string, Source>,
  fileName: string,
  deprecations: string[],
): void {
  const given = raw.vcs;
  if (given === undefined) return;
  const setting = settingName('vcs', sources.vcs, fileName);
  const spelt = typeof given === 'string' ? given.toLowerCase() : '';
  const alias = VCS_ALIASES[spelt];
  if (alias !== undefined)
    deprecations.push(
      `${setting}: "${spelt}" is the old spelling; write "${alias}" (the old one will stop working in a future release).`,
    );
  const option = alias ?? spelt;
  if (!isVcsOption(option))
    throw new ConfigError(
      setting,
      `${setting}: ${JSON.stringify(given)} is not accepted. Accepted: ${Object.keys(VCS_OPTIONS).join(', ')}.`,
    );
  raw.vcs = VCS_OPTIONS[option];
}

const isVcsOption = (name: string): name is keyof typeof VCS_OPTIONS =>
  Object.hasOwn(VCS_OPTIONS, name);
