// A React function component held by a name written with React's component type (`const Group:
// React.FC<Props> = ({ element }) => …`): its first parameter is the props the type argument names.
import type { Node } from 'web-tree-sitter';
import type { Collected } from './raw-facts.js';
import { typeNames } from './type-names.js';
import { untypedFields, untypedParameters } from './typescript-types.js';

/** React's types of function components, by the place of the props among their type arguments. */
const PROPS_PLACE = new Map([
  ['FC', 0],
  ['FunctionComponent', 0],
  ['VFC', 0],
  ['VoidFunctionComponent', 0],
  ['ForwardRefRenderFunction', 1],
]);

/**
 * Types the untyped first parameter of `fn`, held by a name written with `type`, when `type` is a
 * function component's (`React.FC<Props>`, `FunctionComponent<Props>`,
 * `ForwardRefRenderFunction<Ref, Props>`): the props, or each field it destructures (`({ element
 * })`). True when it is one (the library's type says nothing more of the parameters).
 */
export function addComponentProps(collected: Collected, fn: Node, type: Node): boolean {
  if (type.type !== 'generic_type') return false;
  const name = type.childForFieldName('name')?.text ?? '';
  const place = PROPS_PLACE.get(name.slice(name.lastIndexOf('.') + 1));
  const props =
    place === undefined
      ? undefined
      : type.childForFieldName('type_arguments')?.namedChildren[place];
  if (!props) return false;
  const span = { start: fn.startIndex, end: fn.endIndex, field: false };
  for (const [parameter, binding] of untypedParameters(fn))
    if (parameter === 0) collected.typedBindings.push({ name: binding.text, type: props, ...span });
  const receiverTypes = typeNames(props);
  for (const [parameter, field, binding] of untypedFields(fn))
    if (parameter === 0)
      collected.typedBindings.push({
        name: binding.text,
        call: { callee: field, field: true, receiverTypes },
        ...span,
      });
  return true;
}
