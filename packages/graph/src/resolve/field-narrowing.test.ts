// Fields narrowed by a condition: inside `if (this.key instanceof Ed25519)`, `this.key` is one.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const KEYS = [
  'export abstract class PublicKey { abstract serialize(): string; }',
  "export class Ed25519 extends PublicKey { serialize() { return 'ed'; } }",
  "export class Secp256k1 extends PublicKey { serialize() { return 'k1'; } }",
  "export class Keyless extends PublicKey { serialize() { return 'kl'; } }",
  'export function isKeyless(key: unknown): key is Keyless { return key instanceof Keyless; }',
].join('\n');

describe('fields narrowed by a condition', () => {
  it('narrow `this.f.m()` to the class `this.f instanceof X` or a guard tests, in its branch', async () => {
    const callersOf = await callersIn({
      'src/keys.ts': KEYS,
      'src/account.ts': [
        "import { Ed25519, PublicKey, Secp256k1, isKeyless } from './keys.js';",
        'export class Account {',
        '  constructor(readonly key: PublicKey) {}',
        '  write(): string {',
        '    if (this.key instanceof Ed25519) return this.key.serialize();',
        "    return '';",
        '  }',
        '  rest(): string {',
        '    return this.key.serialize();',
        '  }',
        '  #kept: PublicKey = new Secp256k1();',
        '  kept(): string {',
        "    return this.#kept instanceof Secp256k1 ? this.#kept.serialize() : '';",
        '  }',
        '  guarded(): string {',
        "    if (!isKeyless(this.key)) return '';",
        '    return this.key.serialize();',
        '  }',
        '}',
      ].join('\n'),
    });
    // The narrowed calls reach the class tested only; the field's call elsewhere, every subclass.
    expect(callersOf('src/keys.ts#Ed25519.serialize')).toEqual([
      'src/account.ts#Account.rest@8 likely type',
      'src/account.ts#Account.write@4 likely type',
    ]);
    expect(callersOf('src/keys.ts#Keyless.serialize')).toEqual([
      'src/account.ts#Account.guarded@15 likely type',
      'src/account.ts#Account.rest@8 likely type',
    ]);
    expect(callersOf('src/keys.ts#Secp256k1.serialize')).toEqual([
      'src/account.ts#Account.kept@12 likely type',
      'src/account.ts#Account.rest@8 likely type',
    ]);
  });
});
