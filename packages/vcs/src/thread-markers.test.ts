import { embedMarker } from '@codehawk/findings';
import { expect, it } from 'vitest';
import { crIdsOfThread } from './thread-markers.js';

const ours = (body: string): { ours: boolean; body: string } => ({ ours: true, body });
const theirs = (body: string): { ours: boolean; body: string } => ({ ours: false, body });

it('a thread we opened carries the cr-ids of our comments, each once, in order', () => {
  expect(
    crIdsOfThread(true, [
      ours(embedMarker('Null check missing.', '0a1b2c3d')),
      theirs(embedMarker('Quoting it back.', 'ffffffff')),
      ours(embedMarker('Still open.', '0a1b2c3d')),
      ours(embedMarker('Also this.', '12345678')),
    ]),
  ).toEqual(['0a1b2c3d', '12345678']);
});

it('a thread someone else opened carries none, even when we replied with a marker', () => {
  expect(crIdsOfThread(false, [theirs('Why?'), ours(embedMarker('Because.', '0a1b2c3d'))])).toEqual(
    [],
  );
});
