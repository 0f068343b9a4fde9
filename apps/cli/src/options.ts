import { InvalidArgumentError } from 'commander';
import { numberProblem } from './number-flag.js';

/** A numeric flag value within bounds; commander reports the thrown message as a usage error. */
export function parseNumber(
  flag: string,
  raw: string,
  min: number,
  max = Infinity,
  integer = false,
): number {
  const problem = numberProblem(flag, raw, min, max, integer);
  if (problem !== undefined) throw new InvalidArgumentError(problem);
  return Number(raw);
}
