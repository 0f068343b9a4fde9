// Object literals made as an Effect service: `Runners.of({ … })`, where the module declares the tag
// `class Runners extends Context.Tag(key)<Runners, …>() {}`, and `identity<Snowflake.Generator>({
// … })`. Each is a value of that type: a call through the service (`const runners = yield*
// Runners`) reaches its methods.
import type { Node } from 'web-tree-sitter';
import { topLevelDeclarations } from './top-level.js';

/**
 * What an object literal passed as the only argument of its call (`arguments`, the list holding
 * it) is made as: the tag class named (`Runners`) or the type written (`Snowflake.Generator`'s
 * node); undefined for another call.
 */
export function madeServiceType(list: Node): string | Node | undefined {
  const call = list.parent;
  if (call?.type !== 'call_expression' || list.namedChildCount !== 1) return undefined;
  const callee = call.childForFieldName('function');
  if (callee?.type === 'identifier' && callee.text === 'identity') {
    const written = call.childForFieldName('type_arguments')?.namedChildren;
    return written?.length === 1 ? (written[0] ?? undefined) : undefined;
  }
  if (callee?.type !== 'member_expression') return undefined;
  const tag = callee.childForFieldName('object');
  if (callee.childForFieldName('property')?.text !== 'of' || tag?.type !== 'identifier')
    return undefined;
  return declaresTag(list.tree.rootNode, tag.text) ? tag.text : undefined;
}

/** Whether a module declares `name` as a service tag, at its top level (exported or not). */
function declaresTag(program: Node, name: string): boolean {
  return topLevelDeclarations(program).some(
    (declared) =>
      declared.type === 'class_declaration' &&
      declared.childForFieldName('name')?.text === name &&
      isTagHeritage(declared),
  );
}

/**
 * `extends Context.Tag(key)<Self, Service>()` (or `Effect.Tag`), as the query's service-tag patterns
 * read it: a `Tag` of a namespace, not a module's own function of that name.
 */
function isTagHeritage(declaration: Node): boolean {
  const heritage = declaration.namedChildren.find((child) => child?.type === 'class_heritage');
  const extended = heritage?.namedChildren.find((child) => child?.type === 'extends_clause');
  const made = extended?.childForFieldName('value');
  const maker = made?.type === 'call_expression' ? made.childForFieldName('function') : null;
  const tag = maker?.type === 'call_expression' ? maker.childForFieldName('function') : null;
  return tag?.type === 'member_expression' && tag.childForFieldName('property')?.text === 'Tag';
}
