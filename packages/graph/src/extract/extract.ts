import type { Node } from 'web-tree-sitter';
import type { LoadedLanguage } from '../languages.js';
import type { Definition, DefinitionKind, FileFacts, ReceiverCall, Reference } from '../model.js';
import { collectMatches } from './collect.js';
import { fieldRecord, objectTypeNames, typeNamed } from './type-facts.js';
import type { Collected, RawDefinition, RawTypedBinding } from './raw-facts.js';
import { moduleFacts } from './imports.js';
import { fileTypes, readingFileTypes } from './file-types.js';
import {
  innermostCallables,
  packedMap,
  TypedBindings,
  type Span,
  type TypedBinding,
} from './scopes.js';
import { calledMember, receiverFacts } from './receiver-facts.js';
import { localVisibility, shadowingScopes } from './shadowing.js';
import { inLaterBranch } from './python-reads.js';
import { shimSource } from './shims.js';
import { typeReturnedCalls } from './called-returns.js';
import { typeReturnedMembers, typeReturnedValues } from './returned-values.js';
import { recordGottenDefault, recordModuleValue } from './module-values.js';
import { isDeclaration, pythonFieldTypes } from './python.js';
import { markAlternatives } from './python-alternatives.js';
import { dispatchFacts, objectFieldTypes, withTypeSlots } from './typescript-types.js';
import { typeNamesCache } from './type-names-cache.js';
import { shapedDefinition, shapedReference } from '../fact-shapes.js';
import { isTestPath } from '../test-paths.js';
import { contentHash } from '../fingerprint.js';
import { INFERRED_RETURN, OBJECT_CONTAINER, readWhenRun } from './node-facts.js';

/** The container of an object literal's methods (defined beside the syntax facts that make it). */
export { INFERRED_RETURN, OBJECT_CONTAINER };

/** A file's definitions, each with what it was collected from and its qualified name, by index. */
interface Nested {
  definitions: Definition[];
  rawOf: RawDefinition[];
  /**
   * Read from here, not from the definitions, in loops over them: definitions take one hidden class
   * per combination of optional facts, and reading those deoptimises the loop as new ones appear.
   */
  qualifiedNames: string[];
}

/**
 * Definitions nested by their spans, outer first: qualified names (`Class.method`), containers,
 * functions in a class as methods, and the type facts of methods and return types.
 */
function nestDefinitions(path: string, collected: Collected): Nested {
  const { objectOf, polymorphic, returnTypes, narrows, callbackTypes, overloadReturns } = collected;
  const rawDefinitions = collected.definitions.sort((a, b) => a.start - b.start || b.end - a.end);
  const definitions: Definition[] = [];
  const rawOf: RawDefinition[] = [];
  const qualifiedNames: string[] = [];
  const stack: RawDefinition[] = [];
  const seen = new Set<string>();
  for (const raw of rawDefinitions) {
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= raw.start) stack.pop();
    let qualifiedName = raw.name;
    let container: RawDefinition | undefined;
    for (let depth = stack.length - 1; depth >= 0; depth--) {
      const outer = stack[depth] as RawDefinition;
      qualifiedName = `${outer.name}.${qualifiedName}`;
      if (!container && (outer.kind === 'class' || outer.kind === 'interface')) container = outer;
    }
    // A function of a TypeScript namespace is named through it (`NS.f`), as callers reach it; a
    // class keeps its name (its members' container), and says which namespace holds it.
    const outermost = stack[0] ?? raw;
    const namespace = outermost.kind === 'class' ? undefined : outermost.namespace;
    if (namespace !== undefined) qualifiedName = `${namespace}.${qualifiedName}`;
    const key = `${qualifiedName}@${raw.startLine}`;
    if (seen.has(key)) continue; // the same node matched by two patterns
    seen.add(key);
    const kind: DefinitionKind =
      raw.kind === 'function' && container !== undefined && stack[stack.length - 1] === container
        ? 'method'
        : raw.kind;
    const object = objectOf.get(raw.start);
    const returned = returnTypes.get(raw.start);
    const narrowed = narrows.get(raw.start);
    const callbacks = callbackTypes.get(raw.start);
    const dispatch = kind === 'method' ? polymorphic.get(raw.start) : undefined;
    definitions.push(
      shapedDefinition({
        id: `${path}#${qualifiedName}@${raw.startLine}`,
        file: path,
        name: raw.name,
        qualifiedName,
        kind,
        startLine: raw.startLine,
        endLine: raw.endLine,
        nameLine: raw.nameLine,
        // An object literal's method is the literal's, in a class's method too (`this.buffered = {
        // start(i) {…} }`): no member of that class.
        container: object !== undefined ? `${OBJECT_CONTAINER}${object}>` : container?.name,
        exported: raw.exported && stack.length === 0,
        isTest: false,
        ...dispatchFacts(dispatch),
        returnTypes: returned,
        narrows: narrowed,
        callbackTypes: callbacks,
        overloadReturns: overloadReturns.get(raw.start),
        namespace: raw.kind === 'class' ? raw.namespace : undefined,
        block: raw.block,
        property: raw.property ? true : undefined,
        cached: raw.cached ? true : undefined,
        setter: raw.setter ? true : undefined,
        accessor: raw.accessor ? true : undefined,
        abstract: raw.abstract ? true : undefined,
        parameterLimit: raw.parameterLimit,
        static: raw.static ? true : undefined,
        overloaded: undefined,
        alternative: undefined,
      }),
    );
    rawOf.push(raw);
    qualifiedNames.push(qualifiedName);
    stack.push(raw);
  }
  markOverloaded(definitions, rawOf, qualifiedNames);
  return { definitions, rawOf, qualifiedNames };
}

