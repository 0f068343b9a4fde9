import { createHash } from 'node:crypto';
import { Parser, type Node } from 'web-tree-sitter';
import type { LoadedLanguage } from '../languages.js';
import type {
  Definition,
  DefinitionKind,
  FileFacts,
  ReceiverCall,
  Reference,
  ReferenceKind,
  TypeFacts,
} from '../model.js';
import { moduleFacts } from './imports.js';
import { innermostCallables, TypedBindings } from './scopes.js';
import { shimSource } from './shims.js';
import {
  argumentCount,
  dispatchFacts,
  dispatchOwner,
  requiredParameters,
  returnTypeOf,
  typeNames,
} from './typescript-types.js';

const TEST_PATH =
  /(^|\/)(tests?|__tests__|spec|testing)\/|\.(test|spec)\.[cm]?[jt]sx?$|_test\.(go|py)$|(^|\/)test_[^/]*\.py$|Tests?\.(java|cs)$/;

/** Whether a path is test code. */
export function isTestPath(path: string): boolean {
  return TEST_PATH.test(path);
}

export function contentHash(content: string): string {
  return createHash('sha1').update(content).digest('hex');
}

interface RawDefinition {
  name: string;
  kind: DefinitionKind;
  start: number;
  end: number;
  startLine: number;
  endLine: number;
  nameLine: number;
  exported: boolean;
}

function isExported(node: Node, language: string, name: string): boolean {
  switch (language) {
    case 'go':
      return /^[A-Z]/.test(name);
    case 'python':
      return !name.startsWith('_');
    case 'typescript':
    case 'tsx':
    case 'javascript': {
      // `export function f`, `export const f = () => …`, `export class C`.
      let current: Node | null = node;
      for (let depth = 0; current && depth < 3; depth++, current = current.parent) {
        if (current.type === 'export_statement') return true;
      }
      return false;
    }
    default:
      return true;
  }
}

/** The container of an object literal's methods: `<object@` + the object's offset + `>`. */
export const OBJECT_CONTAINER = '<object@';

const JAVASCRIPT_LIKE = new Set(['typescript', 'tsx', 'javascript']);
const TYPESCRIPT = new Set(['typescript', 'tsx']);

const captureNames = new Map<string, [string, string]>();

/** `definition.function` → [`definition`, `function`], split once per capture name. */
function captureParts(name: string): [string, string] {
  let parts = captureNames.get(name);
  if (!parts) {
    const [group = '', kind = ''] = name.split('.');
    parts = [group, kind];
    captureNames.set(name, parts);
  }
  return parts;
}

const parsers = new Map<string, Parser>();

