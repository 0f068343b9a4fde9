import type { PriceTable } from '@codehawk/agent';

/**
 * OpenAI's standard-tier list prices in US dollars per million tokens, as published on
 * https://platform.openai.com/docs/pricing on the date below. Prices change: override or extend
 * them with the `MODEL_PRICES` setting (docs/configuration.md). A model missing here is simply
 * unpriced — its cost shows as unknown, never as zero.
 */
export const OPENAI_PRICES_AS_OF = '2025-11-20';

export const OPENAI_PRICES: PriceTable = {
  'gpt-5.1': { input: 1.25, cachedInput: 0.125, output: 10 },
  'gpt-5.1-codex': { input: 1.25, cachedInput: 0.125, output: 10 },
  'gpt-5': { input: 1.25, cachedInput: 0.125, output: 10 },
  'gpt-5-codex': { input: 1.25, cachedInput: 0.125, output: 10 },
  'gpt-5-mini': { input: 0.25, cachedInput: 0.025, output: 2 },
  'gpt-5-nano': { input: 0.05, cachedInput: 0.005, output: 0.4 },
  'gpt-4.1': { input: 2, cachedInput: 0.5, output: 8 },
  'gpt-4.1-mini': { input: 0.4, cachedInput: 0.1, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, cachedInput: 0.025, output: 0.4 },
  'gpt-4o': { input: 2.5, cachedInput: 1.25, output: 10 },
  'gpt-4o-mini': { input: 0.15, cachedInput: 0.075, output: 0.6 },
  o3: { input: 2, cachedInput: 0.5, output: 8 },
  'o4-mini': { input: 1.1, cachedInput: 0.275, output: 4.4 },
  'o3-mini': { input: 1.1, cachedInput: 0.55, output: 4.4 },
  'codex-mini-latest': { input: 1.5, cachedInput: 0.375, output: 6 },
};