/** Python's `@overload` signatures and the implementation after them: one function to a call. */
function markOverloaded(
  definitions: Definition[],
  rawOf: readonly RawDefinition[],
  qualifiedNames: readonly string[],
): void {
  const overloaded = new Set(qualifiedNames.filter((_, index) => rawOf[index]?.overload === true));
  if (overloaded.size === 0) return;
  for (const [index, definition] of definitions.entries())
    if (overloaded.has(qualifiedNames[index] ?? '')) definition.overloaded = true;
}

/**
 * The typed bindings with the callable they are visible in (a field: its class); on the way, a
 * class's typed fields join its type facts and module-level instances are recorded.
 */
function scopedBindings(
  collected: Collected,
  definitions: readonly Definition[],
  rawOf: readonly RawDefinition[],
  typeNamesOf: (type: Node) => string[],
  scopes: {
    bindingScopes: number[];
    fieldScopes: number[];
    python: boolean;
    shadowed: (name: string, position: number) => boolean;
  },
): TypedBinding<RawTypedBinding>[] {
  const { bindingScopes, fieldScopes, python, shadowed } = scopes;
  // Python fields with a written annotation (`self.handler: Union[A, B] = A()`, a class body's
  // `handler: Handler`): what is assigned to them elsewhere does not retype them.
  const annotated = new Set<string>();
  return packedMap(collected.typedBindings, (written, index) => {
    // Python's `loader = Loader(stream)` where a parameter `Loader` hides the class: unknown.
    const hidden =
      python &&
      written.call !== undefined &&
      written.call.receiver === undefined &&
      shadowed(written.call.callee, written.start);
    const binding = hidden ? withoutCall(written) : written;
    const from = (binding.field ? fieldScopes[index] : bindingScopes[index]) ?? -1;
    const start = binding.field ? (rawOf[from]?.start ?? 0) : binding.start;
    // A class's typed fields are part of its type: subclasses' `this.<field>` reach them too.
    const owner = definitions[from];
    if (from === -1 && binding.end === undefined)
      recordModuleValue(collected, binding, definitions, typeNamesOf, python);
    if (binding.field && binding.type && owner?.kind === 'class') {
      const facts = typeNamed(collected, owner.name, 'class');
      const field = binding.name.slice('this.'.length);
      const key = `${owner.name}.${field}`;
      // Written on the assignment itself, not a parameter's type the field is set from.
      const annotation =
        python &&
        ((binding.type.type === 'type' && binding.type.parent?.type === 'assignment') ||
          binding.type.type === 'comment');
      facts.fields ??= fieldRecord();
      // `this.log = logger` types a field no type is written for, and only the first time.
      const copy = binding.fromParameter === true && Object.hasOwn(facts.fields, field);
      if (!copy && (annotation || !annotated.has(key)))
        facts.fields[field] = python
          ? pythonFieldTypes(binding.type, typeNamesOf)
          : // `cache: { db: Database }`: `this.cache.db` is a Database.
            (objectTypeNames(collected, owner.name, field, binding.type) ??
            withTypeSlots(binding.type, typeNamesOf(binding.type), true));
      if (annotation) annotated.add(key);
    }
    // A field initialised (or first set) by a call: typed by the callee's return type when
    // resolving, unless a type is written for it.
    if (binding.field && binding.call && owner?.kind === 'class') {
      const facts = typeNamed(collected, owner.name, 'class');
      const field = binding.name.slice('this.'.length);
      facts.fieldCalls ??= fieldRecord<ReceiverCall>();
      if (!Object.hasOwn(facts.fieldCalls, field) && !Object.hasOwn(facts.fields ?? {}, field))
        facts.fieldCalls[field] = binding.call;
    }
    return { name: binding.name, type: binding, start, end: binding.end, from };
  });
}

