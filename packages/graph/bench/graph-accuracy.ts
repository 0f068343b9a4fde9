// Accuracy of the graph against the TypeScript language service (typescript 5.9's compiler API) on
// several corpora of different styles (see corpora.ts), each resolved as its tsconfig says:
//   (a) caller → callee edges          prepareCallHierarchy + provideCallHierarchyIncomingCalls
//   (b) caller files per function      the same, at file level
//   (c) import edges                   ts.resolveModuleName
//   (d) depth-2 blast radius (files)   both graphs walked the same way
// Two references: the language service's call hierarchy as it is, and the same filtered to what
// the receiver's declared type allows — the call hierarchy counts every implementation of an
// interface method as one symbol, so `this.query()` in one class would count as a call of every
// other class's `query`. Declared-type rules: a call through a receiver whose type resolves the
// method to a class's concrete method reaches that method only; through an interface (or an
// abstract or signature declaration), the implementations the receiver can be: those in classes
// whose instance type is assignable to the receiver's type (`lifetime.join()` on a `Lifetime` not
// the `join` of a class implementing only `Lifetime.Owner`, `Set<string>.has()` not an override
// in a `Set<PeerAddress>` subclass; a type parameter stands for its constraint; an object
// literal's method, a generic class's, or a receiver typed `any` or `unknown` keeps them all); a
// `this.` call in a class also reaches overrides in that class's subclasses (not a sibling's
// override of an inherited method); a write (`ctx.reply = other`) calls nothing. Calls that are
// not `receiver.method()` are kept as they are.
// The call hierarchy lists a method read as a value (any `x.m`) but not a function named as one
// (`.filter(isValid)`, `{ onError: defaultHandler }`, `return handler`): the declared-type
// reference adds those (value-uses.ts), and the figure of calls alone is printed beside it.
//
// `tsx bench/graph-accuracy.ts` measures every corpus, each in a fresh process, and prints the
// minimum across them; `tsx bench/graph-accuracy.ts rxjs` one. ACCURACY_SAMPLE (default 700) is
// how many declarations of each corpus are checked, spread evenly; `all` checks every one.
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { buildGraph } from '../src/index.js';
import { corpusNames, loadCorpus } from './corpora.js';
import { languageService } from './language-service.js';
import { callsOwnLiteralMethod } from './literal-this.js';
import { callsThroughMappedTypes } from './mapped-signatures.js';
import { namespaceMemberReads } from './namespace-members.js';
import { nodeAt, valueUses } from './value-uses.js';

interface Score {
  precision: number;
  recall: number;
  f1: number;
  truth: number;
  ours: number;
}

const only = process.argv[2];
if (!only) {
  measureAll();
  process.exit(0);
}

const SAMPLE =
  process.env.ACCURACY_SAMPLE === 'all' ? Infinity : Number(process.env.ACCURACY_SAMPLE ?? 700);
const corpus = loadCorpus(only);
const root = corpus.root;
const sources = corpus.sources;
const absolute = (path: string): string => join(root, path);
const rel = (path: string): string => relative(root, path).split('\\').join('/');

// --- The TypeScript language service over the same files.
const { options, texts, service, program, resolveModule, redirected } = languageService(corpus);
const checker = program.getTypeChecker();

/** Declarations the call hierarchy can answer for: functions, methods, classes, function-valued bindings. */
function declarations(file: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) found.push(node.name);
    else if (ts.isMethodDeclaration(node) && node.body) found.push(node.name);
    else if (ts.isClassDeclaration(node) && node.name) found.push(node.name);
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found.push(node.name);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const lineOf = (file: ts.SourceFile, position: number): number =>
  file.getLineAndCharacterOfPosition(position).line + 1;
const keyOf = (path: string, line: number): string => `${path}:${line}`;

const allDeclarations: { path: string; node: ts.Node; key: string; method: boolean }[] = [];
for (const path of sources) {
  const file = program.getSourceFile(absolute(path));
  if (!file) continue;
  for (const node of declarations(file)) {
    allDeclarations.push({
      path,
      node,
      key: keyOf(path, lineOf(file, node.getStart(file))),
      method: ts.isMethodDeclaration(node.parent),
    });
  }
}
// A deterministic sample spread over the whole corpus.
const step = Math.max(1, Math.floor(allDeclarations.length / SAMPLE));
const sampled = allDeclarations.filter((_, index) => index % step === 0).slice(0, SAMPLE);
const sampledKeys = new Set(sampled.map((entry) => entry.key));

/** Whether class or interface `derived` is `base` or extends or implements it, at any depth. */
function derives(derived: ts.Node, base: ts.Symbol, seen = new Set<ts.Node>()): boolean {
  if (seen.has(derived)) return false;
  seen.add(derived);
  if (!ts.isClassLike(derived) && !ts.isInterfaceDeclaration(derived)) return false;
  const symbol = derived.name ? checker.getSymbolAtLocation(derived.name) : undefined;
  if (symbol === base) return true;
  for (const clause of derived.heritageClauses ?? [])
    for (const type of clause.types) {
      const target = checker.getSymbolAtLocation(type.expression);
      const resolved =
        target && target.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(target) : target;
      if (resolved === base) return true;
      for (const declaration of resolved?.declarations ?? [])
        if (derives(declaration, base, seen)) return true;
    }
  return false;
}

/**
 * A declaration promising a method rather than implementing it: an interface's, abstract, a type's.
 * A class's method declared without a body in a declaration file (`declare class URI { toString():
 * string }`, a library's) is that class's own, implemented in its JavaScript: no dispatch.
 */
function isPromise(declaration: ts.Declaration): boolean {
  if (ts.isMethodSignature(declaration) || ts.isPropertySignature(declaration)) return true;
  const modifiers = ts.canHaveModifiers(declaration) ? ts.getModifiers(declaration) : undefined;
  if (modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AbstractKeyword)) return true;
  return (
    ts.isMethodDeclaration(declaration) &&
    declaration.body === undefined &&
    !isAmbient(declaration) &&
    !isOverloadSignature(declaration)
  );
}

/**
 * An overload signature of a method its class implements (`command(ns, cmd): Promise<Document>;`
 * before `command(ns, cmd, options) { … }`): the class's own method, not a promise its subclasses
 * keep, so a call through a receiver of that class reaches no subclass's override.
 */
function isOverloadSignature(declaration: ts.MethodDeclaration): boolean {
  const owner = declaration.parent;
  if (!ts.isClassLike(owner)) return false;
  const name = declaration.name.getText();
  const isStatic = (member: ts.ClassElement): boolean =>
    ts.canHaveModifiers(member) &&
    (ts.getModifiers(member) ?? []).some(
      (modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword,
    );
  return owner.members.some(
    (member) =>
      ts.isMethodDeclaration(member) &&
      member.body !== undefined &&
      member.name.getText() === name &&
      isStatic(member) === isStatic(declaration),
  );
}

/** Declared, not implemented, here: in a declaration file or a `declare class`. */
function isAmbient(declaration: ts.Declaration): boolean {
  if (declaration.getSourceFile().isDeclarationFile) return true;
  const owner = declaration.parent;
  const modifiers = ts.canHaveModifiers(owner) ? ts.getModifiers(owner) : undefined;
  return modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword) === true;
}

