// Python methods' parameters as an override sees them: a parameter written without a type in a
// method of a class with bases takes the type its overridden method writes for it, as a type
// checker infers it (`def from_text(cls, rdclass, rdtype, tok)` overriding `tok: Tokenizer`).
import type { Node } from 'web-tree-sitter';
import { pythonTypeNames } from './python.js';
import type { Collected } from './raw-facts.js';
import { fieldRecord, typeNamed } from './type-facts.js';

/** Parameter nodes that hold their name directly or in a `name` field. */
const PARAMETERS = new Set([
  'identifier',
  'typed_parameter',
  'default_parameter',
  'typed_default_parameter',
]);

/** A parameter list's method: the class declaring it, its name, where it is, its parameters. */
interface ListedMethod {
  owner: Node;
  name: string;
  start: number;
  end: number;
  /** The list's parameters in order (comments left out), by node id. */
  parameters: number[];
}

/** Each file's parameter lists looked at, by node id: a list's parameters are seen one by one. */
const listsOfFiles = new WeakMap<Collected, Map<number, ListedMethod | undefined>>();

/** The method a parameter list belongs to, once per list (reading a node's parent is costly). */
function methodOf(collected: Collected, list: Node): ListedMethod | undefined {
  let lists = listsOfFiles.get(collected);
  if (!lists) {
    lists = new Map<number, ListedMethod | undefined>();
    listsOfFiles.set(collected, lists);
  }
  if (lists.has(list.id)) return lists.get(list.id);
  const method = list.parent;
  const owner = method?.type === 'function_definition' ? classAround(method) : undefined;
  const name = owner ? method?.childForFieldName('name')?.text : undefined;
  const listed =
    method && owner && name
      ? {
          owner,
          name,
          start: method.startIndex,
          end: method.endIndex,
          parameters: list.namedChildren.flatMap((child) =>
            child && child.type !== 'comment' ? [child.id] : [],
          ),
        }
      : undefined;
  lists.set(list.id, listed);
  return listed;
}

/**
 * A parameter of a Python method (`name` is its identifier): written with a type, that type joins
 * the class's signature of the method, for overrides to read; written without one in a class with
 * bases, it is bound to what the overridden method writes at its position, looked up when resolving.
 */
export function addMethodParameter(collected: Collected, name: Node): void {
  const above = name.parent;
  const parameter = above?.type === 'parameters' ? name : above;
  const list = parameter === name ? above : parameter?.parent;
  if (!parameter || !PARAMETERS.has(parameter.type) || list?.type !== 'parameters') return;
  const method = methodOf(collected, list);
  if (!method) return;
  const position = method.parameters.indexOf(parameter.id);
  const type = parameter.childForFieldName('type');
  const { owner } = method;
  if (type) return addSignatureType(collected, owner, method.name, position, pythonTypeNames(type));
  // The first parameter is the instance or the class (`self`, `cls`).
  if (position < 1 || !owner.childForFieldName('superclasses')) return;
  collected.typedBindings.push({
    name: name.text,
    call: { callee: method.name, parameter: position, implements: true },
    start: method.start,
    end: method.end,
    field: false,
  });
}

/** The class whose body declares a function (decorated or not). */
function classAround(method: Node): Node | undefined {
  const above = method.parent;
  const block = above?.type === 'decorated_definition' ? above.parent : above;
  const klass = block?.type === 'block' ? block.parent : undefined;
  return klass?.type === 'class_definition' ? klass : undefined;
}

/** `types` at `position` of the class's signature of `method`. */
function addSignatureType(
  collected: Collected,
  owner: Node,
  method: string,
  position: number,
  types: string[],
): void {
  const className = owner.childForFieldName('name')?.text;
  if (!className || types.length === 0) return;
  const facts = typeNamed(collected, className, 'class');
  const signatures = (facts.signatures ??= fieldRecord<string[][]>());
  const signature = (signatures[method] ??= []);
  while (signature.length < position) signature.push([]);
  signature[position] = types;
}