/** A binding as if it held no call's value. */
function withoutCall(binding: RawTypedBinding): RawTypedBinding {
  const { name, start, end, field } = binding;
  return end === undefined ? { name, start, field } : { name, start, end, field };
}

/**
 * References in source order, each with the innermost function, method or class around it and,
 * when its receiver is a binding with a written type or a call's result, what that says.
 */
function scopeReferences(
  collected: Collected,
  { definitions, rawOf, qualifiedNames }: Nested,
  shadowing: ReadonlyMap<string, [number, number][]>,
  python: boolean,
): Reference[] {
  const spans: Span[] = [];
  const classSpans: Span[] = [];
  for (let index = 0; index < rawOf.length; index++) {
    const raw = rawOf[index] as RawDefinition;
    // A class or an interface as collected (only functions become methods when nested).
    const kind = raw.kind;
    if (kind === 'interface' || !raw.caller) continue;
    const span = { index, start: raw.scopeStart, end: raw.end };
    // A Python class body runs in the scope around it (the module, or a function): not a caller.
    // A field belongs to its class, and is visible in all of it.
    if (!python || kind !== 'class') spans.push(span);
    if (kind === 'class') classSpans.push(span);
  }
  // In source order (stable: two references at one offset keep the query's order).
  const rawReferences = collected.references.sort((a, b) => a.start - b.start);
  const referenceScopes = innermostCallables(
    spans,
    packedMap(rawReferences, (reference) => reference.start),
  );
  const bindingStarts = packedMap(collected.typedBindings, (binding) => binding.start);
  const typeNamesOf = typeNamesCache(python);
  const shadowed = (name: string, position: number): boolean =>
    shadowing.get(name)?.some(([start, end]) => start <= position && position < end) === true;
  const typedBindings = scopedBindings(collected, definitions, rawOf, typeNamesOf, {
    bindingScopes: innermostCallables(spans, bindingStarts),
    fieldScopes: innermostCallables(classSpans, bindingStarts),
    python,
    shadowed,
  });
  const receivers = new TypedBindings(
    typedBindings,
    qualifiedNames,
    python ? (binding) => isDeclaration(binding.type) : readWhenRun,
    python ? (binding, position) => inLaterBranch(binding.type, position) : undefined,
  );
  typeReturnedValues(collected.returnedValues, definitions, rawOf, receivers, typeNamesOf);
  typeReturnedMembers(collected.returnedMembers, rawOf, receivers, typeNamesOf);
  const visible = localVisibility(collected);
  return packedMap(rawReferences, (written, index) => {
    const from = referenceScopes[index] ?? -1;
    const reference = (!python && calledMember(written, from, receivers, visible)) || written;
    // Python's `self.form` in a method (or a function in one) is the field `this.form`; outside a
    // class, `self` is a parameter like any other (`def infer_call(self: nodes.Call)`).
    const receiver =
      python && definitions[from]?.container !== undefined
        ? reference.receiver?.replace(/^self\./, 'this.')
        : reference.receiver;
    const typed = reference.assertedTypes
      ? { receiverTypes: reference.assertedTypes, receiverCall: undefined, ownerTypes: undefined }
      : receiverFacts(
          reference,
          receiver,
          from,
          receivers,
          typeNamesOf,
          python,
          python ? undefined : objectFieldTypes,
        );
    return shapedReference({
      name: reference.name,
      receiver: reference.receiver,
      ...typed,
      kind: reference.kind,
      shadowed:
        shadowing.size > 0 &&
        shadowed(
          reference.receiver === undefined
            ? reference.name
            : (/^[A-Za-z_$][\w$]*/.exec(reference.receiver)?.[0] ?? ''),
          reference.start,
        )
          ? true
          : undefined,
      through: reference.through,
      arguments: reference.arguments,
      line: reference.line,
      from,
    });
  });
}