/** The class a `this` at `node` is an instance of: that of the nearest method, field or constructor. */
function thisClass(node: ts.Node): ts.ClassLikeDeclaration | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isArrowFunction(current)) continue;
    if (ts.isClassLike(current)) return current;
    if (ts.isFunctionLike(current) || ts.isClassStaticBlockDeclaration(current))
      return current.parent && ts.isClassLike(current.parent) ? current.parent : undefined;
  }
  return undefined;
}

/** `X.prototype`, or a constant holding it (`const objectPrototype = Object.prototype`). */
function isPrototype(expression: ts.Expression): boolean {
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text === 'prototype';
  if (!ts.isIdentifier(expression)) return false;
  const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
  return (
    declaration !== undefined &&
    ts.isVariableDeclaration(declaration) &&
    (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0 &&
    declaration.initializer !== undefined &&
    ts.isPropertyAccessExpression(declaration.initializer) &&
    declaration.initializer.name.text === 'prototype'
  );
}

/** Whether the receiver's declared type allows a call at `span` in `file` to reach `callee`. */
function declaredTypeAllows(
  file: ts.SourceFile,
  position: number,
  callee: ts.Node,
  prototypeRule = true,
  receiverRule = true,
  literalRule = false,
): boolean {
  const token = nodeAt(file, position);
  const access = token.parent;
  if (!access || !ts.isPropertyAccessExpression(access) || access.name !== token) return true;
  // `ctx.reply = other`: a write replaces the method and runs nothing (the call hierarchy lists
  // every property access of the method's name, a write too).
  if (
    ts.isBinaryExpression(access.parent) &&
    access.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    access.parent.left === access
  )
    return false;
  const found = checker.getSymbolAtLocation(token);
  // `encode.f()` through `import * as encode from './encode/index.js'`, whose barrel writes
  // `export { f } from './base.js'`: the re-export stands for the function it names.
  const symbol =
    found && found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
  const declarations = symbol?.declarations ?? [];
  if (declarations.length === 0) return true;
  const declaration = callee.parent;
  if (declarations.includes(declaration as ts.Declaration)) return true;
  // `Object.prototype.toString.call(x)` names one method, that prototype's own: no dispatch to
  // the classes that override it (the call hierarchy counts every `toString` of the repository).
  if (prototypeRule && isPrototype(access.expression)) return false;
  const owner = declaration?.parent;
  const receiver = access.expression.kind;
  if (receiver === ts.SyntaxKind.ThisKeyword || receiver === ts.SyntaxKind.SuperKeyword) {
    // `super.m()` calls what it resolves to, nothing else.
    if (receiver === ts.SyntaxKind.SuperKeyword) return false;
    // In a class, `this` is that class or a subclass of it: overrides in its subclasses (not in a
    // sibling subclass of the base declaring `m`).
    const enclosing = thisClass(access);
    const self = enclosing?.name ? checker.getSymbolAtLocation(enclosing.name) : undefined;
    if (self) return owner !== undefined && derives(owner, self);
    // An object literal's `this` is the literal: its own method runs, whatever type the literal
    // is checked against (`this.m` resolves to that type's signature). Otherwise, overrides in
    // subclasses of the class declaring what `this.m` resolves to.
    if (callsOwnLiteralMethod(access, callee)) return true;
    return declarations.some((resolved) => {
      const container = resolved.parent;
      const base =
        container &&
        (ts.isClassLike(container) || ts.isInterfaceDeclaration(container)) &&
        container.name
          ? checker.getSymbolAtLocation(container.name)
          : undefined;
      return base !== undefined && owner !== undefined && derives(owner, base);
    });
  }
  // Through an interface (or abstract declaration), the implementations of it that the
  // receiver can be.
  if (!declarations.some(isPromise)) return false;
  if (literalRule && owner && ts.isObjectLiteralExpression(owner))
    return literalCanBe(access.expression, owner);
  const method = ts.isIdentifier(callee) || ts.isStringLiteral(callee) ? callee.text : '';
  return !receiverRule || receiverCanBe(access.expression, owner, method);
}

/** Why the receiver's type last ruled out an edge (`Set<string>` vs `PeerSet`), for ACCURACY_DEBUG. */
let ruledOut = '';

/**
 * Whether `receiver`'s type admits an instance of the class declaring the callee, or of a subclass
 * inheriting it: such a class's instance type is assignable to the receiver's (a union admits each
 * member's, a type parameter its constraint's). A generic class is taken with `any` for its type
 * parameters (the type of its `prototype`), so that only what no instantiation could be is ruled
 * out. A receiver whose type mentions a type parameter (`codec: IJsonCodec<Major, TEncoded>` in a
 * generic function) cannot be judged by assignability, as no class satisfies a type parameter:
 * there a class having every member the receiver's type requires, whatever their types, is kept.
 * Yes whenever the check cannot judge: a callee that is not a class's method (an object
 * literal's), a class declared in a function (a factory's, which callers extend), a receiver typed
 * `any`, `unknown`, an unconstrained type parameter or an error.
 */
function receiverCanBe(
  receiver: ts.Expression,
  owner: ts.Node | undefined,
  method: string,
): boolean {
  if (!owner || !ts.isClassLike(owner)) return true;
  const classes = [owner, ...inheritors(owner, method)];
  if (classes.some((declaration) => ts.findAncestor(declaration.parent, ts.isFunctionLike)))
    return true;
  const type = knownReceiverType(receiver);
  if (!type) return true;
  const instances = classes.map(instanceOf);
  if (instances.some((instance) => instance === undefined)) return true;
  const known = instances.filter((instance) => instance !== undefined);
  if (known.some((instance) => checker.isTypeAssignableTo(instance, type))) return true;
  // Erased: when type parameters make assignability fail for want of an instantiation.
  const members = type.isUnionOrIntersection() ? type.types : [type];
  const named = members.flatMap((member) => [member.aliasSymbol, member.getSymbol()]);
  const erased = (declaration: ts.ClassLikeDeclaration, index: number): boolean =>
    (mentionsTypeParameter(type) || conditionalMembers(declaration)) &&
    (hasEveryMember(known[index] ?? type, type) ||
      named.some((base) => base !== undefined && derives(declaration, base)));
  if (classes.some(erased)) return true;
  // `class AnnotatedAllowedTypesInternal<T> extends ErasedTypeImplementation<AnnotatedAllowedTypes<T>>`
  // implements the opaque type it names (its array part comes from a proxy).
  if (classes.some((declaration) => namesInHeritage(declaration, named))) return true;
  ruledOut = `${checker.typeToString(type).slice(0, 90)} cannot be a ${known.map((instance) => checker.typeToString(instance)).join(' or ')}`;
  return false;
}

/**
 * Whether a receiver's type may be object literal `owner`: the literal has every member the type
 * requires (a union's member's), whatever their types. `x.pipe()` on a library's `Effect` cannot
 * be a call of a `Machine` literal's `pipe`, though both implement the library's `Pipeable`. A
 * prototype may be (see isPrototypeLiteral).
 */
function literalCanBe(receiver: ts.Expression, owner: ts.ObjectLiteralExpression): boolean {
  const type = knownReceiverType(receiver);
  return (
    !type || hasEveryMember(checker.getTypeAtLocation(owner), type) || isPrototypeLiteral(owner)
  );
}

const prototypes = new Map<ts.ObjectLiteralExpression, boolean>();

/**
 * Whether object literal `owner` is a prototype: given to `Object.create` or
 * `Object.setPrototypeOf`, spread into another literal, assigned to a `prototype` or copied onto
 * one with `Object.assign`, itself or through the variable it initialises. The objects made from
 * it carry members of their own (effect's `CommitPrototype`, spread into the prototypes of its
 * effects): that it lacks a member the receiver's type requires says nothing.
 */
function isPrototypeLiteral(owner: ts.ObjectLiteralExpression): boolean {
  let found = prototypes.get(owner);
  if (found === undefined) {
    found = usesOf(owner).some(makesObjects);
    prototypes.set(owner, found);
  }
  return found;
}

/** The literal, and each reference to the variable it initialises. */
function usesOf(owner: ts.ObjectLiteralExpression): ts.Node[] {
  let held: ts.Node = owner;
  while (
    ts.isAsExpression(held.parent) ||
    ts.isParenthesizedExpression(held.parent) ||
    ts.isSatisfiesExpression(held.parent)
  )
    held = held.parent;
  const declaration = held.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return [held];
  const name = declaration.name;
  const references = (
    service.findReferences(name.getSourceFile().fileName, name.getStart()) ?? []
  ).flatMap((symbol) => symbol.references);
  return [
    held,
    ...references.flatMap((reference) => {
      const file = program.getSourceFile(reference.fileName);
      return file ? [nodeAt(file, reference.textSpan.start)] : [];
    }),
  ];
}

/** Whether objects are made from the value `use` gives: a prototype's use. */
function makesObjects(use: ts.Node): boolean {
  let value = use;
  while (ts.isAsExpression(value.parent) || ts.isParenthesizedExpression(value.parent))
    value = value.parent;
  const parent = value.parent;
  if (ts.isSpreadAssignment(parent)) return true;
  if (
    ts.isBinaryExpression(parent) &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    parent.right === value &&
    ts.isPropertyAccessExpression(parent.left) &&
    ['prototype', '__proto__'].includes(parent.left.name.text)
  )
    return true;
  if (!ts.isCallExpression(parent) || !parent.arguments.includes(value as ts.Expression))
    return false;
  const callee = parent.expression.getText();
  if (callee === 'Object.create' || callee === 'Object.setPrototypeOf') return true;
  const [target] = parent.arguments;
  return (
    callee === 'Object.assign' &&
    target !== value &&
    target !== undefined &&
    /\bprototype$|^Object\.create\(/.test(target.getText())
  );
}

/**
 * A receiver's type, a type parameter's or conditional type's by its constraint; undefined when
 * it says nothing of what the receiver may be (`any`, `unknown`, `never`, no constraint).
 */
function knownReceiverType(receiver: ts.Expression): ts.Type | undefined {
  let type = checker.getTypeAtLocation(receiver);
  if (type.flags & ts.TypeFlags.TypeVariable || type.flags & ts.TypeFlags.Conditional) {
    const constraint = checker.getBaseConstraintOfType(type);
    if (!constraint) return undefined;
    type = constraint;
  }
  return type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)
    ? undefined
    : type;
}

/** Whether a type argument of `declaration`'s `extends` or `implements` clauses is one of `named`. */
function namesInHeritage(
  declaration: ts.ClassLikeDeclaration,
  named: (ts.Symbol | undefined)[],
): boolean {
  return (declaration.heritageClauses ?? []).some((clause) =>
    clause.types.some((base) =>
      (base.typeArguments ?? []).some((argument) => {
        if (!ts.isTypeReferenceNode(argument)) return false;
        const found = checker.getSymbolAtLocation(argument.typeName);
        const symbol =
          found && found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
        return symbol !== undefined && named.includes(symbol);
      }),
    ),
  );
}

/** A class's instance type, with `any` for its type parameters. */
function instanceOf(declaration: ts.ClassLikeDeclaration): ts.Type | undefined {
  const symbol = declaration.name && checker.getSymbolAtLocation(declaration.name);
  const prototype = symbol && checker.getTypeOfSymbol(symbol).getProperty('prototype');
  return prototype && checker.getTypeOfSymbol(prototype);
}

/** Whether `instance` has every member `type` requires (a member of a union's), whatever their types. */
function hasEveryMember(instance: ts.Type, type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some((member) =>
    member
      .getProperties()
      .every(
        (property) =>
          property.flags & ts.SymbolFlags.Optional || instance.getProperty(property.name),
      ),
  );
}

/** Each class's direct subclasses (`extends` naming it), over the whole program. */
let subclassIndex: Map<ts.Symbol, ts.ClassLikeDeclaration[]> | undefined;

/** The subclasses of `owner`, at any depth, that inherit its `method` (no override on the way). */
function inheritors(owner: ts.ClassLikeDeclaration, method: string): ts.ClassLikeDeclaration[] {
  if (!subclassIndex) {
    const index = new Map<ts.Symbol, ts.ClassLikeDeclaration[]>();
    const visit = (node: ts.Node): void => {
      if (ts.isClassLike(node))
        for (const clause of node.heritageClauses ?? [])
          if (clause.token === ts.SyntaxKind.ExtendsKeyword)
            for (const base of clause.types) {
              const found = checker.getSymbolAtLocation(base.expression);
              const symbol =
                found && found.flags & ts.SymbolFlags.Alias
                  ? checker.getAliasedSymbol(found)
                  : found;
              if (symbol) index.set(symbol, [...(index.get(symbol) ?? []), node]);
            }
      ts.forEachChild(node, visit);
    };
    for (const file of program.getSourceFiles()) visit(file);
    subclassIndex = index;
  }
  const symbol = owner.name && checker.getSymbolAtLocation(owner.name);
  const direct = (symbol && subclassIndex.get(symbol)) ?? [];
  const overrides = (subclass: ts.ClassLikeDeclaration): boolean =>
    subclass.members.some(
      (member) =>
        member.name !== undefined &&
        (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) &&
        member.name.text === method,
    );
  return direct
    .filter((subclass) => !overrides(subclass))
    .flatMap((subclass) => [subclass, ...inheritors(subclass, method)]);
}

/** Types computed from type parameters: conditional, indexed access (`T[K]`), `keyof T`. */
const computed = ts.TypeFlags.Conditional | ts.TypeFlags.IndexedAccess | ts.TypeFlags.Index;

/**
 * Whether a generic class's members have types computed from type parameters, which its
 * instantiation with `any` evaluates to what no real instantiation gives (a conditional to both
 * branches: `root: TreeFieldFromImplicitField<T>` fails a `TreeView<ImplicitFieldSchema>` that any
 * real instantiation satisfies; langium's `flat<D>(): FlatStream<T, D>`, an indexed access).
 */
function conditionalMembers(declaration: ts.ClassLikeDeclaration): boolean {
  if (!declaration.typeParameters) return false;
  const symbol = declaration.name && checker.getSymbolAtLocation(declaration.name);
  if (!symbol) return true;
  return checker
    .getDeclaredTypeOfSymbol(symbol)
    .getProperties()
    .some((property) => mentions(checker.getTypeOfSymbol(property), computed));
}

/** Whether `type` is or mentions a type parameter (in its type arguments, members or signatures). */
function mentionsTypeParameter(type: ts.Type): boolean {
  return mentions(type, ts.TypeFlags.TypeVariable | ts.TypeFlags.Conditional | ts.TypeFlags.Index);
}

/** Whether `type` is or mentions a type of `flags` (in its type arguments, members or signatures). */
function mentions(type: ts.Type, flags: ts.TypeFlags, depth = 0): boolean {
  if (depth > 4) return false;
  const inner = (other: ts.Type): boolean => mentions(other, flags, depth + 1);
  if (type.flags & flags) return true;
  if (type.isUnionOrIntersection()) return type.types.some(inner);
  if (type.aliasTypeArguments?.some(inner)) return true;
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  const objectFlags = (type as ts.ObjectType).objectFlags;
  if (objectFlags & ts.ObjectFlags.Reference)
    return checker.getTypeArguments(type as ts.TypeReference).some(inner);
  if (!(objectFlags & (ts.ObjectFlags.Anonymous | ts.ObjectFlags.Mapped))) return false;
  if (type.getProperties().some((property) => inner(checker.getTypeOfSymbol(property))))
    return true;
  return [...type.getCallSignatures(), ...type.getConstructSignatures()].some(
    (signature) =>
      inner(signature.getReturnType()) ||
      signature.parameters.some((parameter) => inner(checker.getTypeOfSymbol(parameter))),
  );
}

const started = performance.now();
const truthEdges = new Set<string>();
const declaredEdges = new Set<string>();
/** The declared-type reference before `X.prototype.m` was read as X's own method (for comparison). */
const declaredEdgesBefore = new Set<string>();
/**
 * The declared-type reference before a call through an interface checked the receiver's type: it
 * reached every implementation the call hierarchy links, a `Lifetime`'s `join()` one of a class
 * implementing only `Lifetime.Owner` too (for comparison; until 2026-12-03).
 */
const declaredAnyImplementation = new Set<string>();
/**
 * The edges of the call hierarchy the declared-type reference keeps only because it does not check
 * that a receiver's type may be the object literal whose method is called (see literalCanBe).
 */
const literalOnlyEdges = new Set<string>();
/** The edges the receiver's type rules out, and why, for ACCURACY_DEBUG. */
const droppedBecause = new Map<string, string>();
/** Functions named as values (and calls of `let`-held ones): edges the call hierarchy misses. */
const valueEdges = new Set<string>();
/** Classes named as values (`injectClass(Executor)`), which the reference counted only from 2026-12-03. */
const classValueEdges = new Set<string>();
/** The reference's call sites of each edge (file:line), for ACCURACY_DEBUG. */
const truthSites = new Map<string, string[]>();
/** Calls through a mapped type a class implements, which the call hierarchy misses (from 2026-12-05). */
const mappedEdges = new Set<string>();
/**
 * Reads through a namespace or an object holding its members, which the call hierarchy misses
 * (from 2026-12-06), with their sites.
 */
const namespaceSites = new Map<string, string[]>();
for (const { path, node } of sampled) {
  const file = program.getSourceFile(absolute(path));
  if (!file) continue;
  const items = service.prepareCallHierarchy(absolute(path), node.getStart(file));
  const item = Array.isArray(items) ? items[0] : items;
  const callee = keyOf(path, lineOf(file, node.getStart(file)));
  // A function named as a value depends on it as a call does. The call hierarchy answers nothing
  // for a function held in a `let` or `var` (`export let nanoid = () => …`; only a `const` is a
  // declaration to it): its calls are taken from its references too.
  if (!ts.isMethodDeclaration(node.parent))
    for (const use of valueUses(
      service,
      program,
      absolute(path),
      node.getStart(file),
      texts,
      !item,
    )) {
      const callerPath = rel(use.file.fileName);
      const caller = keyOf(
        callerPath,
        use.callerPosition === undefined ? 0 : lineOf(use.file, use.callerPosition),
      );
      const edge = `${caller}->${callee}`;
      (ts.isClassDeclaration(node.parent) ? classValueEdges : valueEdges).add(edge);
      truthSites.set(edge, [
        ...(truthSites.get(edge) ?? []),
        `${callerPath}:${lineOf(use.file, use.position)} (value)`,
      ]);
    }
  const incomingCalls = item
    ? service.provideCallHierarchyIncomingCalls(absolute(path), item.selectionSpan.start)
    : [];
  if (!ts.isMethodDeclaration(node.parent) && ts.isIdentifier(node)) {
    /** Where the call hierarchy found calls: a read through a namespace there is not missed. */
    const hierarchySites = new Set(
      incomingCalls.flatMap((incoming) =>
        incoming.fromSpans.map((span) => `${incoming.from.file}:${span.start}`),
      ),
    );
    for (const read of namespaceMemberReads(program, node, texts)) {
      if (hierarchySites.has(`${read.file.fileName}:${read.position}`)) continue;
      const callerPath = rel(read.file.fileName);
      const caller = keyOf(
        callerPath,
        read.callerPosition === undefined ? 0 : lineOf(read.file, read.callerPosition),
      );
      const edge = `${caller}->${callee}`;
      namespaceSites.set(edge, [
        ...(namespaceSites.get(edge) ?? []),
        `${callerPath}:${lineOf(read.file, read.position)} (namespace)`,
      ]);
    }
  }
  if (ts.isMethodDeclaration(node.parent))
    for (const call of callsThroughMappedTypes(service, program, node.parent, texts)) {
      const callerPath = rel(call.file.fileName);
      const caller = keyOf(
        callerPath,
        call.callerPosition === undefined ? 0 : lineOf(call.file, call.callerPosition),
      );
      const edge = `${caller}->${callee}`;
      if (!declaredTypeAllows(call.file, call.position, node)) continue;
      mappedEdges.add(edge);
      truthSites.set(edge, [
        ...(truthSites.get(edge) ?? []),
        `${callerPath}:${lineOf(call.file, call.position)} (mapped)`,
      ]);
    }
  for (const incoming of incomingCalls) {
    const callerPath = rel(incoming.from.file);
    if (!texts.has(incoming.from.file)) continue;
    const callerFile = program.getSourceFile(incoming.from.file);
    if (!callerFile) continue;
    const isFile =
      incoming.from.kind === ts.ScriptElementKind.scriptElement ||
      incoming.from.kind === ts.ScriptElementKind.moduleElement;
    const caller = isFile
      ? keyOf(callerPath, 0)
      : keyOf(callerPath, lineOf(callerFile, incoming.from.selectionSpan.start));
    truthEdges.add(`${caller}->${callee}`);
    const edge = `${caller}->${callee}`;
    if (incoming.fromSpans.some((span) => declaredTypeAllows(callerFile, span.start, node))) {
      declaredEdges.add(edge);
      if (
        !incoming.fromSpans.some((span) =>
          declaredTypeAllows(callerFile, span.start, node, true, true, true),
        )
      )
        literalOnlyEdges.add(edge);
    }
    if (
      incoming.fromSpans.some((span) =>
        declaredTypeAllows(callerFile, span.start, node, false, false),
      )
    )
      declaredEdgesBefore.add(edge);
    if (
      incoming.fromSpans.some((span) =>
        declaredTypeAllows(callerFile, span.start, node, true, false),
      )
    ) {
      declaredAnyImplementation.add(edge);
      if (!declaredEdges.has(edge)) droppedBecause.set(edge, ruledOut);
    }
    truthSites.set(edge, [
      ...(truthSites.get(edge) ?? []),
      ...incoming.fromSpans.map((span) => `${callerPath}:${lineOf(callerFile, span.start)}`),
    ]);
  }
}
/** The declared-type reference of calls alone, as it was before value uses counted (for comparison). */
const declaredCallEdges = new Set(declaredEdges);
for (const edge of valueEdges) {
  declaredEdges.add(edge);
  declaredEdgesBefore.add(edge);
  declaredAnyImplementation.add(edge);
}
/** The reference before classes named as values counted (for comparison). */
const declaredWithoutClassValues = new Set(declaredEdges);
for (const edge of classValueEdges) {
  declaredEdges.add(edge);
  declaredEdgesBefore.add(edge);
  declaredAnyImplementation.add(edge);
}
/** The reference before calls through mapped types counted (for comparison). */
const declaredWithoutMapped = new Set(declaredEdges);
/** The calls through mapped types that the call hierarchy's edges do not hold already. */
const mappedCalls = [...mappedEdges].filter((edge) => !declaredCallEdges.has(edge)).length;
/** Adds edges the call hierarchy misses to every declared-type reference holding its edges. */
const addToReferences = (edge: string, ...others: Set<string>[]): void => {
  for (const edges of [
    declaredEdges,
    declaredEdgesBefore,
    declaredAnyImplementation,
    declaredCallEdges,
    declaredWithoutClassValues,
    ...others,
  ])
    edges.add(edge);
};
for (const edge of mappedEdges) addToReferences(edge);
/** The reference before reads through a namespace or an object holding its members counted. */
const declaredWithoutNamespaces = new Set(declaredEdges);
/** Those reads, where the call hierarchy's edges and the value uses do not hold them already. */
const namespaceReads = [...namespaceSites.keys()].filter((edge) => !declaredEdges.has(edge));
for (const edge of namespaceReads) {
  addToReferences(edge, declaredWithoutMapped);
  truthSites.set(edge, namespaceSites.get(edge) ?? []);
}
const truthSeconds = (performance.now() - started) / 1000;

// Imports: every specifier resolved by the compiler, as the corpus's tsconfig says, within the corpus.
const truthImports = new Set<string>();
for (const path of sources) {
  const file = program.getSourceFile(absolute(path));
  if (!file) continue;
  for (const statement of file.statements) {
    const literal =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier
        : undefined;
    if (!literal) continue;
    const resolved = resolveModule(
      literal.text,
      absolute(path),
      program.getModeForUsageLocation(file, literal),
    )?.resolvedFileName;
    if (resolved && texts.has(resolved)) truthImports.add(`${path}->${rel(resolved)}`);
  }
}

// --- Our graph.
const graphStarted = performance.now();
// What CodeHawk's notCode setting has the graph leave out by default (the bench may not import
// @codehawk/config): vendored and generated code, as the graph's own defaults did before.
const NOT_CODE = [
  '**/node_modules/**',
  '**/vendor/**',
  '**/third_party/**',
  '**/*.min.js',
  '**/*.bundle.js',
  '**/*.generated.*',
  '**/*_pb2.py',
  '**/*.pb.go',
  '**/generated/**',
];
// The declaration files beside the sources go in too, as they would from a checkout.
const graph = await buildGraph({
  root,
  files: [...sources, ...corpus.declarations],
  cacheDirectory: false,
  exclude: NOT_CODE,
});
const graphSeconds = (performance.now() - graphStarted) / 1000;
// Files the graph skips by default (vendored, generated, build output) are outside what it
// answers for: their edges and imports are left out of the references too.
const outOfScope = new Set(
  graph.skipped.filter((file) => file.reason.startsWith('excluded')).map((file) => file.path),
);
const touchesOutOfScope = (edge: string): boolean =>
  edge
    .split('->')
    .some((end) => outOfScope.has(end.includes(':') ? end.slice(0, end.lastIndexOf(':')) : end));
let leftOut = 0;
for (const edges of [
  truthEdges,
  declaredEdges,
  declaredEdgesBefore,
  declaredAnyImplementation,
  declaredCallEdges,
  truthImports,
])
  for (const edge of edges)
    if (touchesOutOfScope(edge)) {
      edges.delete(edge);
      leftOut++;
    }
for (const edges of [declaredWithoutClassValues, declaredWithoutMapped, declaredWithoutNamespaces])
  for (const edge of edges) if (touchesOutOfScope(edge)) edges.delete(edge);
const classesOf = new Map<
  string,
  { file: string; startLine: number; endLine: number; nameLine: number }[]
>();
for (const definition of graph.definitions.values())
  if (definition.kind === 'class') {
    const key = `${definition.file}\0${definition.name}`;
    classesOf.set(key, [...(classesOf.get(key) ?? []), definition]);
  }
const keyOfNode = (id: string): string => {
  if (id.startsWith('file:')) return keyOf(id.slice(5), 0);
  const definition = graph.definitions.get(id);
  if (!definition) return id;
  // The call hierarchy names a constructor's calls after its class.
  if (definition.name === 'constructor' && definition.container !== undefined) {
    const owner = (classesOf.get(`${definition.file}\0${definition.container}`) ?? []).find(
      (candidate) =>
        candidate.startLine <= definition.startLine && candidate.endLine >= definition.endLine,
    );
    if (owner) return keyOf(owner.file, owner.nameLine);
  }
  return keyOf(definition.file, definition.nameLine);
};
const ourEdges = new Set<string>();
/** Each edge's call sites (file and line) and how it was resolved, for ACCURACY_DEBUG. */
const sitesOf = new Map<string, { file: string; line: number; via: string; name: string }[]>();
for (const edge of graph.calls) {
  const callee = keyOfNode(edge.to);
  if (!sampledKeys.has(callee)) continue;
  const key = `${keyOfNode(edge.from)}->${callee}`;
  ourEdges.add(key);
  const file = edge.from.startsWith('file:')
    ? edge.from.slice(5)
    : (graph.definitions.get(edge.from)?.file ?? '');
  const name = graph.definitions.get(edge.to)?.name ?? '';
  sitesOf.set(key, [...(sitesOf.get(key) ?? []), { file, line: edge.line, via: edge.via, name }]);
}
// Imports of and by declaration files are left out, as the reference's are (it answers for
// sources).
const declarationFiles = new Set(corpus.declarations);
const ourImports = new Set(
  graph.imports
    .filter((edge) => !declarationFiles.has(edge.from) && !declarationFiles.has(edge.to))
    .map((edge) => `${edge.from}->${edge.to}`),
);

function score(
  truth: Set<string>,
  ours: Set<string>,
): { precision: number; recall: number; f1: number; truth: number; ours: number } {
  let hits = 0;
  for (const item of ours) if (truth.has(item)) hits++;
  const precision = ours.size === 0 ? 1 : hits / ours.size;
  const recall = truth.size === 0 ? 1 : hits / truth.size;
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    truth: truth.size,
    ours: ours.size,
  };
}

