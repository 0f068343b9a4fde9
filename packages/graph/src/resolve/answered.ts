// Answers kept once found: walks through barrels and module lookups ask the same questions again and
// again.

/**
 * `find()`'s answer, kept in `answers` under `key` (an undefined answer too). A walk through
 * re-exports asks the same module for the same name again and again (generated models importing
 * from the barrel that re-exports them): answered once per module, name and depth (the depth is
 * part of the question, as walks stop at a depth), it no longer takes time exponential in the depth.
 */
export function answered<T>(answers: Map<string, T>, key: string, find: () => T): T {
  if (answers.has(key)) return answers.get(key) as T;
  const found = find();
  answers.set(key, found);
  return found;
}
