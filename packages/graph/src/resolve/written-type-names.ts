// The type names a file writes, as the repository declares them: where a name is declared (the
// file, or those it imports it from), whether it is a class or interface of the repository, and
// which written return types say what class a chained call's receiver is.
import { namesContainer } from './builtins.js';
import {
  bindsModule,
  importedDefinitions,
  type FileScope,
  type ImportBinding,
} from './file-scope.js';

/**
 * A return type that says which class a chained call's receiver is: one naming a repository's
 * type and none of JavaScript's containers (`STM<Array<K>>` may be either; a bare type
 * parameter, nothing). Otherwise the receiver is taken to be of unknown type.
 */
export function classTypes(scope: FileScope, types: string[] | undefined): string[] | undefined {
  if (types === undefined) return undefined;
  // An object type written inline for the return: `this.context().frag` with `context(): { frag:
  // Fragment }`. Not a named alias of one, which may be a type parameter's constraint
  // (`getPlugin<T extends GraphPlugin>(name): T`, called `getPlugin<any>(name)`).
  const named = (type: string): boolean =>
    namesRepositoryType(scope, type) || scope.index.aliases.isInlineObject(type);
  // Aliases of the platform's types only (`TNativeAudioNode = AudioNode`): the platform's value.
  const foreign = scope.index.aliases.allForeign(types);
  return (foreign || types.some(named)) && !namesContainer(types) ? types : undefined;
}

/**
 * Whether a type name written in this file is a class or interface of the repository, or an
 * alias of one or of a union joining one (`type ActorDb = Database<Schema>`, `type Element = Node |
 * Edge`), which names them.
 */
export function namesRepositoryType(scope: FileScope, type: string): boolean {
  const { index } = scope;
  return (
    index.isType(type) ||
    index.aliases
      .meant(type, typePlaces(scope, type))
      .some(
        (alias) => (alias.union ?? alias.aliasOf)?.some((joined) => index.isType(joined)) === true,
      )
  );
}

/** What a type name this file writes imports (under that name, or under another it was read as). */
export function typeBinding(scope: FileScope, type: string): ImportBinding | undefined {
  return scope.bindings.get(type) ?? scope.typeBindings.get(type);
}

/** The files that may declare a type name this file uses: the file, or those it imports it from. */
export function typePlaces(scope: FileScope, type: string): readonly string[] {
  const binding = typeBinding(scope, type);
  return binding && !bindsModule(binding) ? binding.files : [scope.file.path];
}

/** The files a type name written in this file means: its own declaration, or its import's. */
export function typeFiles(scope: FileScope, type: string): ReadonlySet<string> | undefined {
  if (scope.topLevel.get(type)?.some((definition) => definition.kind !== 'function'))
    return new Set([scope.file.path]);
  const binding = typeBinding(scope, type);
  // The file's own object type (`type NativeModule = { … }`), not a class of that name elsewhere.
  if (!binding && scope.index.aliases.declaresObjectIn(type, scope.file.path))
    return new Set([scope.file.path]);
  if (!binding || bindsModule(binding)) return undefined;
  const files = new Set(importedDefinitions(scope, binding).map((definition) => definition.file));
  return files.size > 0 ? files : undefined;
}
