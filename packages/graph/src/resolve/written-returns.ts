// What a call returns by what is written: its callee's return type (an overload's by the arguments
// passed), with a generic receiver's type arguments, or what the type a method implements promises.
import type { Definition, ReceiverCall, TypeFacts } from '../model.js';
import type { FileScope } from './file-scope.js';
import type { SymbolIndex } from './symbol-index.js';
import { constructedArgumentOf } from '../extract/constructed-returns.js';
import { boundArguments, withTypeArguments } from './type-arguments.js';
import { PLAIN_NAME } from './constant-returns.js';

/**
 * The written return type of the first callee that writes one; of an overloaded one, the
 * signature's taking as many arguments as the call passes.
 */
export function writtenReturns(
  targets: readonly Definition[],
  call: ReceiverCall,
): string[] | undefined {
  const count = call.passes === undefined ? undefined : String(call.passes);
  // A signature picked by a literal the call passes comes before one picked by the count.
  const literals = (call.literalArguments ?? []).flatMap((literal, position) =>
    literal ? [`${position}=${literal}`] : [],
  );
  const keys = count === undefined ? literals : [...literals, count];
  const overload = keys
    .map(
      (key) =>
        targets.find(
          (target) => target.overloadReturns && Object.hasOwn(target.overloadReturns, key),
        )?.overloadReturns?.[key],
    )
    .find((returned) => returned !== undefined);
  return constructedReturns(
    overload ?? targets.find((target) => target.returnTypes)?.returnTypes,
    call,
  );
}

/**
 * Written return types as a call gets them: `getComponent<T>(go, type: Constructor<T>): T`
 * returns an instance of the class passed for `type`; passed no class by name, T's constraint.
 */
export function constructedReturns(
  returned: string[] | undefined,
  call: ReceiverCall,
): string[] | undefined {
  const position = constructedArgumentOf(returned?.[0]);
  if (position === undefined) return returned;
  const passed = call.classArguments?.[position];
  return passed ? [passed] : returned?.slice(1);
}

/**
 * What the first of these methods with a written return type returns, called on a value of
 * `receiverTypes`: `get(): T` of `Store<T>` on a `Store<Row>` returns a Row.
 */
export function returnedBy(
  methods: readonly Definition[],
  receiverTypes: readonly string[],
  call: ReceiverCall,
  index: Pick<SymbolIndex, 'typesNamed'>,
): string[] | undefined {
  const method = methods.find((candidate) => candidate.returnTypes);
  const returned = writtenReturns(methods, call);
  const owner = method?.container ?? '';
  if (!returned || receiverTypes.includes(owner))
    return returned && withTypeArguments(returned, receiverTypes, owner);
  // Inherited (`ActionHandlerRegistry extends MultiInstanceRegistry<IActionHandler>`'s `get(): T[]`):
  // the owner's parameters are what the heritage clause binds, never the receiver's own class.
  const inheriting = new Map(
    receiverTypes.map((type) => [type, heritageBinding(index, type, owner)]),
  );
  const bound = [...inheriting.values()].find((binding) => binding?.some((name) => name !== ''));
  if (bound) return withTypeArguments(returned, [owner, ...bound], owner, true);
  // A subclass passing its own parameters on (`SubStore<T> extends Store<T>` on a SubStore<Row>).
  const written = receiverTypes.filter((type) => inheriting.get(type) === undefined);
  return withTypeArguments(returned, written, owner);
}

/**
 * What the heritage clause reaching generic supertype `owner` from `type` writes for its
 * parameters ('' for a parameter of the subclass's own); undefined when `type` does not extend it.
 */
function heritageBinding(
  index: Pick<SymbolIndex, 'typesNamed'>,
  type: string,
  owner: string,
  seen = new Set<string>(),
): string[] | undefined {
  if (seen.has(type)) return undefined;
  seen.add(type);
  for (const facts of index.typesNamed(type)) {
    if (facts.supertypes.includes(owner)) return boundArguments(facts, owner) ?? [];
    for (const supertype of facts.supertypes) {
      const bound = heritageBinding(index, supertype, owner, seen);
      if (bound) return bound;
    }
  }
  return undefined;
}

/**
 * What `this.m()` returns in a method of an object literal: its own method's written return type,
 * else what the type the literal is written as promises (`{ findSchema(node) { … } } as
 * Transformer`: TypeScript types `this` as a Transformer there).
 */
export function objectMethodReturns(
  scope: FileScope,
  call: ReceiverCall,
  container: string,
): string[] | undefined {
  if (call.argument !== undefined) return undefined;
  const own = scope.file.definitions.filter(
    (definition) => definition.name === call.callee && definition.container === container,
  );
  const promised = own.find((method) => method.dispatchTypes)?.dispatchTypes;
  const returned =
    writtenReturns(own, call) ??
    (promised && constructedReturns(scope.index.signatureReturns(promised, call.callee), call));
  return returned?.includes('this') ? undefined : returned;
}

/**
 * `Service.create()` with `static create() { return new this(); }`: an instance of the class named,
 * or of the class declaring the method when the name is no class's (an alias of it).
 */
export function staticThis(
  scope: FileScope,
  call: ReceiverCall,
  targets: readonly Definition[],
): string[] | undefined {
  const [first] = targets;
  const named = call.receiver;
  if (!first?.container || !named || !PLAIN_NAME.test(named)) return undefined;
  if (!targets.every((target) => target.static === true)) return undefined;
  return [scope.index.isType(named) ? named : first.container];
}

/**
 * What a static method a class inherits from a library's class returns, called on the class
 * (`BrowseTheWeb.as(actor)`, with `as` declared by `@serenity-js/core`'s `Ability`, generic over
 * its `this`): an instance of the class it is called on. The library's declaration is unseen; its
 * statics called on a subclass are factories and lookups of that subclass far more often than not.
 */
export function libraryStaticReturns(scope: FileScope, call: ReceiverCall): string[] | undefined {
  const named = call.receiver;
  if (!named || !PLAIN_NAME.test(named)) return undefined;
  const classes = scope.index.typesNamed(named).filter((facts) => facts.kind === 'class');
  const [only] = classes;
  return classes.length === 1 && only && inheritsFromLibrary(scope.index, only, call.callee)
    ? [named]
    : undefined;
}

/**
 * Whether a class extends a library's class, itself or through the repository's classes above it,
 * none of which declares a static method `name` (which would be the one called).
 */
function inheritsFromLibrary(
  index: Pick<SymbolIndex, 'named' | 'typesNamed' | 'importsFromLibrary'>,
  facts: TypeFacts,
  name: string,
  depth = 0,
): boolean {
  if (depth > 8) return false;
  const declares = index
    .named(name)
    .some((definition) => definition.static === true && definition.container === facts.name);
  if (declares) return false;
  return (facts.extended ?? []).some((base) => {
    const above = index.typesNamed(base).filter((up) => up.kind === 'class');
    return above.length > 0
      ? above.some((up) => inheritsFromLibrary(index, up, name, depth + 1))
      : index.importsFromLibrary(facts, base);
  });
}
