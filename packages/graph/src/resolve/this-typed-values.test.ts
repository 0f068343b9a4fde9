// A value written with the type `this` (`copy(other: this)`, `const x: this = …`) is an instance
// of the class around it, as `this` is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('values typed `this`', () => {
  it("reach the class's methods and those it inherits", async () => {
    const callersOf = await callersIn({
      'src/property.ts': [
        'export class Property {',
        '  getName(): string { return ""; }',
        '  copy(other: this): this { other.getName(); return this; }',
        '  equals(other: this) { const same: this = other; return same.getName(); }',
        '}',
        'export class Root extends Property {',
        '  getDefaultScene() { return 1; }',
        '  copy(other: this): this { other.getDefaultScene(); return this; }',
        '}',
        'export class Texture { getName() { return "t"; } getDefaultScene() { return 0; } }',
      ].join('\n'),
    });
    expect(callersOf('src/property.ts#Property.getName')).toEqual([
      'src/property.ts#Property.copy@3 likely type',
      'src/property.ts#Property.equals@4 likely type',
    ]);
    expect(callersOf('src/property.ts#Root.getDefaultScene')).toEqual([
      'src/property.ts#Root.copy@8 likely type',
    ]);
    expect(callersOf('src/property.ts#Texture.getName')).toEqual([]);
    expect(callersOf('src/property.ts#Texture.getDefaultScene')).toEqual([]);
  });
});
