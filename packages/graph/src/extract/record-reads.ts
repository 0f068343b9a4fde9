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
  const names = parameter?.type === 'array_pattern' ? parameter.namedChildren : [parameter];
  const name = names.find((named) => named?.type === 'identifier' && readsValues(read, named));
  const element = name ? recordElementRead(values) : undefined;
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

/**
 * `for (const x of Object.values(record))`, `for (const [key, x] of Object.entries(record))`, and
 * their callbacks: whether the name takes one of the record's values (an entry's key is a string).
 */
export function readsValues(read: string, name: Node): boolean {
  if (read === 'values') return name.parent?.type !== 'array_pattern';
  return read === 'entries' && name.parent?.type === 'array_pattern' && placeIn(name) === 1;
}

/** The place a name takes in an array pattern, holes counted (`[, rows]`: 1). */
export function placeIn(name: Node): number {
  let place = 0;
  for (const child of name.parent?.children ?? []) {
    if (child?.id === name.id) return place;
    if (child?.type === ',') place++;
  }
  return -1;
}
