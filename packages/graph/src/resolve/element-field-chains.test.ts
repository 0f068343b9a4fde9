// A field read off an element (`configKeys[0].publicKey.equals(…)`) is what the element's type
// declares for it, as through a variable holding the element (`const key = configKeys[0]`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('fields of an element', () => {
  it("are what the element's written type declares", async () => {
    const callersOf = await callersIn({
      'src/keys.ts': [
        'export class PublicKey { equals(other: PublicKey) { return true; } }',
        'export class Hash { equals(other: Hash) { return true; } }',
        'export interface ConfigKey { publicKey: PublicKey; isSigner: boolean }',
      ].join('\n'),
      'src/info.ts': [
        "import type { ConfigKey, PublicKey } from './keys';",
        'export class ValidatorInfo {',
        '  keys: ConfigKey[] = [];',
        '  static fromConfigData(configKeys: Array<ConfigKey>, key: PublicKey) {',
        '    return configKeys[0].publicKey.equals(key);',
        '  }',
        '  first() { return this.keys[0].publicKey.equals(this.keys[1].publicKey); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/keys.ts#PublicKey.equals')).toEqual([
      'src/info.ts#ValidatorInfo.first@7 likely type',
      'src/info.ts#ValidatorInfo.fromConfigData@4 likely type',
    ]);
    expect(callersOf('src/keys.ts#Hash.equals')).toEqual([]);
  });
});
