// What the query's matches say about one file, before definitions are nested and references
// scoped. One small function per kind of match: each is optimised on its own, so a branch seen for
// the first time late in a build recompiles only its own function, not the whole extraction.
import type { Node, QueryMatch } from 'web-tree-sitter';
import type { LanguageId } from '../model.js';
import { takesRunnerForValue } from './python.js';
import { addPublicNames } from './python-public-names.js';
import { addPythonNarrowing } from './python-narrowing.js';
import { addCallback, addNarrowing } from './bound-types.js';
import { addImplementedPair, addReturnedFunction } from './implemented-members.js';
import { addAlias, addAttribute, addTypeFact } from './type-facts.js';
import { addAssigned, addBinding } from './collect-binding.js';
import { addMethodParameter } from './python-overrides.js';
import { addDefinition } from './collect-definition.js';
import { addReference } from './collect-reference.js';
import type { Collected, Parts } from './raw-facts.js';

const captureNames = new Map<string, [string, string]>();

/** `definition.function` → [`definition`, `function`], split once per capture name. */
function captureParts(name: string): [string, string] {
  let parts = captureNames.get(name);
  if (!parts) {
    const [group = '', kind = ''] = name.split('.');
    parts = [group, kind];
    captureNames.set(name, parts);
  }
  return parts;
}

/** The captures of a match, or none when it lacks its main capture. */
function partsOf(match: QueryMatch): Parts | undefined {
  let main: Node | undefined;
  let mainName = '';
  let name: Node | undefined;
  let receiver: Node | undefined;
  let owner: Node | undefined;
  let callee: Node | undefined;
  let guard: Node | undefined;
  for (const capture of match.captures) {
    if (capture.name === 'name') name = capture.node;
    else if (capture.name === 'receiver') receiver = capture.node;
    else if (capture.name === 'owner') owner = capture.node;
    else if (capture.name === 'callee') callee = capture.node;
    else if (capture.name === 'guard') guard = capture.node;
    else {
      main = capture.node;
      mainName = capture.name;
    }
  }
  if (!main) return undefined;
  const [group, kind] = captureParts(mainName);
  // A pattern whose main node is its name captures it once (`(parameters (identifier) @binding.parameter)`).
  return { main, group, kind, name: name ?? main, receiver, owner, callee, guard };
}

/** Nothing collected yet. */
function emptyCollected(): Collected {
  return {
    definitions: [],
    references: [],
    typedBindings: [],
    locals: new Set(),
    localBindings: [],
    moduleStatements: [],
    polymorphic: new Map(),
    returnTypes: new Map(),
    narrows: new Map(),
    callbackTypes: new Map(),
    overloadReturns: new Map(),
    returnedCalls: new Map(),
    returnedValues: new Map(),
    returnedMembers: new Map(),
    objectOf: new Map(),
    types: new Map(),
    instances: new Map(),
    copies: new Map(),
    callables: new Map(),
  };
}

/** Sorts what the matches of the language's query over one file say. */
export function collectMatches(
  matches: readonly QueryMatch[],
  language: LanguageId,
  /** The parsed text, when it parsed without errors. */
  cleanSource: string | undefined,
): Collected {
  const collected = emptyCollected();
  for (const match of matches) {
    const parts = partsOf(match);
    if (parts?.group === 'module') {
      collected.moduleStatements.push(parts.main);
      continue;
    }
    if (parts?.group === 'callback') {
      addCallback(collected, parts);
      continue;
    }
    if (parts?.group === 'exports') {
      addPublicNames(collected, parts);
      continue;
    }
    if (parts?.group === 'implemented') {
      if (parts.kind === 'returned' || parts.kind === 'typed')
        addReturnedFunction(collected, parts);
      else addImplementedPair(collected, parts);
      continue;
    }
    const name = parts?.name;
    if (!parts || !name) continue;
    if (language === 'python' && takesRunnerForValue(parts)) continue;
    switch (parts.group) {
      case 'definition':
        addDefinition(collected, parts, name, language);
        break;
      case 'reference':
        addReference(collected, parts, name, language, cleanSource);
        break;
      case 'binding':
      case 'typed':
        addBinding(collected, parts, name);
        if (language === 'python' && parts.kind === 'parameter' && parts.group === 'binding')
          addMethodParameter(collected, name);
        break;
      case 'assigned':
        addAssigned(collected, parts, name);
        break;
      case 'narrowed':
        if (parts.kind === 'test') addPythonNarrowing(collected, parts, name);
        else addNarrowing(collected, parts, name);
        break;
      case 'attribute':
        addAttribute(collected, parts, name);
        break;
      case 'member':
      case 'supertypes':
        addTypeFact(collected, parts, name, language);
        break;
      case 'alias':
        addAlias(collected, parts, name, language);
        break;
    }
  }
  return collected;
}
