import type { TokenUsage } from './provider.js';

/** US dollars per million tokens. `cachedInput` defaults to `input`. */
export interface ModelPrice {
  input: number;
  output: number;
  cachedInput?: number | undefined;
}

export type PriceTable = Readonly<Record<string, ModelPrice>>;

// Dated snapshots (`gpt-4.1-2025-04-14`) and the model a server reports are priced as their family.
const DATE_SUFFIX = /-\d{4}-\d{2}-\d{2}$/;

/**
 * The price of the first of `models` the table knows, trying each name as given and without a
 * date suffix: the requested name first (an alias or an Azure deployment may be priced by the
 * user), then the model the server reported it ran.
 */
export function priceOf(
  prices: PriceTable,
  ...models: (string | undefined)[]
): ModelPrice | undefined {
  for (const model of models) {
    if (model === undefined) continue;
    const price = prices[model] ?? prices[model.replace(DATE_SUFFIX, '')];
    if (price !== undefined) return price;
  }
  return undefined;
}

/** The cost of some usage in US dollars, or undefined when no model named has a price. */
export function costOf(
  model: string | readonly string[],
  usage: TokenUsage,
  prices: PriceTable = {},
): number | undefined {
  const price = priceOf(prices, ...(typeof model === 'string' ? [model] : model));
  if (price === undefined) return undefined;
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const dollars =
    ((usage.inputTokens - cached) * price.input +
      cached * (price.cachedInput ?? price.input) +
      usage.outputTokens * price.output) /
    1_000_000;
  return Math.round(dollars * 1e8) / 1e8;
}
