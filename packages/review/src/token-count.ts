// gpt-tokenizer's o200k tables are ~3 MB of JavaScript that take a quarter of a second to load:
// only a review with a model counts tokens, so an offline review never loads them.

/** Counts a text's tokens as the gpt-4o family's tokenizer does. */
export type TokenCounter = (text: string) => number;

let loaded: Promise<TokenCounter> | undefined;

/** The token counter, loaded the first time it is asked for. */
export function tokenCounter(): Promise<TokenCounter> {
  loaded ??= import('gpt-tokenizer/model/gpt-4o').then((tokenizer) => tokenizer.countTokens);
  return loaded;
}
