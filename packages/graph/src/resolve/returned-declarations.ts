// Type names a call returns that the calling file neither declares nor imports (`z.string()`
// returning a `ZodString`): they mean what the callee's module means by them, which tells apart
// namesakes of two folders (`zod`'s v3 and v4 each declare a `ZodString`).
import type { Definition } from '../model.js';
import type { FileScope } from './file-scope.js';
import { homeScope } from './returned-calls.js';
import { typeBinding, typeFiles } from './written-type-names.js';

/**
 * Notes what the type names `returned` (what a call of `targets` returns) mean where `targets`
 * are declared, for those this file neither declares nor imports: `z.string()` of `zod/v4`
 * returns the `ZodString` its module declares, not the one of `zod/v3`.
 */
export function noteReturnedDeclarations(
  scope: FileScope,
  targets: readonly Definition[],
  returned: readonly string[] | undefined,
): void {
  const noted = scope.returnedDeclarations;
  if (!noted || !returned) return;
  for (const type of returned) {
    if (typeBinding(scope, type) || scope.topLevel.has(type)) continue;
    if (scope.index.aliases.declaresObjectIn(type, scope.file.path)) continue;
    for (const target of targets) {
      const home = target.file === scope.file.path ? undefined : homeScope(scope, target.file);
      const files = home && typeFiles(home, type);
      if (!files) continue;
      const known = noted.get(type) ?? new Set<string>();
      for (const file of files) known.add(file);
      noted.set(type, known);
    }
  }
}

/** The files declaring each type name a call returned, as noted (see noteReturnedDeclarations). */
export function returnedDeclarationsIn(
  scope: FileScope,
): (type: string) => ReadonlySet<string> | undefined {
  return (type) => scope.returnedDeclarations?.get(type);
}
