import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FindingsError } from './errors.js';
import { scanCode } from './markdown-code.js';

const CR_ID = /^[0-9a-f]{8}$/;

// Only ASCII space, tab and line breaks may pad a marker: look-alike Unicode spaces, full-width
// punctuation or a ninth hex digit make it something else. Each quantifier runs over a character
// class disjoint from what follows it, so matching stays linear.
const MARKER = /<!--[ \t\r\n]*cr-id[ \t\r\n]*:[ \t\r\n]*([0-9a-f]{8})[ \t\r\n]*-->/g;

/** Appends the hidden `<!-- cr-id: {id} -->` marker to a comment body. */
export function embedMarker(body: string, id: string): string {
  if (!CR_ID.test(id)) {
    throw new FindingsError(
      'INVALID_CR_ID',
      `Cannot embed cr-id "${id}": a cr-id is 8 lowercase hex characters, as produced by crId().`,
    );
  }
  // Defuse any marker already in the text so the body carries exactly one id: ours.
  let text = body.replace(MARKER, (marker) => marker.replace('<!--', '&lt;!--')).trimEnd();
  // A fence left open would swallow the marker into a code block.
  const { openFence } = scanCode(text);
  if (openFence !== null) text = `${text}\n${openFence}`;
  return `${text}\n\n<!-- cr-id: ${id} -->`;
}

/**
 * Every cr-id marker in a comment body, in order of appearance and without repeats. Markers a
 * reader would see as text (inside fenced code blocks or code spans) are ignored.
 */
export function parseMarkers(body: string): string[] {
  const ids = new Set<string>();
  for (const match of scanCode(body).masked.matchAll(MARKER)) {
    const id = match[1];
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

const FILE_MARKER = /<!--[ \t]*codehawk-file:[ \t]*([0-9a-f]{12})[ \t]*-->/;

/**
 * A short fingerprint of a file's content, recorded (hidden) in a posted comment so that on the next
 * push the fix verifier can tell whether the file changed since the finding was reported.
 */
export function fileFingerprint(content: string): string {
  return bytesToHex(sha1(utf8ToBytes(content))).slice(0, 12);
}

/** The hidden marker carrying a file fingerprint. */
export function fileMarker(fingerprint: string): string {
  return `<!-- codehawk-file: ${fingerprint} -->`;
}

/** The file fingerprint recorded in a comment body, if any (markers inside code do not count). */
export function parseFileFingerprint(body: string): string | undefined {
  return FILE_MARKER.exec(scanCode(body).masked)?.[1];
}