/** Parses one file and extracts its definitions, references and module facts. */
export function extractFacts(
  path: string,
  content: string,
  loaded: LoadedLanguage,
  /** The content's hash, when the caller has it already. */
  hash = contentHash(content),
): FileFacts {
  let parser = parsers.get(loaded.spec.id);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(loaded.language);
    parsers.set(loaded.spec.id, parser);
  }
  const source = shimSource(loaded.spec.id, content);
  const tree = parser.parse(source);
  if (!tree) throw new Error(`tree-sitter could not parse ${path}`);
  try {
    const root = tree.rootNode;
    const rawDefinitions: RawDefinition[] = [];
    const rawReferences: {
      name: string;
      receiver?: string;
      kind: ReferenceKind;
      arguments?: number;
      start: number;
      line: number;
    }[] = [];
    const locals = new Set<string>();
    const moduleStatements: Node[] = [];
    // `type` is where a type is written (or the constructor); `call` the call whose result it holds.
    const rawTypedBindings: {
      name: string;
      type?: Node;
      call?: ReceiverCall;
      start: number;
      field: boolean;
    }[] = [];
    const polymorphic = new Map<number, { types: string[]; required: number }>();
    const returnTypes = new Map<number, string[]>();
    const objectOf = new Map<number, number>();
    const types = new Map<string, TypeFacts>();
    const typeNamed = (name: string, kind: TypeFacts['kind']): TypeFacts => {
      let type = types.get(name);
      if (!type) {
        type = { name, kind, supertypes: [], members: [] };
        types.set(name, type);
      }
      return type;
    };
    // A generous match limit: with the default, deep files (long pipelines, big modules) drop matches.
    for (const match of loaded.query.matches(root, { matchLimit: 65_536 })) {
      let main: { kind: string; node: Node } | undefined;
      let name: Node | undefined;
      let receiver: Node | undefined;
      let owner: Node | undefined;
      let callee: Node | undefined;
      for (const capture of match.captures) {
        if (capture.name === 'name') name = capture.node;
        else if (capture.name === 'receiver') receiver = capture.node;
        else if (capture.name === 'owner') owner = capture.node;
        else if (capture.name === 'callee') callee = capture.node;
        else main = { kind: capture.name, node: capture.node };
      }
      if (main?.kind === 'module.statement') {
        moduleStatements.push(main.node);
        continue;
      }
      if (!main || !name) continue;
      const [group, kind] = captureParts(main.kind);
      if (group === 'assigned') {
        if (callee)
          rawTypedBindings.push({
            name: name.text,
            call: {
              callee: callee.text,
              ...(receiver ? { receiver: receiver.text } : {}),
            },
            start: main.node.startIndex,
            field: false,
          });
      } else if (group === 'binding' || group === 'typed') {
        if (group === 'binding') locals.add(name.text);
        if (owner)
          rawTypedBindings.push({
            name: kind === 'field' ? `this.${name.text}` : name.text,
            type: owner,
            start: main.node.startIndex,
            field: kind === 'field',
          });
      } else if (group === 'member') {
        if (owner) typeNamed(owner.text, 'interface').members.push(name.text);
      } else if (group === 'supertypes') {
        if (owner)
          typeNamed(name.text, kind as TypeFacts['kind']).supertypes.push(...typeNames(owner));
      } else if (group === 'definition') {
        const text = name.text.replace(/^['"#]|['"]$/g, '');
        const returned = TYPESCRIPT.has(loaded.spec.id) ? returnTypeOf(main.node) : null;
        if (returned) returnTypes.set(main.node.startIndex, typeNames(returned));
        // Methods of an object literal share it as their container (`this.` reaches siblings).
        if (main.node.type === 'method_definition' && main.node.parent?.type === 'object')
          objectOf.set(main.node.startIndex, main.node.parent.startIndex);
        if (main.node.type === 'method_definition' && TYPESCRIPT.has(loaded.spec.id)) {
          const dispatch = dispatchOwner(main.node);
          if (dispatch)
            polymorphic.set(main.node.startIndex, {
              types: dispatch.owner ? typeNames(dispatch.owner) : [],
              required: requiredParameters(main.node),
            });
        }
        rawDefinitions.push({
          name: text,
          kind: kind as DefinitionKind,
          start: main.node.startIndex,
          end: main.node.endIndex,
          startLine: main.node.startPosition.row + 1,
          endLine: main.node.endPosition.row + 1,
          nameLine: name.startPosition.row + 1,
          exported: isExported(main.node, loaded.spec.id, text),
        });
      } else if (group === 'reference') {
        rawReferences.push({
          name: name.text,
          ...(receiver
            ? { receiver: receiver.text.length > 80 ? '<expression>' : receiver.text }
            : {}),
          kind: kind as ReferenceKind,
          ...(kind === 'method' && JAVASCRIPT_LIKE.has(loaded.spec.id)
            ? argumentCount(main.node)
            : {}),
          start: main.node.startIndex,
          line: main.node.startPosition.row + 1,
        });
      }
    }

    // Nesting: sort by start (outer first) and walk with a stack of open definitions.
    rawDefinitions.sort((a, b) => a.start - b.start || b.end - a.end);
    const definitions: Definition[] = [];
    const rawOf: RawDefinition[] = [];
    const stack: { raw: RawDefinition; definition: Definition; index: number }[] = [];
    const seen = new Set<string>();
    for (const raw of rawDefinitions) {
      while (stack.length > 0 && (stack.at(-1)?.raw.end ?? 0) <= raw.start) stack.pop();
      let qualifiedName = raw.name;
      for (let depth = stack.length - 1; depth >= 0; depth--)
        qualifiedName = `${stack[depth]?.raw.name ?? ''}.${qualifiedName}`;
      const key = `${qualifiedName}@${raw.startLine}`;
      if (seen.has(key)) continue; // the same node matched by two patterns
      seen.add(key);
      const container = [...stack]
        .reverse()
        .find((entry) => entry.raw.kind === 'class' || entry.raw.kind === 'interface');
      const kind: DefinitionKind =
        raw.kind === 'function' && container !== undefined && stack.at(-1) === container
          ? 'method'
          : raw.kind;
      const definition: Definition = {
        id: `${path}#${qualifiedName}@${raw.startLine}`,
        file: path,
        name: raw.name,
        qualifiedName,
        kind,
        startLine: raw.startLine,
        endLine: raw.endLine,
        nameLine: raw.nameLine,
        ...(container
          ? { container: container.raw.name }
          : objectOf.has(raw.start)
            ? { container: `${OBJECT_CONTAINER}${objectOf.get(raw.start)}>` }
            : {}),
        exported: raw.exported && stack.length === 0,
        isTest: false,
        ...dispatchFacts(kind === 'method' ? polymorphic.get(raw.start) : undefined),
        ...(returnTypes.has(raw.start) ? { returnTypes: returnTypes.get(raw.start) } : {}),
      };
      definitions.push(definition);
      rawOf.push(raw);
      stack.push({ raw, definition, index: definitions.length - 1 });
    }

    // Each reference belongs to the innermost function, method or class around it.
    const spans = definitions.flatMap((definition, index) => {
      const raw = rawOf[index];
      return raw && definition.kind !== 'interface'
        ? [{ index, start: raw.start, end: raw.end }]
        : [];
    });
    // In source order (stable: two references at one offset keep the query's order).
    rawReferences.sort((a, b) => a.start - b.start);
    const referenceScopes = innermostCallables(
      spans,
      rawReferences.map((reference) => reference.start),
    );
    const bindingScopes = innermostCallables(
      spans,
      rawTypedBindings.map((binding) => binding.start),
    );
    // A field belongs to its class, and is visible in all of it.
    const classSpans = spans.filter((span) => definitions[span.index]?.kind === 'class');
    const fieldScopes = innermostCallables(
      classSpans,
      rawTypedBindings.map((binding) => binding.start),
    );
    const typedBindings = rawTypedBindings.map((binding, index) => {
      const from = (binding.field ? fieldScopes[index] : bindingScopes[index]) ?? -1;
      const start = binding.field ? (rawOf[from]?.start ?? 0) : binding.start;
      return { name: binding.name, type: binding, start, from };
    });
    const receivers = new TypedBindings(typedBindings, definitions);
    const namesOfType = new Map<Node, string[]>();
    const typeNamesOf = (type: Node): string[] => {
      let names = namesOfType.get(type);
      if (!names) {
        names = typeNames(type);
        namesOfType.set(type, names);
      }
      return names;
    };
    const references: Reference[] = rawReferences.map((reference, index) => {
      const from = referenceScopes[index] ?? -1;
      const binding =
        reference.receiver !== undefined && /^(this\.)?[A-Za-z_$][\w$]*$/.test(reference.receiver)
          ? receivers.find(reference.receiver, reference.start, from)
          : undefined;
      return {
        name: reference.name,
        ...(reference.receiver === undefined ? {} : { receiver: reference.receiver }),
        ...(binding?.type.type ? { receiverTypes: typeNamesOf(binding.type.type) } : {}),
        ...(binding?.type.call ? { receiverCall: binding.type.call } : {}),
        kind: reference.kind,
        ...(reference.arguments === undefined ? {} : { arguments: reference.arguments }),
        line: reference.line,
        from,
      };
    });

    moduleStatements.sort((a, b) => a.startIndex - b.startIndex);
    const module = moduleFacts(loaded.spec.id, root, moduleStatements, source);
    const definedNames = new Set(definitions.map((definition) => definition.name));
    const isTest = isTestPath(path);
    const exportedLocals = new Set(Object.values(module.exports));
    // Every class and interface is a known type, even one that declares nothing to dispatch.
    for (const definition of definitions)
      if (definition.kind === 'class' || definition.kind === 'interface')
        typeNamed(definition.name, definition.kind);
    for (const definition of definitions) {
      const owner =
        definition.container === undefined ? undefined : types.get(definition.container);
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
      types: [...types.values()],
      locals: [...locals].filter((name) => !definedNames.has(name)),
      imports: module.imports,
      exports: module.exports,
      ...(module.packageName ? { packageName: module.packageName } : {}),
      isTest,
      hasErrors: root.hasError,
    };
  } finally {
    tree.delete();
  }
}
