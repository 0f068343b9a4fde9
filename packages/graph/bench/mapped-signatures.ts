// Calls the call hierarchy does not link to the class method they run: calls through a mapped
// type the class implements, or an intersection its `implements` clause names. `class
// AstDefaultMapper implements IAstMapper`, with `IAstMapper = IAstFullMapper & { … }` and
// `IAstFullMapper = { [key in keyof IAstPartialMapper]-?: … }`, runs its own `statement` for
// `m.statement(p)` on an `IAstMapper`. TypeScript makes a mapped type's
// members anew for each type, so the call hierarchy's search from the class's method never meets
// that call. So with an intersection: `class _Field6 implements Fp6Bls`, with `type Fp6Bls =
// IField<Fp6> & { … }`, runs its own `mul` for `F.mul(a, b)` on an `IField<T>` or an `Fp6Bls`.
// The declared-type reference takes each call of the signature the member comes from, as it takes
// a call through an interface the class implements directly.
import ts from 'typescript';
import { callerPosition, nodeAt } from './value-uses.js';

/** A call of a signature, and the declaration the call hierarchy would name as its caller. */
export interface SignatureCall {
  file: ts.SourceFile;
  /** Where the caller's name is; undefined for a file's top level. */
  callerPosition: number | undefined;
  /** The called name (`statement` of `m.statement(p)`). */
  position: number;
}

/**
 * The signatures a mapped type among `method`'s class's heritage types, or an intersection it
 * implements, makes its method promise.
 */
function mappedSignatures(checker: ts.TypeChecker, method: ts.MethodDeclaration): ts.Declaration[] {
  const owner = method.parent;
  if (!ts.isClassLike(owner) || !ts.isIdentifier(method.name)) return [];
  const name = method.name.text;
  const found: ts.Declaration[] = [];
  for (const clause of owner.heritageClauses ?? [])
    for (const heritage of clause.types) {
      const type = checker.getTypeAtLocation(heritage);
      const parts = type.isUnionOrIntersection() ? type.types : [type];
      const mapped = parts.some(
        (part) => ((part as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0,
      );
      // `implements Fp6Bls`, `type Fp6Bls = IField<Fp6> & { … }`: the intersection's members are
      // made anew too, so the search from the class's method never meets `IField`'s.
      const implemented = clause.token === ts.SyntaxKind.ImplementsKeyword;
      const member =
        mapped || (implemented && type.isIntersection()) ? type.getProperty(name) : undefined;
      if (!member) continue;
      for (const root of checker.getRootSymbols(member))
        for (const declaration of root.declarations ?? [])
          if (ts.isMethodSignature(declaration) || ts.isPropertySignature(declaration))
            found.push(declaration);
    }
  return found;
}

/**
 * The calls, in the files `within` holds, of what `method` implements through a mapped type or an
 * intersection.
 */
export function callsThroughMappedTypes(
  service: ts.LanguageService,
  program: ts.Program,
  method: ts.MethodDeclaration,
  within: ReadonlyMap<string, string>,
): SignatureCall[] {
  const calls: SignatureCall[] = [];
  for (const signature of mappedSignatures(program.getTypeChecker(), method)) {
    const name = (signature as ts.MethodSignature | ts.PropertySignature).name;
    const references =
      service.findReferences(signature.getSourceFile().fileName, name.getStart()) ?? [];
    for (const symbol of references)
      for (const reference of symbol.references) {
        if (!within.has(reference.fileName) || reference.isDefinition) continue;
        const file = program.getSourceFile(reference.fileName);
        if (!file) continue;
        const node = nodeAt(file, reference.textSpan.start);
        const access = node.parent;
        const called =
          access !== undefined &&
          ts.isPropertyAccessExpression(access) &&
          access.name === node &&
          ts.isCallExpression(access.parent) &&
          access.parent.expression === access;
        if (called)
          calls.push({
            file,
            callerPosition: callerPosition(file, node),
            position: node.getStart(file),
          });
      }
  }
  return calls;
}
