import { describe, expect, it } from 'vitest';
import { escapeForAzureDevOps } from './escape.js';

describe('escapeForAzureDevOps', () => {
  it.each([
    ['Fixes #42.', 'Fixes `#42`.'],
    ['(#7) and #8', '(`#7`) and `#8`'],
    ['already `#9` quoted', 'already `#9` quoted'],
    ['a heading\n# Title', 'a heading\n# Title'],
    ['C# and issue#5 and &#39;', 'C# and issue#5 and &#39;'],
    ['**Suggestion:**```ts\nx\n```', '**Suggestion:**\n```ts\nx\n```'],
    ['```\n#12 inside code\n```\n#12 outside', '```\n#12 inside code\n```\n`#12` outside'],
    // A fence moved to its own line must not open a block that swallows the rest (markers included).
    ['a guide ~~~\n\n<!-- cr-id: 0a1b2c3d -->', 'a guide ~~~\n\n<!-- cr-id: 0a1b2c3d -->'],
    ['use `a ~~~ b` here', 'use `a ~~~ b` here'],
  ])('%j → %j', (input, output) => {
    expect(escapeForAzureDevOps(input)).toBe(output);
  });
});
