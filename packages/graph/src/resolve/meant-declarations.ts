// Interfaces that several of the repository's files declare under one name (xterm's own
// `IDisposable` beside the one of the VS Code sources it vendors): a call through the one a file
// means reaches the implementations of that declaration, not those of its namesakes.
import type { Definition, TypeFacts } from '../model.js';
import type { FileScope } from './file-scope.js';
import { isBuiltinType } from './builtins.js';
import { typeFiles } from './written-type-names.js';

/**
 * `targets` (implementations a call dispatches to through its receiver's written types) without
 * those whose classes implement only another declaration of a receiver's type than the one this
 * file means, when several files declare that name.
 */
export function ofMeantDeclarations(
  scope: FileScope,
  receiverTypes: readonly string[] | undefined,
  targets: Definition[],
): Definition[] {
  const { index } = scope;
  const types = receiverTypes ?? [];
  // `terminals: Terminal.IManager`: the interface of the namespace the name after it qualifies.
  const qualified = qualifiedTypes(scope, types);
  if (qualified === undefined) return targets;
  const meant: [string, ReadonlySet<string>][] = [];
  for (const type of types) {
    const files = new Set(index.typesNamed(type).map((facts) => index.pathOfType(facts)));
    if (files.size < 2) continue;
    const own = qualified.has(type) ? qualified.get(type) : typeFiles(scope, type);
    if (own) meant.push([type, own]);
  }
  if (meant.length === 0) return targets;
  return targets.filter((target) => {
    const owner = index
      .typesNamed(target.container ?? '')
      .find((facts) => index.pathOfType(facts) === target.file);
    if (!owner) return true;
    const verdicts = meant.map(([type, files]) => reaches(scope, owner, type, files, new Set()));
    return verdicts.includes(true) || verdicts.every((verdict) => verdict === undefined);
  });
}

/**
 * Whether a class or interface has, at some depth of its heritage, the declaration of `name`
 * in one of `files` (true), only declarations of that name in other files (false), or none
 * (undefined).
 */
function reaches(
  scope: FileScope,
  from: TypeFacts,
  name: string,
  files: ReadonlySet<string>,
  seen: Set<TypeFacts>,
): boolean | undefined {
  if (seen.has(from)) return undefined;
  seen.add(from);
  let verdict: boolean | undefined;
  for (const supertype of new Set([...(from.implemented ?? []), ...(from.extended ?? [])])) {
    for (const facts of scope.index.heritageTypes(from, supertype)) {
      const found =
        supertype === name
          ? files.has(scope.index.pathOfType(facts) ?? '')
          : reaches(scope, facts, name, files, seen);
      if (found === true) return true;
      if (found === false) verdict = false;
    }
  }
  return verdict;
}

/**
 * The names a receiver's written type qualifies by a namespace (`Terminal.IManager`, `Contents.
 * IManager`: a module's namespace or a TypeScript namespace this file imports or declares), each
 * with the files that namespace's declarations are in; undefined when such a name is declared in
 * none of them (a namespace re-exported through another module): which one is meant is unknown.
 */
function qualifiedTypes(
  scope: FileScope,
  types: readonly string[],
): Map<string, ReadonlySet<string>> | undefined {
  const { index } = scope;
  const found = new Map<string, ReadonlySet<string>>();
  for (const [position, qualifier] of types.entries()) {
    const name = types[position + 1];
    if (name === undefined || index.isType(qualifier) || isBuiltinType(qualifier)) continue;
    const binding = scope.bindings.get(qualifier);
    if (!binding && !scope.topLevel.has(qualifier)) continue;
    const files = new Set(
      binding
        ? binding.files.flatMap((file) =>
            binding.imported === '*'
              ? [file]
              : (index.exportedNamespace(file, binding.imported, scope.resolver) ?? [file]),
          )
        : [scope.file.path],
    );
    const declared = index
      .typesNamed(name)
      .some((facts) => files.has(index.pathOfType(facts) ?? ''));
    if (!declared) return undefined;
    found.set(name, files);
  }
  return found;
}
