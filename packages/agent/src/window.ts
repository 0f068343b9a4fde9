import type { Message } from './provider.js';

/**
 * The sliding window: the opening messages (everything before the first assistant message — the
 * original prompt) plus the last `exchanges` exchanges. An exchange is one assistant message with
 * everything that follows it up to the next assistant message (its tool results, an injected
 * notice), so a tool result is never separated from the call it answers.
 */
export function slideWindow(
  messages: readonly Message[],
  exchanges: number,
): { messages: Message[]; dropped: number } {
  const starts: number[] = [];
  messages.forEach((message, index) => {
    if (message.role === 'assistant') starts.push(index);
  });
  const keep = Math.max(0, Math.floor(exchanges));
  if (starts.length <= keep) return { messages: [...messages], dropped: 0 };
  const headEnd = starts[0] ?? messages.length;
  const tailStart =
    keep === 0 ? messages.length : (starts[starts.length - keep] ?? messages.length);
  return {
    messages: [...messages.slice(0, headEnd), ...messages.slice(tailStart)],
    dropped: tailStart - headEnd,
  };
}
