// A file's outcome as it crosses threads: parsed facts travel as the JSON text of the cache's
// shards, stringified by the thread that extracted them while the others still parse, so the thread
// that resolves writes the cache without stringifying every file's facts again.
import { factsFromText, factsText, type FactsText } from '../fact-shards.js';
import type { FileOutcome } from './file-task.js';

type Parsed = Extract<FileOutcome, { kind: 'parsed' }>;

export type SentOutcome =
  Exclude<FileOutcome, { kind: 'parsed' }> | (Omit<Parsed, 'facts'> & { text: FactsText });

export function sentOutcome(outcome: FileOutcome): SentOutcome {
  if (outcome.kind !== 'parsed') return outcome;
  const { facts, ...rest } = outcome;
  return { ...rest, text: factsText(facts) };
}

export function receivedOutcome(sent: SentOutcome): FileOutcome {
  if (!('text' in sent)) return sent;
  const { text, ...rest } = sent;
  return { ...rest, facts: factsFromText(text) };
}
