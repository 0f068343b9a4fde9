// Interfaces that several of the repository's files declare under one name (xterm's own
// `IDisposable` beside the one of the VS Code sources it vendors): a call through the one a file
// means reaches the implementations of that declaration, not those of its namesakes.
import type { Definition, TypeFacts } from '../model.js';
import type { FileScope } from './file-scope.js';
import { typeFiles } from './receiver-types.js';

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
  // `terminals: Terminal.IManager`: a namespace's interface, which its bare name does not say.
  const qualified = receiverTypes?.some(
    (type) => !index.isType(type) && (scope.bindings.has(type) || scope.topLevel.has(type)),
  );
  if (qualified) return targets;
  const meant: [string, ReadonlySet<string>][] = [];
  for (const type of receiverTypes ?? []) {
    const files = new Set(index.typesNamed(type).map((facts) => index.pathOfType(facts)));
    if (files.size < 2) continue;
    const own = typeFiles(scope, type);
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
