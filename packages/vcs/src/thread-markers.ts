import { markersOfComment } from '@codehawk/findings';

/**
 * The `cr-id`s a thread carries: those in our comments of a thread we opened. A thread someone else
 * opened carries none, even when we replied to it.
 */
export function crIdsOfThread(
  ours: boolean,
  comments: readonly { ours: boolean; body: string }[],
): string[] {
  if (!ours) return [];
  return [...new Set(comments.flatMap((comment) => markersOfComment(comment).crIds))];
}