const fileLevel = (edges: Set<string>): Set<string> =>
  new Set(
    [...edges].map((edge) => {
      const [caller = '', callee = ''] = edge.split('->');
      return `${caller.slice(0, caller.lastIndexOf(':'))}->${callee}`;
    }),
  );

/** Files reaching each sampled callee within two hops of incoming calls. */
function blast(edges: Set<string>): Set<string> {
  const incoming = new Map<string, string[]>();
  for (const edge of edges) {
    const [caller = '', callee = ''] = edge.split('->');
    incoming.set(callee, [...(incoming.get(callee) ?? []), caller]);
  }
  const result = new Set<string>();
  for (const target of sampledKeys) {
    const first = incoming.get(target) ?? [];
    const reached = new Set(first);
    for (const caller of first) for (const next of incoming.get(caller) ?? []) reached.add(next);
    for (const node of reached) result.add(`${target}<-${node.slice(0, node.lastIndexOf(':'))}`);
  }
  return result;
}

const importScore = score(truthImports, ourImports);
/** The four measures against one reference. */
function measures(truth: Set<string>): {
  edges: Score;
  callerFiles: Score;
  radius: Score;
  functionEdges: Score;
  functionFiles: Score;
} {
  const functionKeys = new Set(
    sampled
      .filter((entry) => !entry.method && sampledKeys.has(entry.key))
      .map((entry) => entry.key),
  );
  const toFunctions = (edges: Set<string>): Set<string> =>
    new Set([...edges].filter((edge) => functionKeys.has(edge.split('->')[1] ?? '')));
  return {
    edges: score(truth, ourEdges),
    callerFiles: score(fileLevel(truth), fileLevel(ourEdges)),
    radius: score(blast(truth), blast(ourEdges)),
    functionEdges: score(toFunctions(truth), toFunctions(ourEdges)),
    functionFiles: score(fileLevel(toFunctions(truth)), fileLevel(toFunctions(ourEdges))),
  };
}
const declared = measures(declaredEdges);
const declaredCalls = measures(declaredCallEdges);
const declaredBefore = measures(declaredEdgesBefore);
const withoutClassValues = measures(declaredWithoutClassValues);
const withoutMapped = measures(declaredWithoutMapped);
const withoutNamespaces = measures(declaredWithoutNamespaces);
const anyImplementation = measures(declaredAnyImplementation);
// Unless another use holds them: a value use, a read through a namespace, a mapped type's call.
const declaredLiteralsChecked = new Set(
  [...declaredEdges].filter(
    (edge) =>
      !literalOnlyEdges.has(edge) ||
      valueEdges.has(edge) ||
      classValueEdges.has(edge) ||
      mappedEdges.has(edge) ||
      namespaceSites.has(edge),
  ),
);
const literalsChecked = measures(declaredLiteralsChecked);
const service_ = measures(truthEdges);

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const row = (name: string, result: Score, goal: string): string =>
  `${name.padEnd(34)} P ${percent(result.precision).padStart(6)}  R ${percent(result.recall).padStart(6)}  F1 ${percent(result.f1).padStart(6)}  (truth ${result.truth}, ours ${result.ours})  ${goal}`;
