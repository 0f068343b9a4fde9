// Pull-request content in a prompt: one wrapper for every prompt, so the model can always tell the
// data it reviews from the instructions it follows.

// Any tag that opens or closes an untrusted block, attributes and all: content must not be able
// to end its own block early or open a nested one that looks like ours.
const BLOCK_TAG = /<\/?untrusted[^>]*>/gi;

/**
 * Wraps pull-request content (title, description, diffs, code, comments, replies) in an
 * `<untrusted>` block it cannot close; `source` names where it came from.
 */
export function untrusted(text: string, source?: string): string {
  const open = source === undefined ? '<untrusted>' : `<untrusted source="${source}">`;
  return `${open}\n${text.replace(BLOCK_TAG, '[tag removed]')}\n</untrusted>`;
}
