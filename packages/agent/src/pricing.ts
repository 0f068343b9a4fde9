import type { TokenUsage } from './provider.js';

/** US dollars per million tokens. `cachedInput` defaults to `input`. */
export interface ModelPrice {
  input: number;
  output: number;
  cachedInput?: number;
}

export type PriceTable = Readonly<Record<string, ModelPrice>>;

/** The cost of some usage in US dollars, or undefined when the model has no price. */
export function costOf(
  model: string,
  usage: TokenUsage,
  prices: PriceTable = {},
): number | undefined {
  const price = prices[model];
  if (price === undefined) return undefined;
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const dollars =
    ((usage.inputTokens - cached) * price.input +
      cached * (price.cachedInput ?? price.input) +
      usage.outputTokens * price.output) /
    1_000_000;
  return Math.round(dollars * 1e8) / 1e8;
}
