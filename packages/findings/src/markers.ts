import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FindingsError } from './errors.js';
import { scanCode } from './markdown-code.js';

// Every hidden marker CodeHawk writes into a comment, and how it is read back. The rules that keep
// hostile text from passing as ours live here and in the VCS adapters that call these:
// - a marker counts only outside code (a fence or code span shows it as text, it is not ours);
// - only exact ASCII forms match: look-alike Unicode spaces, full-width punctuation or an extra hex
//   digit make it something else;
// - the body we write carries exactly one cr-id — any marker in the text (a finding quoting a pull
//   request) is defused before ours is appended;
// - a marker is believed only in a comment our identity wrote (`markersOfComment` with `ours`): a
//   developer pasting one into their own comment changes nothing.

const CR_ID = /^[0-9a-f]{8}(?:[0-9a-f]{8})?$/;

// Only ASCII space, tab and line breaks may pad a marker. Each quantifier runs over a character
// class disjoint from what follows it, so matching stays linear. 16 hex digits, or 8 from older versions.
const MARKER =
  /<!--[ \t\r\n]*cr-id[ \t\r\n]*:[ \t\r\n]*([0-9a-f]{8}(?:[0-9a-f]{8})?)[ \t\r\n]*-->/g;

/** Appends the hidden `<!-- cr-id: {id} -->` marker to a comment body. */
export function embedMarker(body: string, id: string): string {
  if (!CR_ID.test(id)) {
    throw new FindingsError(
      'INVALID_CR_ID',
      `Cannot embed cr-id "${id}": a cr-id is 16 lowercase hex characters, as produced by crId().`,
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

/** The hidden marker that identifies CodeHawk's summary comment, on a line of its own. */
export const SUMMARY_MARKER = '<!-- codehawk-summary -->';

/** Whether a body carries the summary marker on a line of its own (a quoted marker does not count). */
export function hasSummaryMarker(body: string): boolean {
  return body.split('\n').some((line) => line.trim() === SUMMARY_MARKER);
}

/** The body with the summary marker on its own last line, once. */
export function withSummaryMarker(body: string): string {
  const lines = body.split('\n').filter((line) => line.trim() !== SUMMARY_MARKER);
  return `${lines.join('\n').trimEnd()}\n\n${SUMMARY_MARKER}`;
}

const VERIFICATION_MARKER = /<!-- codehawk-verification: ([a-z_]+) -->/;

/** The hidden marker on a verification reply (its status), so a re-run never repeats one. */
export function verificationMarker(status: string): string {
  return `<!-- codehawk-verification: ${status} -->`;
}

/** The verification status a reply records, if any (markers inside code do not count). */
export function parseVerificationMarker(body: string): string | undefined {
  return VERIFICATION_MARKER.exec(scanCode(body).masked)?.[1];
}

const RUN_STATE = /<!-- codehawk-run: ([A-Za-z0-9_-]+) -->/g;

/** base64url of UTF-8 text, without Node's Buffer (this package runs in browsers too). */
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/** The run-state marker: JSON in base64url, so no platform's Markdown rewriting can touch it. */
export function runStateMarker(json: string): string {
  return `<!-- codehawk-run: ${toBase64Url(json)} -->`;
}

/**
 * The JSON text of the last run-state marker in a body, if any (markers inside code do not count,
 * nor one that does not decode).
 */
export function parseRunStateMarker(body: string): string | undefined {
  const encoded = [...scanCode(body).masked.matchAll(RUN_STATE)].at(-1)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return fromBase64Url(encoded);
  } catch {
    return undefined;
  }
}

/** What the hidden markers of one comment say — nothing unless our identity wrote it. */
export interface CommentMarkers {
  crIds: string[];
  fileFingerprint?: string;
  verification?: string;
}

/** The markers of a comment, believed only when `ours` (see the rules at the top of this module). */
export function markersOfComment(comment: { ours: boolean; body: string }): CommentMarkers {
  if (!comment.ours) return { crIds: [] };
  const fingerprint = parseFileFingerprint(comment.body);
  const verification = parseVerificationMarker(comment.body);
  return {
    crIds: parseMarkers(comment.body),
    ...(fingerprint === undefined ? {} : { fileFingerprint: fingerprint }),
    ...(verification === undefined ? {} : { verification }),
  };
}
