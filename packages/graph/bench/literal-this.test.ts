// The accuracy reference's rule for `this` in an object literal's methods: the literal's own
// method runs, even where the literal is checked against a type that declares the method.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { callsOwnLiteralMethod } from './literal-this.js';

const source = [
  'type Connector = { connect(): Promise<void>; getProvider(): Promise<unknown> };',
  'declare function createConnector(f: () => Connector): () => Connector;',
  'export const injected = createConnector(() => ({',
  '  async connect() { await this.getProvider(); },',
  '  getProvider: async function () { return this.connect(); },',
  '}));',
  'export const other = { getProvider() { return 1; }, run() { return [1].map(() => this.getProvider()); } };',
  'export class Wallet { getProvider() { return 2; } connect() { return this.getProvider(); } }',
].join('\n');
const file = ts.createSourceFile('connectors.ts', source, ts.ScriptTarget.Latest, true);

/** Each `this.<name>` access, and the declarations of `name` in object literals and classes. */
function find(name: string): { accesses: ts.Node[]; declared: ts.Node[] } {
  const accesses: ts.Node[] = [];
  const declared: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === name) accesses.push(node.name);
    if (
      (ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node)) &&
      node.name.getText() === name
    )
      declared.push(node.name);
    node.forEachChild(visit);
  };
  visit(file);
  return { accesses, declared };
}

describe("`this` in an object literal's method", () => {
  it("reaches the literal's own method, also from an arrow function inside it", () => {
    const { accesses, declared } = find('getProvider');
    const [inConnect, inRun, inWallet] = accesses;
    const [ofInjected, ofOther, ofWallet] = declared;
    if (!inConnect || !inRun || !inWallet || !ofInjected || !ofOther || !ofWallet)
      throw new Error('the source changed');
    expect(callsOwnLiteralMethod(inConnect, ofInjected)).toBe(true);
    expect(callsOwnLiteralMethod(inRun, ofOther)).toBe(true);
    // Not another literal's, nor a class's `this`.
    expect(callsOwnLiteralMethod(inConnect, ofOther)).toBe(false);
    expect(callsOwnLiteralMethod(inWallet, ofWallet)).toBe(false);
  });

  it('reaches it from a function expression held by a property', () => {
    const { accesses, declared } = find('connect');
    const [inGetProvider] = accesses;
    const [ofInjected, ofWallet] = declared;
    if (!inGetProvider || !ofInjected || !ofWallet) throw new Error('the source changed');
    expect(callsOwnLiteralMethod(inGetProvider, ofInjected)).toBe(true);
    expect(callsOwnLiteralMethod(inGetProvider, ofWallet)).toBe(false);
  });
});