console.log(
  `corpus: ${corpus.name} — ${corpus.style}; ${sources.length} files (${sources.filter((path) => path.endsWith('.tsx')).length} .tsx; and ${corpus.declarations.length} declaration files), ${allDeclarations.length} declarations, ${sampled.length} sampled${sampled.length > sampledKeys.size ? ` (${sampled.length - sampledKeys.size} unanswered by the call hierarchy)` : ''}`,
);
console.log(
  `reference: TypeScript ${ts.version} language service (module resolution ${ts.ModuleResolutionKind[options.moduleResolution ?? 0] ?? 'default'}; ${redirected()} module names read as the package's own sources through its name or built declarations), ${truthSeconds.toFixed(1)} s; our graph: ${graphSeconds.toFixed(2)} s`,
);
if (outOfScope.size > 0)
  console.log(
    `files the graph skips by default (vendored, generated): ${outOfScope.size}, their ${leftOut} reference edges and imports left out`,
  );
console.log(
  `  declared-type reference (${declaredCallEdges.size - mappedCalls - namespaceReads.length} of the ${truthEdges.size} call-hierarchy edges, ${mappedCalls} calls through mapped types it misses, ${namespaceReads.length} reads through a namespace or an object holding its members, which it misses too, and ${declaredEdges.size - declaredCallEdges.size} more of functions and classes named as values)`,
);
console.log(row('  (a) caller → callee edges', declared.edges, 'goal F1 ≥ 85%'));
console.log(row('  (b) caller files per function', declared.callerFiles, 'goal F1 ≥ 90%'));
console.log(row('  (c) import edges', importScore, 'goal P and R ≥ 99%'));
console.log(row('  (d) depth-2 blast radius (files)', declared.radius, 'goal P and R ≥ 85%'));
console.log(row('      (a) calls to functions only', declared.functionEdges, ''));
console.log(row('      (b) for functions only', declared.functionFiles, ''));
console.log(
  '  the declared-type reference of calls alone (before functions named as values counted)',
);
console.log(row('  (a) caller → callee edges', declaredCalls.edges, ''));
console.log(row('  (b) caller files per function', declaredCalls.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', declaredCalls.radius, ''));
console.log(
  `  the declared-type reference before classes named as values counted (${declaredEdges.size - declaredWithoutClassValues.size} edges fewer)`,
);
console.log(row('  (a) caller → callee edges', withoutClassValues.edges, ''));
console.log(row('  (b) caller files per function', withoutClassValues.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', withoutClassValues.radius, ''));
console.log(
  `  the declared-type reference before calls through mapped types counted (${declaredEdges.size - declaredWithoutMapped.size} edges fewer)`,
);
console.log(row('  (a) caller → callee edges', withoutMapped.edges, ''));
console.log(row('  (b) caller files per function', withoutMapped.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', withoutMapped.radius, ''));
console.log(
  `  the declared-type reference before reads through a namespace or an object holding its members counted (${declaredEdges.size - declaredWithoutNamespaces.size} edges fewer)`,
);
console.log(row('  (a) caller → callee edges', withoutNamespaces.edges, ''));
console.log(row('  (b) caller files per function', withoutNamespaces.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', withoutNamespaces.radius, ''));
console.log(
  `  the declared-type reference before dispatch through an interface checked the receiver's type (${declaredAnyImplementation.size - declaredEdges.size} edges more)`,
);
console.log(row('  (a) caller → callee edges', anyImplementation.edges, ''));
console.log(row('  (b) caller files per function', anyImplementation.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', anyImplementation.radius, ''));
console.log(
  `  the declared-type reference checking that a receiver may be the object literal it reaches, a prototype aside (${declaredEdges.size - declaredLiteralsChecked.size} edges fewer)`,
);
console.log(row('  (a) caller → callee edges', literalsChecked.edges, ''));
console.log(row('  (b) caller files per function', literalsChecked.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', literalsChecked.radius, ''));
console.log(
  `  the declared-type reference counting \`X.prototype.m\` as dispatch (before; ${declaredEdgesBefore.size} edges)`,
);
console.log(row('  (a) caller → callee edges', declaredBefore.edges, ''));
console.log(row('  (b) caller files per function', declaredBefore.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', declaredBefore.radius, ''));
console.log('  the call hierarchy as it is (for comparison)');
console.log(row('  (a) caller → callee edges', service_.edges, ''));
console.log(row('  (b) caller files per function', service_.callerFiles, ''));
console.log(row('  (d) depth-2 blast radius (files)', service_.radius, ''));
console.log(
  `RESULT ${JSON.stringify({ corpus: corpus.name, files: sources.length, edges: declared.edges, callerFiles: declared.callerFiles, imports: importScore, radius: declared.radius, serviceEdges: service_.edges, serviceCallerFiles: service_.callerFiles, callsEdges: declaredCalls.edges, callsRadius: declaredCalls.radius, withoutClassValues: { edges: withoutClassValues.edges, callerFiles: withoutClassValues.callerFiles, radius: withoutClassValues.radius }, anyImplementation: { edges: anyImplementation.edges, callerFiles: anyImplementation.callerFiles, radius: anyImplementation.radius }, literalsChecked: { edges: literalsChecked.edges, callerFiles: literalsChecked.callerFiles, radius: literalsChecked.radius }, dropped: declaredAnyImplementation.size - declaredEdges.size })}`,
);
const allTruth = declaredEdges;
// `ACCURACY_DEBUG=dropped` lists only the edges the receiver's type rules out.
if (process.env.ACCURACY_DEBUG && process.env.ACCURACY_DEBUG !== 'dropped') {
  const calleeText = (edge: string): string => {
    const callee = edge.split('->')[1] ?? '';
    const path = callee.slice(0, callee.lastIndexOf(':'));
    return (
      (texts.get(absolute(path)) ?? '').split('\n')[
        Number(callee.slice(callee.lastIndexOf(':') + 1)) - 1
      ] ?? ''
    );
  };
  const missed = [...allTruth].filter(
    (edge) =>
      !ourEdges.has(edge) &&
      (process.env.ACCURACY_DEBUG_ALL !== undefined ||
        !/^\s*(pipe|next|\[Symbol\.iterator\]|\[Hash\.symbol\]|\[Equal\.symbol\])\(/.test(
          calleeText(edge),
        )),
  );
  console.log('missed (not interface dispatch):', missed.length);
  const extra = [...ourEdges].filter((edge) => !allTruth.has(edge));
  /** Whether every site of an edge of ours passes the function as a value (no call written). */
  const passedAsValue = (edge: string): boolean =>
    (sitesOf.get(edge) ?? []).every((site) => {
      const text = (texts.get(absolute(site.file)) ?? '').split('\n')[site.line - 1] ?? '';
      return !new RegExp(`(^|[^\\w$])(new\\s+)?${site.name}\\s*[(<\`]`).test(text);
    });
  // Extra edges by kind: how resolved, and whether every site passes the function as a value.
  const kinds = new Map<string, number>();
  for (const edge of extra) {
    const sites = sitesOf.get(edge) ?? [];
    const kind = `${sites.map((site) => site.via).join('+')}${passedAsValue(edge) ? ' (passed as a value)' : ''}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  // The call hierarchy never lists a function passed as a value; the graph links it on purpose.
  const called = new Set([...ourEdges].filter((edge) => !passedAsValue(edge)));
  const calledRadius = score(blast(allTruth), blast(called));
  const calledEdges = score(allTruth, called);
  console.log(
    `without edges only passing a function as a value: edges P ${(100 * calledEdges.precision).toFixed(1)} R ${(100 * calledEdges.recall).toFixed(1)}, blast radius P ${(100 * calledRadius.precision).toFixed(1)} R ${(100 * calledRadius.recall).toFixed(1)}`,
  );
  console.log(
    'extra by kind:',
    [...kinds]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', '),
  );
  const show = (edge: string): string => {
    const [caller = '', callee = ''] = edge.split('->');
    const line = (key: string): string => {
      const [path = '', number = '0'] = [
        key.slice(0, key.lastIndexOf(':')),
        key.slice(key.lastIndexOf(':') + 1),
      ];
      return `${key}  ${(texts.get(absolute(path)) ?? '').split('\n')[Number(number) - 1]?.trim().slice(0, 70) ?? ''}`;
    };
    const sites = truthSites.get(edge);
    const at = sites ? `\n     at ${sites.map(line).join('\n        ')}` : '';
    return `${line(caller)}\n     -> ${line(callee)}${at}`;
  };
  // `ACCURACY_DEBUG=200` lists that many of each (any other value: 25 missed, 15 extra).
  const listed = Number(process.env.ACCURACY_DEBUG);
  // What each missed edge alone would add to the blast radius's hits.
  const truthRadius = blast(allTruth);
  const ourRadius = blast(ourEdges);
  const radiusGain = (edge: string): number =>
    [...blast(new Set([...ourEdges, edge]))].filter(
      (entry) => truthRadius.has(entry) && !ourRadius.has(entry),
    ).length;
  const gains = new Map(missed.map((edge) => [edge, radiusGain(edge)]));
  missed.sort((a, b) => (gains.get(b) ?? 0) - (gains.get(a) ?? 0));
  const missedImports = [...truthImports].filter((edge) => !ourImports.has(edge));
  const extraImports = [...ourImports].filter((edge) => !truthImports.has(edge));
  if (missedImports.length + extraImports.length > 0)
    console.log(
      `--- imports missed\n${missedImports.join('\n')}\n--- imports extra\n${extraImports.join('\n')}`,
    );
  console.log('--- missed (most blast radius first)');
  for (const edge of missed.slice(0, listed > 1 ? listed : 25))
    console.log(`[radius +${gains.get(edge) ?? 0}] ${show(edge)}`);
  // What each extra edge alone adds to the blast radius that the reference's lacks.
  const radiusLoss = (edge: string): number => {
    const without = blast(new Set([...ourEdges].filter((other) => other !== edge)));
    return [...ourRadius].filter((entry) => !truthRadius.has(entry) && !without.has(entry)).length;
  };
  const losses = new Map(extra.map((edge) => [edge, radiusLoss(edge)]));
  extra.sort((a, b) => (losses.get(b) ?? 0) - (losses.get(a) ?? 0));
  console.log('--- extra (most wrong blast radius first)');
  for (const edge of extra.slice(0, listed > 1 ? listed : 15))
    console.log(`[radius -${losses.get(edge) ?? 0}] ${show(edge)}`);
}
if (process.env.ACCURACY_DEBUG) {
  const byCallee = new Map<string, number>();
  for (const edge of allTruth)
    if (!ourEdges.has(edge)) {
      const callee = edge.split('->')[1] ?? '';
      byCallee.set(callee, (byCallee.get(callee) ?? 0) + 1);
    }
  // The edges the receiver's type rules out, each with its call sites and why.
  const dropped = [...declaredAnyImplementation].filter((edge) => !declaredEdges.has(edge));
  const listed =
    process.env.ACCURACY_DEBUG === 'dropped' ? Infinity : Number(process.env.ACCURACY_DEBUG);
  console.log(
    `--- ruled out by the receiver's type: ${dropped.length} (${dropped.filter((edge) => !ourEdges.has(edge)).length} of them not in our graph)`,
  );
  for (const edge of dropped.slice(0, listed > 1 ? listed : 25)) {
    const [caller = '', callee = ''] = edge.split('->');
    const text = (key: string): string => {
      const path = key.slice(0, key.lastIndexOf(':'));
      const line = Number(key.slice(key.lastIndexOf(':') + 1));
      return `${key}  ${(texts.get(absolute(path)) ?? '').split('\n')[line - 1]?.trim().slice(0, 80) ?? ''}`;
    };
    console.log(
      `${ourEdges.has(edge) ? '[ours] ' : ''}${text(caller)}\n     -> ${text(callee)}\n     at ${(truthSites.get(edge) ?? []).map(text).join('\n        ')}\n     ${droppedBecause.get(edge) ?? ''}`,
    );
  }
  console.log('--- missed by callee');
  for (const [callee, count] of [...byCallee].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    const path = callee.slice(0, callee.lastIndexOf(':'));
    const line = Number(callee.slice(callee.lastIndexOf(':') + 1));
    console.log(
      count,
      callee,
      (texts.get(absolute(path)) ?? '').split('\n')[line - 1]?.trim().slice(0, 60),
    );
  }
}

/** Every corpus in a fresh process, then the minimum of each measure across them. */
function measureAll(): void {
  const results: {
    corpus: string;
    edges: Score;
    callerFiles: Score;
    imports: Score;
    radius: Score;
    serviceEdges: Score;
    serviceCallerFiles: Score;
    callsEdges: Score;
    callsRadius: Score;
    withoutClassValues: { edges: Score; callerFiles: Score; radius: Score };
    anyImplementation: { edges: Score; callerFiles: Score; radius: Score };
    dropped: number;
  }[] = [];
  for (const name of corpusNames()) {
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), name],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
    );
    for (const line of output.split('\n')) {
      if (line.startsWith('RESULT '))
        results.push(JSON.parse(line.slice(7)) as (typeof results)[number]);
      else if (line) console.log(line);
    }
    console.log('');
  }
  const percent = (value: number): string => `${(value * 100).toFixed(1)}%`.padStart(6);
  console.log(
    'declared-type reference     edges F1  caller files F1  imports P / R    blast radius P / R   (calls alone: edges F1, blast P / R; call hierarchy as is: edges F1, caller files F1)',
  );
  const line = (name: string, result: (typeof results)[number]): string =>
    `${name.slice(0, 26).padEnd(26)}  ${percent(result.edges.f1)}    ${percent(result.callerFiles.f1)}           ${percent(result.imports.precision)} / ${percent(result.imports.recall)}  ${percent(result.radius.precision)} / ${percent(result.radius.recall)}      (${percent(result.callsEdges.f1)}, ${percent(result.callsRadius.precision)} / ${percent(result.callsRadius.recall)}; ${percent(result.serviceEdges.f1)}, ${percent(result.serviceCallerFiles.f1)})`;
  for (const result of results) console.log(line(result.corpus, result));
  const minimum = (pick: (result: (typeof results)[number]) => number): number =>
    Math.min(...results.map(pick));
  const lowest = (pick: (result: (typeof results)[number]) => Score): Score => ({
    precision: minimum((result) => pick(result).precision),
    recall: minimum((result) => pick(result).recall),
    f1: minimum((result) => pick(result).f1),
    truth: 0,
    ours: 0,
  });
  console.log(
    line('minimum', {
      corpus: 'minimum',
      edges: lowest((result) => result.edges),
      callerFiles: lowest((result) => result.callerFiles),
      imports: lowest((result) => result.imports),
      radius: lowest((result) => result.radius),
      serviceEdges: lowest((result) => result.serviceEdges),
      serviceCallerFiles: lowest((result) => result.serviceCallerFiles),
      callsEdges: lowest((result) => result.callsEdges),
      callsRadius: lowest((result) => result.callsRadius),
      withoutClassValues: {
        edges: lowest((result) => result.withoutClassValues.edges),
        callerFiles: lowest((result) => result.withoutClassValues.callerFiles),
        radius: lowest((result) => result.withoutClassValues.radius),
      },
      anyImplementation: {
        edges: lowest((result) => result.anyImplementation.edges),
        callerFiles: lowest((result) => result.anyImplementation.callerFiles),
        radius: lowest((result) => result.anyImplementation.radius),
      },
      dropped: 0,
    }),
  );
  console.log(
    '\nbefore classes named as values counted   edges F1  caller files F1  blast radius P / R',
  );
  const before = (name: string, scores: (typeof results)[number]['withoutClassValues']): string =>
    `${name.slice(0, 40).padEnd(40)}  ${percent(scores.edges.f1)}    ${percent(scores.callerFiles.f1)}           ${percent(scores.radius.precision)} / ${percent(scores.radius.recall)}`;
  for (const result of results) console.log(before(result.corpus, result.withoutClassValues));
  console.log(
    before('minimum', {
      edges: lowest((result) => result.withoutClassValues.edges),
      callerFiles: lowest((result) => result.withoutClassValues.callerFiles),
      radius: lowest((result) => result.withoutClassValues.radius),
    }),
  );
  console.log(
    "\nbefore dispatch checked the receiver's type  edges F1  caller files F1  blast radius P / R   (edges ruled out)",
  );
  for (const result of results)
    console.log(`${before(result.corpus, result.anyImplementation)}   (${result.dropped})`);
  console.log(
    before('minimum', {
      edges: lowest((result) => result.anyImplementation.edges),
      callerFiles: lowest((result) => result.anyImplementation.callerFiles),
      radius: lowest((result) => result.anyImplementation.radius),
    }),
  );
  console.log(
    'goals (every corpus): edges F1 ≥ 85%, caller files F1 ≥ 90%, imports P and R ≥ 99%, blast radius P and R ≥ 85%',
  );
}
