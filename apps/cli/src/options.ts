import { InvalidArgumentError } from 'commander';

/** A numeric flag value within bounds; commander reports the thrown message as a usage error. */
export function parseNumber(
  flag: string,
  raw: string,
  min: number,
  max = Infinity,
  integer = false,
): number {
  const value = Number(raw);
  if (
    raw.trim() === '' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    const range = max === Infinity ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new InvalidArgumentError(
      `${flag} takes ${integer ? 'a whole number' : 'a number'} ${range}, got "${raw}".`,
    );
  }
  return value;
}
