// A class extending a class imported under another name (`import AjvCore from "./core"`, then
// `class Ajv2019 extends AjvCore`): its superclass is the class declared there, by that name.
import type { Definition, FileFacts, TypeFacts } from '../model.js';

/** A class's facts with its supertypes as declared, and the files declaring the renamed ones. */
export interface RenamedSupertypes {
  facts: TypeFacts;
  /** Supertype name (as declared) → the files it was imported from. */
  files: Map<string, Set<string>>;
}

/**
 * The class `type` of `file` with each supertype imported under another name (a default import, or
 * `{ Core as Base }`) replaced by its declared name; undefined when none is.
 */
export function renamedSupertypes(
  file: FileFacts,
  type: TypeFacts,
  resolve: (source: string) => string[],
  exported: (path: string, name: string) => Definition[],
): RenamedSupertypes | undefined {
  if (type.kind !== 'class' || type.supertypes.length === 0) return undefined;
  let renamed: RenamedSupertypes | undefined;
  type.supertypes.forEach((supertype, position) => {
    for (const fact of file.imports) {
      const binding = fact.bindings.find((entry) => entry.local === supertype);
      if (!binding || binding.imported === supertype || binding.imported === '*') continue;
      for (const target of resolve(fact.source))
        for (const declared of exported(target, binding.imported)) {
          if (declared.kind !== 'class') continue;
          renamed ??= { facts: { ...type, supertypes: [...type.supertypes] }, files: new Map() };
          renamed.facts.supertypes[position] = declared.name;
          const files = renamed.files.get(declared.name) ?? new Set<string>();
          renamed.files.set(declared.name, files.add(declared.file));
        }
    }
  });
  return renamed;
}
