// The accuracy reference's calls the call hierarchy misses: a class implementing a mapped type or
// an intersection runs its own method for calls through that type, which the call hierarchy's
// search from the class's method never meets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { languageService } from './language-service.js';
import { callsThroughMappedTypes } from './mapped-signatures.js';

const source = [
  'export interface IField<T> { mul(a: T, b: T): T; isOdd?(a: T): boolean }',
  'export type Fp2 = { c0: bigint; c1: bigint };',
  'export type Fp6 = { c0: Fp2; c1: Fp2; c2: Fp2 };',
  'export type Fp6Bls = IField<Fp6> & { frobenius(a: Fp6): Fp6 };',
  'export interface PartialMapper { visit?(node: string): string }',
  'export type Mapper = { [K in keyof PartialMapper]-?: PartialMapper[K] };',
  'export class Field2 implements IField<Fp2> { mul(a: Fp2, b: Fp2) { return a; } }',
  'export class Field6 implements Fp6Bls {',
  '  mul(a: Fp6, b: Fp6) { return a; }',
  '  frobenius(a: Fp6) { return a; }',
  '}',
  'export class Printer implements Mapper { visit(node: string) { return node; } }',
  'export function square<T>(F: IField<T>, x: T) { return F.mul(x, x); }',
  'export function six(F: Fp6Bls, x: Fp6) { return F.mul(x, x); }',
  'export function print(m: Mapper) { return m.visit("x"); }',
].join('\n');

const root = mkdtempSync(join(tmpdir(), 'codehawk-mapped-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'fields.ts'), source);
const { service, program, texts } = languageService({
  name: 'fields',
  style: 'a test',
  root,
  sources: ['fields.ts'],
  declarations: [],
});

/** The lines of the calls the reference adds for method `name` of class `owner`. */
function addedCallLines(owner: string, name: string): number[] {
  const file = program.getSourceFile(join(root, 'fields.ts'));
  let method: ts.MethodDeclaration | undefined;
  file?.forEachChild((node) => {
    if (ts.isClassDeclaration(node) && node.name?.text === owner)
      method = node.members.find(
        (member): member is ts.MethodDeclaration =>
          ts.isMethodDeclaration(member) && member.name.getText() === name,
      );
  });
  if (!file || !method) throw new Error(`no ${owner}.${name}`);
  return callsThroughMappedTypes(service, program, method, texts).map(
    (call) => file.getLineAndCharacterOfPosition(call.position).line + 1,
  );
}

describe('calls the call hierarchy misses', () => {
  it('reach a class implementing an intersection through each of its members', () => {
    // The call hierarchy finds no caller of Field6.mul at all.
    const hierarchy = service.prepareCallHierarchy(
      join(root, 'fields.ts'),
      source.indexOf('mul(a: Fp6'),
    );
    const item = Array.isArray(hierarchy) ? hierarchy[0] : hierarchy;
    expect(
      item && service.provideCallHierarchyIncomingCalls(item.file, item.selectionSpan.start),
    ).toEqual([]);
    expect(addedCallLines('Field6', 'mul')).toEqual([13, 14]);
  });

  it('reach a class implementing a mapped type', () => {
    expect(addedCallLines('Printer', 'visit')).toEqual([15]);
  });

  it('add nothing for an interface the class implements directly, which the hierarchy links', () => {
    expect(addedCallLines('Field2', 'mul')).toEqual([]);
  });
});
