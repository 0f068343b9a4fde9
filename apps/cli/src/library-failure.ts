import { AgentError } from '@codehawk/agent';
import { ConfigError } from '@codehawk/config';
import { CorpusError } from '@codehawk/eval';
import { FindingsError } from '@codehawk/findings';
import { GraphError } from '@codehawk/graph';
import { PublishError } from '@codehawk/publish';
import { ScoringConfigError } from '@codehawk/scorer';
import { VcsError } from '@codehawk/vcs';
import type { LibraryFailure } from './exit-codes.js';

/**
 * The library and code of an error one of our libraries threw (checked with each library's
 * `isInstance`, which holds across copies of a package); undefined for anything else. Loaded only
 * when a command fails, so a run that succeeds never loads the libraries it did not use.
 */
export function libraryFailureOf(error: unknown): LibraryFailure | undefined {
  if (AgentError.isInstance(error)) return { library: 'agent', code: error.code };
  if (ConfigError.isInstance(error)) return { library: 'config', code: error.code };
  if (CorpusError.isInstance(error)) return { library: 'eval', code: error.code };
  if (FindingsError.isInstance(error)) return { library: 'findings', code: error.code };
  if (GraphError.isInstance(error)) return { library: 'graph', code: error.code };
  if (PublishError.isInstance(error)) return { library: 'publish', code: error.code };
  if (ScoringConfigError.isInstance(error)) return { library: 'scorer', code: error.code };
  if (VcsError.isInstance(error)) return { library: 'vcs', code: error.code };
  return undefined;
}
