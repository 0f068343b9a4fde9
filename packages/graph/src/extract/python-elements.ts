// What a loop over a Python parameter gives, from the container type written on it (`def
// visit(nodes: list[NodeNG]): for node in nodes: …`): the element's type as written.
import type { Node } from 'web-tree-sitter';

/**
 * Containers whose iteration gives their first argument: `List[X]`, `Iterable[X]`, `tuple[X, ...]`,
 * through whatever module name (`typing.List`, `t.List` after `import typing as t`, `abc.Sequence`).
 */
const CONTAINER =
  /^(?:[A-Za-z_]\w*\.)*(?:List|list|Sequence|MutableSequence|Iterable|Iterator|Generator|Collection|Set|set|FrozenSet|frozenset|AbstractSet|MutableSet|Deque|deque|Tuple|tuple)$/;

/** Annotations that may hold one type or `None`: `Optional[X]`, `Union[X, None]`. */
const EITHER = /^(?:[A-Za-z_]\w*\.)*(?:Optional|Union)$/;

/** A generic written on a name (`list[X]`, `typing.List[X]`): the name and its type arguments. */
function genericParts(type: Node): [string, Node[]] | undefined {
  if (type.type === 'generic_type') {
    const [name, parameters] = type.namedChildren;
    const written = parameters?.type === 'type_parameter' ? parameters.namedChildren : [];
    return name
      ? [name.text.replace(/\s+/g, ''), written.filter((node) => node !== null)]
      : undefined;
  }
  if (type.type !== 'subscript') return undefined;
  const value = type.childForFieldName('value');
  const written = type.childrenForFieldName('subscript').filter((node) => node !== null);
  return value ? [value.text.replace(/\s+/g, ''), written] : undefined;
}

/** A type that is only `None` (`Optional[X]` joins it). */
function isNone(type: Node): boolean {
  const inner = type.type === 'type' ? type.namedChildren[0] : type;
  return inner?.type === 'none' || (inner?.type === 'identifier' && inner.text === 'None');
}

/** The one type of `types` that is not `None`, if there is exactly one. */
function onlyNotNone(types: readonly Node[]): Node | undefined {
  const others = types.filter((type) => !isNone(type));
  return others.length === 1 ? others[0] : undefined;
}

/**
 * The element type a loop over a value written with `type` gives (`list[NodeNG]`, `Optional[
 * Sequence["Node"]]`, `tuple[Node, ...]`: the `NodeNG`/`"Node"` node); undefined for anything
 * else — a mapping (its keys), a tuple of different items, a container of containers.
 */
export function pythonLoopElement(type: Node | undefined, depth = 0): Node | undefined {
  if (!type || depth > 4) return undefined;
  if (type.type === 'type') return pythonLoopElement(type.namedChildren[0] ?? undefined, depth + 1);
  if (type.type === 'union_type')
    return pythonLoopElement(
      onlyNotNone(type.namedChildren.filter((node) => node !== null)),
      depth + 1,
    );
  const [name, parameters] = genericParts(type) ?? ['', []];
  if (EITHER.test(name)) return pythonLoopElement(onlyNotNone(parameters), depth + 1);
  if (!CONTAINER.test(name)) return undefined;
  const [element, rest] = parameters;
  const tuple = /^(?:[A-Za-z_]\w*\.)*[Tt]uple$/.test(name);
  if (!element || (tuple && parameters.length > 1 && rest?.text !== '...')) return undefined;
  const inner = element.type === 'type' ? element.namedChildren[0] : element;
  const nested = inner && genericParts(inner);
  return nested && CONTAINER.test(nested[0]) ? undefined : element;
}

/** `Type[X]`, `type[X]`, through whatever module name: the class X itself. */
const CLASS_OF = /^(?:[A-Za-z_]\w*\.)*[Tt]ype$/;

/**
 * The class a value written with `type` is (`cls: t.Type[Shell]`, `Optional[type[Shell]]`: the
 * `Shell` node), whose call constructs an instance of it; undefined for anything else.
 */
export function pythonHeldClass(type: Node | undefined, depth = 0): Node | undefined {
  if (!type || depth > 4) return undefined;
  if (type.type === 'type') return pythonHeldClass(type.namedChildren[0] ?? undefined, depth + 1);
  const [name, parameters] = genericParts(type) ?? ['', []];
  if (EITHER.test(name)) return pythonHeldClass(onlyNotNone(parameters), depth + 1);
  return CLASS_OF.test(name) && parameters.length === 1 ? parameters[0] : undefined;
}