/** Parses one file and extracts its definitions, references and module facts. */
export function extractFacts(
  path: string,
  content: string,
  loaded: LoadedLanguage,
  /** The content's hash, when the caller has it already. */
  hash = contentHash(content),
): FileFacts {
  const source = shimSource(loaded.spec.id, content);
  const tree = loaded.parser.parse(source);
  if (!tree) throw new Error(`tree-sitter could not parse ${path}`);
  try {
    const root = tree.rootNode;
    const hasErrors = root.hasError;
    // Types written with a name a file imports them under are read as declared.
    const types = loaded.spec.id === 'python' ? undefined : fileTypes(root, source);
    const { collected, nested, module, references } = readingFileTypes(types, () => {
      // A generous match limit: with the default, deep files (long pipelines, big modules) drop
      // matches.
      const collected = collectMatches(
        loaded.query.matches(root, { matchLimit: 65_536 }),
        loaded.spec.id,
        hasErrors ? undefined : source,
      );
      const nested = nestDefinitions(path, collected);
      typeReturnedCalls(nested.definitions, nested.rawOf, collected.returnedCalls);
      if (loaded.spec.id === 'python') markAlternatives(nested.definitions, nested.rawOf);
      const statements = collected.moduleStatements.sort((a, b) => a.startIndex - b.startIndex);
      const module = moduleFacts(loaded.spec.id, root, statements, source);
      if (loaded.spec.id !== 'python') recordGottenDefault(collected, root.namedChildren);
      const references = scopeReferences(
        collected,
        nested,
        shadowingScopes(collected, nested.rawOf, module.imports, loaded.spec.id === 'python'),
        loaded.spec.id === 'python',
      );
      return { collected, nested, module, references };
    });
    const { definitions } = nested;
    const isTest = isTestPath(path);
    const exportedLocals = new Set(Object.values(module.exports));
    const definedNames = new Set<string>();
    // Every class and interface is a known type, even one that declares nothing to dispatch.
    for (const definition of definitions)
      if (definition.kind === 'class' || definition.kind === 'interface')
        typeNamed(collected, definition.name, definition.kind);
    for (const definition of definitions) {
      definedNames.add(definition.name);
      const owner =
        definition.container === undefined ? undefined : collected.types.get(definition.container);
      if (definition.kind === 'method' && owner?.kind === 'class')
        owner.members.push(definition.name);
      definition.isTest = isTest || /^(test_|Test[A-Z]|test[A-Z])/.test(definition.name);
      const top = !definition.qualifiedName.includes('.');
      if (top && exportedLocals.has(definition.name)) definition.exported = true;
    }
    return {
      path,
      language: loaded.spec.id,
      hash,
      definitions,
      references,
      types: [...collected.types.values()],
      locals: [...collected.locals].filter((name) => !definedNames.has(name)),
      imports: module.imports,
      exports: module.exports,
      ...(collected.instances.size > 0
        ? { instances: Object.fromEntries(collected.instances) }
        : {}),
      ...(collected.callables.size > 0
        ? { callables: Object.fromEntries(collected.callables) }
        : {}),
      ...(collected.copies.size > 0 ? { copies: Object.fromEntries(collected.copies) } : {}),
      ...(module.packageName ? { packageName: module.packageName } : {}),
      ...(collected.publicNames ? { publicNames: collected.publicNames } : {}),
      ...(types?.renamed ? { renamedTypes: Object.fromEntries(types.renamed) } : {}),
      isTest,
      hasErrors,
    };
  } finally {
    tree.delete();
  }
}
