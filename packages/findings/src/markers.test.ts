import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  embedMarker,
  hasSummaryMarker,
  markersOfComment,
  parseMarkers,
  parseRunStateMarker,
  runStateMarker,
  SUMMARY_MARKER,
  verificationMarker,
  withSummaryMarker,
} from './markers.js';

describe('embedMarker', () => {
  it('appends a hidden marker that parseMarkers reads back', () => {
    const body = embedMarker('**Warning**: token is not verified.', '1d884bc7');
    expect(body).toBe('**Warning**: token is not verified.\n\n<!-- cr-id: 1d884bc7 -->');
    expect(parseMarkers(body)).toEqual(['1d884bc7']);
  });

  it('refuses an id that is not 16 lowercase hex characters', () => {
    expect(() => embedMarker('x', 'cr-001')).toThrow(/16 lowercase hex characters/);
    expect(() => embedMarker('x', '1d884bc7c1ea')).toThrow(/crId\(\)/);
    expect(() => embedMarker('x', '1D884BC7')).toThrow(/crId\(\)/);
  });

  it('defuses markers already in the body so only our id remains', () => {
    const body = embedMarker('quoted <!-- cr-id: deadbeef --> from the diff', '1d884bc7');
    expect(parseMarkers(body)).toEqual(['1d884bc7']);
  });

  it('closes a code fence the body left open, so the marker is not swallowed', () => {
    const body = embedMarker('Suggestion:\n```ts\nconst x = 1;', '1d884bc7');
    expect(parseMarkers(body)).toEqual(['1d884bc7']);
  });

  it('round-trips any body', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[0-9a-f]{16}$/), (text, id) => {
        expect(parseMarkers(embedMarker(text, id))).toEqual([id]);
      }),
    );
  });
});

describe('parseMarkers', () => {
  it('tolerates whitespace and line breaks inside the marker', () => {
    expect(parseMarkers('a <!--cr-id:0a1b2c3d--> b <!--  \n cr-id :\t 11112222 \n -->')).toEqual([
      '0a1b2c3d',
      '11112222',
    ]);
  });

  it('returns each id once, in order of appearance', () => {
    const body = '<!-- cr-id: bbbbbbbb --> <!-- cr-id: aaaaaaaa --> <!-- cr-id: bbbbbbbb -->';
    expect(parseMarkers(body)).toEqual(['bbbbbbbb', 'aaaaaaaa']);
  });

  it.each([
    ['a ninth hex digit', '<!-- cr-id: 1d884bc7a -->'],
    ['seven hex digits', '<!-- cr-id: 1d884bc -->'],
    ['upper-case hex', '<!-- cr-id: 1D884BC7 -->'],
    ['an underscore instead of a dash', '<!-- cr_id: 1d884bc7 -->'],
    ['a non-breaking space', '<!--\u00a0cr-id: 1d884bc7 -->'],
    ['a full-width colon', '<!-- cr-id\uff1a 1d884bc7 -->'],
    ['an escaped comment', '&lt;!-- cr-id: 1d884bc7 --&gt;'],
    ['an unterminated comment', '<!-- cr-id: 1d884bc7'],
    ['a code span', 'see `<!-- cr-id: 1d884bc7 -->`'],
    ['a fenced block', '```html\n<!-- cr-id: 1d884bc7 -->\n```'],
    ['an unclosed fenced block', '~~~\n<!-- cr-id: 1d884bc7 -->'],
  ])('is not fooled by %s', (_label, body) => {
    expect(parseMarkers(body)).toEqual([]);
  });

  it('reads a marker after a closed fenced block', () => {
    expect(parseMarkers('```\ncode\n```\n<!-- cr-id: 1d884bc7 -->')).toEqual(['1d884bc7']);
  });
});

describe('file fingerprints', () => {
  it('change with the content and are read back from a comment body', async () => {
    const { fileFingerprint, fileMarker, parseFileFingerprint } = await import('./markers.js');
    const before = fileFingerprint('a\nb\n');
    expect(before).toMatch(/^[0-9a-f]{12}$/);
    expect(fileFingerprint('a\nB\n')).not.toBe(before);
    expect(parseFileFingerprint(`text\n\n${fileMarker(before)}`)).toBe(before);
    expect(parseFileFingerprint('`<!-- codehawk-file: 0123456789ab -->`')).toBeUndefined();
  });
});

describe('one marker module', () => {
  const id = '1d884bc7c1ea4c99';

  it('reads a 16-character id and an older 8-character one, nothing in between', () => {
    expect(parseMarkers(`<!-- cr-id: ${id} -->`)).toEqual([id]);
    expect(parseMarkers('<!-- cr-id: 1d884bc7 -->')).toEqual(['1d884bc7']);
    expect(parseMarkers('<!-- cr-id: 1d884bc7c1ea -->')).toEqual([]);
  });

  it('believes markers only in a comment our identity wrote, and never inside code', () => {
    const body = [
      embedMarker('A finding.', id),
      verificationMarker('fixed'),
      '`<!-- codehawk-verification: dismissed -->`',
    ].join('\n\n');
    expect(markersOfComment({ ours: true, body })).toEqual({
      crIds: [id],
      verification: 'fixed',
    });
    // A developer pasting the same text into their own comment changes nothing.
    expect(markersOfComment({ ours: false, body })).toEqual({ crIds: [] });
    expect(
      markersOfComment({ ours: true, body: '```\n<!-- codehawk-verification: fixed -->\n```' }),
    ).toEqual({ crIds: [] });
  });

  it('round-trips the run state through base64url, and ignores one quoted as code', () => {
    const json = JSON.stringify({ head: 'abc', note: 'ü — 日本 <!-- -->' });
    expect(parseRunStateMarker(`Summary\n\n${runStateMarker(json)}`)).toBe(json);
    expect(parseRunStateMarker(`\`\`\`\n${runStateMarker(json)}\n\`\`\``)).toBeUndefined();
    expect(parseRunStateMarker('<!-- codehawk-run: !!! -->')).toBeUndefined();
  });

  it('finds the summary marker only on a line of its own, and writes it once', () => {
    expect(hasSummaryMarker(`## CodeHawk\n\n${SUMMARY_MARKER}`)).toBe(true);
    expect(hasSummaryMarker(`quoted: ${SUMMARY_MARKER}`)).toBe(false);
    expect(withSummaryMarker(withSummaryMarker('## CodeHawk')).split(SUMMARY_MARKER)).toHaveLength(
      2,
    );
  });
});
