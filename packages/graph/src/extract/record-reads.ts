// What a record's values are read as: a loop over `Object.values(record)` (or the value of each of
// `Object.entries(record)`), or a callback a method of either passes each to
// (`Object.values(this.byId).forEach((item) => …)`, `Object.entries(byId).map(([id, item]) => …)`),
// takes an element of what the record holds, as a loop over the record itself would.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import type { Collected } from './raw-facts.js';
import { elementParameter } from '../resolve/builtins.js';
import { unwrapped } from './unwrapped.js';

/**
 * The record `Object.values(record)` (or `Object.entries(record)`) reads (`this.byId`, `obj.byId`,
 * `byId`), as an element of it: undefined for another record.
 */
export function recordElementRead(values: Node | null): ReceiverCall | undefined {
  const [record] = values?.childForFieldName('arguments')?.namedChildren ?? [];
  if (!record) return undefined;
  if (record.type === 'identifier') return { callee: '', receiver: record.text, element: true };
  const owner = record.type === 'member_expression' ? record.childForFieldName('object') : null;
  const field = record.childForFieldName('property')?.text;
  if ((owner?.type !== 'this' && owner?.type !== 'identifier') || !field) return undefined;
  return { callee: field, receiver: owner.text, field: true, element: true };
}

/**
 * A callback passed to a method of `Object.values(record)` or `Object.entries(record)` (`callee`,
 * the method): its parameter taking the element, or the value of an entry's `[key, value]`, is an
 * element of what the record holds. True when the callback is such a one.
 */
export function addRecordCallback(collected: Collected, callback: Node, callee: Node): boolean {
  const method = callee.type === 'member_expression' ? callee.childForFieldName('property') : null;
  const position = method ? elementParameter(method.text) : undefined;
  const values = unwrapped(callee.childForFieldName('object') ?? callee);
  const reader = values.type === 'call_expression' ? values.childForFieldName('function') : null;
  const read = /^Object\.(values|entries)$/.exec(reader?.text ?? '')?.[1];
  if (position === undefined || read === undefined) return false;
  const parameters = callback.childForFieldName('parameters')?.namedChildren ?? [];
  const single = callback.childForFieldName('parameter');
  // A parameter with a type written is typed by it.
  const written = single ? null : parameters[position];
  const parameter =
    single ?? (written?.childForFieldName('type') ? null : written?.childForFieldName('pattern'));
  // An entry is `[key, value]`: the value is the element.
  const name =
    read === 'values'
      ? parameter
      : parameter?.type === 'array_pattern'
        ? secondOf(parameter)
        : null;
  const element = name?.type === 'identifier' ? recordElementRead(values) : undefined;
  if (name && element)
    collected.typedBindings.push({
      name: name.text,
      call: element,
      start: callback.startIndex,
      end: callback.endIndex,
      field: false,
    });
  return true;
}

/** The name in the second place of an array pattern (`[id, item]`, `[, item]`). */
function secondOf(pattern: Node): Node | null {
  let place = 0;
  for (const child of pattern.children) {
    if (child?.type === ',') place++;
    else if (place === 1 && child?.type === 'identifier') return child;
  }
  return null;
}
