// A minified bundle is skipped; a hand-written module holding a long string of data (a word list
// packed into one literal, as ethers ships its mnemonics) is code like any other.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const PACKED_WORDS = 'AbleAcidAlsoApexAquaArchAreaArmyAtomAunt'.repeat(100);

describe('a file with a line longer than a minified bundle has', () => {
  it('is read when the long lines are string literals of data', async () => {
    const callersOf = await callersIn({
      'src/words.ts': [
        "import { decode } from './decode.js';",
        `const words = "${PACKED_WORDS}";`,
        'const more = [',
        `  '${PACKED_WORDS}',`,
        `  \`${PACKED_WORDS}\`,`,
        '];',
        'export function wordlist() { return decode(words + more.join("")); }',
      ].join('\n'),
      'src/decode.ts': 'export function decode(packed: string) { return packed.split(","); }\n',
      'src/mnemonic.ts':
        "import { wordlist } from './words.js';\nexport function phrase() { return wordlist(); }\n",
    });
    expect(callersOf('src/decode.ts#decode')).toEqual(['src/words.ts#wordlist@7 certain import']);
    expect(callersOf('src/words.ts#wordlist')).toEqual(['src/mnemonic.ts#phrase@2 certain import']);
  });

  it('is skipped as minified when the long line is code', async () => {
    const callersOf = await callersIn({
      'src/bundle.js': `export function run(){return ${'f("a")+'.repeat(600)}1}\n`,
      'src/main.js':
        "import { run } from './bundle.js';\nexport function main() { return run(); }\n",
      'src/decode.js': 'export function f(s) { return s; }\n',
    });
    expect(callersOf('src/decode.js#f')).toEqual([]);
  });
});
