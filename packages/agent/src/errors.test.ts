import { describe, expect, it } from 'vitest';
import { AgentError, ProviderError } from './errors.js';
import type * as Errors from './errors.js';

describe('AgentError.isInstance', () => {
  it('recognises errors of another copy of the package, where instanceof does not', async () => {
    // A query string makes the module loader evaluate errors.ts again: a second copy, as when two
    // versions of @codehawk/agent are installed side by side.
    const specifier = './errors.js?second-copy';
    const copy = (await import(/* @vite-ignore */ specifier)) as typeof Errors;
    const error = new copy.ProviderError('auth', 'The model endpoint refused the key.');
    expect(error instanceof ProviderError).toBe(false);
    expect(AgentError.isInstance(error)).toBe(true);
    expect(ProviderError.isInstance(error)).toBe(true);
    expect(error.code).toBe('PROVIDER_FAILED');
  });

  it('tells a subclass from the others and from plain errors', () => {
    expect(ProviderError.isInstance(new AgentError('INVALID_CASSETTE', 'bad cassette'))).toBe(
      false,
    );
    expect(AgentError.isInstance(new Error('plain'))).toBe(false);
    expect(AgentError.isInstance('a string')).toBe(false);
  });
});
