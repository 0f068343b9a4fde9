// A numeric flag's check without commander: the graph's queries parse their flags without it
// (options.ts turns the same message into commander's usage error).

/** What is wrong with `raw` as the value of `flag`, or undefined when it is a number in bounds. */
export function numberProblem(
  flag: string,
  raw: string,
  min: number,
  max = Infinity,
  integer = false,
): string | undefined {
  const value = Number(raw);
  if (
    raw.trim() !== '' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value))
  )
    return undefined;
  const range = max === Infinity ? `≥ ${min}` : `from ${min} to ${max}`;
  return `${flag} takes ${integer ? 'a whole number' : 'a number'} ${range}, got "${raw}".`;
}
