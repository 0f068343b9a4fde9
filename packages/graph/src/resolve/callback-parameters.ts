// A callback's untyped parameter, typed by what a callee writes for it: the callee's own callback
// type at that place, or an alias of a function type its parameter is written with.
import type { Definition } from '../model.js';
import { isContainerIn } from './builtins.js';
import type { FileScope } from './file-scope.js';

/** The written type of a callback's parameter (`argument:parameter`) in one of the callees. */
export function callbackParameterTypes(
  scope: FileScope,
  targets: Definition[],
  argument: number,
  parameter: number,
): string[] | undefined {
  const key = `${argument}:${parameter}`;
  for (const target of targets) {
    // `new Observable((subscriber) => …)`: the class's constructor takes the callback.
    const signatures =
      target.kind === 'class'
        ? (scope.index.byFile.get(target.file)?.definitions ?? []).filter(
            (member) => member.container === target.name && member.name === 'constructor',
          )
        : [target];
    for (const signature of signatures) {
      const written = signature.callbackTypes;
      const types = written?.[key];
      if (types) return types;
      // A parameter written with a type's name (`handler: H<E>`, `...handlers: H[]`): an alias of
      // a function type says what the callback takes.
      const named = written?.[`${argument}:=`] ?? restParameterType(written, argument);
      const aliased = named && scope.index.aliases.callParameterTypes(named, parameter);
      if (aliased) return aliased;
    }
  }
  return undefined;
}

/** The named type of a rest parameter (`...handlers: H[]`) that takes argument `argument`. */
function restParameterType(
  written: Record<string, string[]> | undefined,
  argument: number,
): string[] | undefined {
  for (let index = argument; index >= 0; index--) {
    const types = written?.[`${index}:...`];
    if (types) return types;
  }
  return undefined;
}

/** What member `name` of one of `types` writes for its parameter `position`. */
export function memberParameterTypes(
  scope: FileScope,
  types: string[],
  name: string,
  position: number,
  depth = 0,
): string[] | undefined {
  const signature = scope.index.signatureParameters(types, name, position);
  if (signature) return signature;
  // A property written with an alias of a function type (`onEvent: EventHandler`).
  const field = scope.index.typedField(types, name);
  const aliased = field && scope.index.aliases.callParameterTypes(field, position);
  if (aliased || depth >= 3) return aliased;
  // `Record<string, VisitorFunc<T>>`: every member is a function the record holds.
  const held = types.includes('Record') && types.filter((type) => !isContainerIn(types, type));
  const recorded = held && scope.index.aliases.callParameterTypes(held, position);
  if (recorded) return recorded;
  // `options: Prefix | Infix` with `type Prefix = Base & { parsePrefix: (parser: Parser) => R }`:
  // the member of the type in the union declaring it.
  const joined = types.flatMap((type) => scope.index.aliases.joined(type));
  return joined.length > 0
    ? memberParameterTypes(scope, joined, name, position, depth + 1)
    : undefined;
}
