// Facts as objects of one hidden class each, however they were made.
import type { Definition, Reference } from './model.js';

/**
 * The definition as an object of one hidden class: every key set, in one order, whether extraction
 * made it or JSON.parse read it from a worker's facts (JSON omits `undefined`, and parsed objects
 * never share a literal's hidden class). The resolver reads definitions in its hottest loops; with
 * a class per combination of optional facts V8 deoptimised them as new combinations appeared.
 * The order is the one the cache and the export have always written: keep it.
 */
export function shapedDefinition(definition: Definition): Definition {
  return {
    id: definition.id,
    file: definition.file,
    name: definition.name,
    qualifiedName: definition.qualifiedName,
    kind: definition.kind,
    startLine: definition.startLine,
    endLine: definition.endLine,
    nameLine: definition.nameLine,
    container: definition.container,
    exported: definition.exported,
    isTest: definition.isTest,
    dispatchTypes: definition.dispatchTypes,
    passedTo: definition.passedTo,
    requiredParameters: definition.requiredParameters,
    parameterLimit: definition.parameterLimit,
    returnTypes: definition.returnTypes,
    narrows: definition.narrows,
    callbackTypes: definition.callbackTypes,
    block: definition.block,
    property: definition.property,
    cached: definition.cached,
    setter: definition.setter,
    accessor: definition.accessor,
    abstract: definition.abstract,
    static: definition.static,
    overloaded: definition.overloaded,
    alternative: definition.alternative,
    overloadReturns: definition.overloadReturns,
    namespace: definition.namespace,
    returnedCall: definition.returnedCall,
  } satisfies Record<keyof Definition, unknown>; // every key listed, even one declared optional
}

/** The reference as an object of one hidden class (see shapedDefinition); in the order written. */
export function shapedReference(reference: Reference): Reference {
  return {
    name: reference.name,
    receiver: reference.receiver,
    receiverTypes: reference.receiverTypes,
    receiverCall: reference.receiverCall,
    ownerTypes: reference.ownerTypes,
    kind: reference.kind,
    shadowed: reference.shadowed,
    through: reference.through,
    arguments: reference.arguments,
    line: reference.line,
    from: reference.from,
  } satisfies Record<keyof Reference, unknown>;
}
