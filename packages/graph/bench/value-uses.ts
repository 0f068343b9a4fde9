// A function's or class's value uses, for the accuracy bench's reference: the language service's
// call hierarchy lists a method read as a value (`.filter(this.isValid)`: any `x.m` counts) but not
// a function named as one (`.filter(isValid)`, `{ onClick: handle }`, `createOperator(removeAll)`),
// nor a class (`injector.injectClass(Executor)`, `{ 'brush-select': BrushSelect }`: a container or
// registry constructs it later). Either way what passes it depends on it — when `removeAll`
// changes, what its caller builds does too — so the reference counts them, and keeps the call
// hierarchy's figure beside it.
import ts from 'typescript';

/** One use of a function as a value, and the declaration the call hierarchy would name as caller. */
export interface ValueUse {
  file: ts.SourceFile;
  /** Where the caller's name is (the line its key is made of); 0 for a file's top level. */
  callerPosition: number | undefined;
  /** The use itself. */
  position: number;
}

/** The innermost node of a file at a position. */
export function nodeAt(file: ts.SourceFile, position: number): ts.Node {
  let node: ts.Node = file;
  for (;;) {
    const child = node
      .getChildren(file)
      .find((candidate) => candidate.getStart(file) <= position && position < candidate.getEnd());
    if (!child) return node;
    node = child;
  }
}

/** Whether `node` sits in a type (`typeof fn`, a type argument), not in code that runs. */
function inType(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current) && !ts.isExpressionWithTypeArguments(current)) return true;
    if (ts.isStatement(current) || ts.isSourceFile(current)) return false;
  }
  return false;
}

/** The methods through which reading a function's property runs (or binds) the function. */
const RUNS = new Set(['call', 'apply', 'bind']);

/**
 * Whether `access.name` is JavaScript's own `call`, `apply` or `bind` of functions, not a member
 * the value declares of that name (`FunctionUtils.apply(…)`, a static method of a class).
 */
function runsFunction(access: ts.PropertyAccessExpression, checker: ts.TypeChecker): boolean {
  if (!RUNS.has(access.name.text)) return false;
  const declarations = checker.getSymbolAtLocation(access.name)?.declarations ?? [];
  return (
    declarations.length === 0 ||
    declarations.some((declaration) => {
      const owner = declaration.parent;
      return (
        ts.isInterfaceDeclaration(owner) &&
        FUNCTION_INTERFACES.has(owner.name.text) &&
        declaration.getSourceFile().hasNoDefaultLib
      );
    })
  );
}

/** The standard library's interfaces declaring `call`, `apply` and `bind`. */
const FUNCTION_INTERFACES = new Set(['Function', 'CallableFunction', 'NewableFunction']);

/**
 * `fn.withTypes = …`, `(fn as any).triggered`, `fn.name`: the function's own property, read or
 * written, runs nothing of it — unlike `fn.call(…)`.
 */
function isPropertyOf(node: ts.Node, checker: ts.TypeChecker): boolean {
  let outer = node;
  while (
    ts.isParenthesizedExpression(outer.parent) ||
    ts.isAsExpression(outer.parent) ||
    ts.isNonNullExpression(outer.parent) ||
    ts.isSatisfiesExpression(outer.parent)
  )
    outer = outer.parent;
  const access = outer.parent;
  return (
    (ts.isPropertyAccessExpression(access) &&
      access.expression === outer &&
      !runsFunction(access, checker)) ||
    (ts.isElementAccessExpression(access) && access.expression === outer)
  );
}

/**
 * A read of `node` the call hierarchy leaves out: not a call (or `new`, tag, decorator, JSX tag),
 * not `x.name` (those it lists), not an import or export, not a write, not in a type. With
 * `withCalls`, plain calls too: for a function the call hierarchy answers nothing for.
 */
function isUncountedRead(node: ts.Node, withCalls: boolean, checker: ts.TypeChecker): boolean {
  if (!ts.isIdentifier(node)) return false;
  const parent = node.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression === node)
    return withCalls;
  if (ts.isTaggedTemplateExpression(parent) && parent.tag === node) return withCalls;
  if (ts.isDecorator(parent)) return false;
  // `export import Page = Pagination.Page` names an alias, as `export { Page }` does.
  let holder: ts.Node = parent;
  while (ts.isQualifiedName(holder)) holder = holder.parent;
  if (ts.isImportEqualsDeclaration(holder)) return false;
  // `class B extends A` derives from A (the call hierarchy has `super()`); `x instanceof A` tests
  // a value's class: neither passes A on.
  if (ts.isExpressionWithTypeArguments(parent) && ts.isHeritageClause(parent.parent)) return false;
  if (
    ts.isBinaryExpression(parent) &&
    parent.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
    parent.right === node
  )
    return false;
  if (ts.isJsxOpeningLikeElement(parent) || ts.isJsxClosingElement(parent)) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (isPropertyOf(node, checker)) return false;
  if (
    ts.isImportSpecifier(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent) ||
    ts.isImportEqualsDeclaration(parent) ||
    ts.isExportSpecifier(parent) ||
    ts.isExportAssignment(parent)
  )
    return false;
  return !inType(node);
}

/**
 * A function or arrow the call hierarchy names a caller: held by a `const` or a class field named
 * by an identifier (one named `#setState` is not: its uses are the class's).
 */
function assignedName(node: ts.Node): ts.Node | undefined {
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node) && !ts.isClassExpression(node))
    return undefined;
  if (node.name) return node.name;
  const holder = node.parent;
  if (ts.isPropertyDeclaration(holder) && holder.initializer === node)
    return ts.isIdentifier(holder.name) ? holder.name : undefined;
  if (
    ts.isVariableDeclaration(holder) &&
    holder.initializer === node &&
    ts.isIdentifier(holder.name) &&
    (ts.getCombinedNodeFlags(holder) & ts.NodeFlags.Const) !== 0
  )
    return holder.name;
  return undefined;
}

/**
 * Where the name of the declaration enclosing `node` is, as the call hierarchy picks its callers:
 * the nearest function (an anonymous one exported as the default by its `default` keyword), method,
 * accessor, static block, named or `const`-held function expression, class (for its fields and
 * constructor) or namespace; undefined for the file's top level.
 */
export function callerPosition(file: ts.SourceFile, node: ts.Node): number | undefined {
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if (
      (ts.isFunctionDeclaration(current) ||
        ts.isMethodDeclaration(current) ||
        ts.isGetAccessorDeclaration(current) ||
        ts.isSetAccessorDeclaration(current) ||
        ts.isClassDeclaration(current) ||
        ts.isModuleDeclaration(current)) &&
      current.name
    )
      return current.name.getStart(file);
    // `export default function () {…}`: the call hierarchy names it by its `default` keyword.
    const anonymousDefault =
      ts.isFunctionDeclaration(current) || ts.isClassDeclaration(current)
        ? current.modifiers?.find((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)
        : undefined;
    if (anonymousDefault) return anonymousDefault.getStart(file);
    if (ts.isClassStaticBlockDeclaration(current)) return current.getStart(file);
    const name = assignedName(current);
    if (name) return name.getStart(file);
  }
  return undefined;
}

/**
 * Every read of the function declared at `position` in `fileName` that the call hierarchy does not
 * count, in the files `within` holds; with `withCalls` its calls too (a function held in a `let`,
 * which the call hierarchy answers nothing for).
 */
export function valueUses(
  service: ts.LanguageService,
  program: ts.Program,
  fileName: string,
  position: number,
  within: ReadonlyMap<string, string>,
  withCalls = false,
): ValueUse[] {
  const uses: ValueUse[] = [];
  const checker = program.getTypeChecker();
  for (const symbol of service.findReferences(fileName, position) ?? [])
    for (const reference of symbol.references) {
      if (!within.has(reference.fileName)) continue;
      const file = program.getSourceFile(reference.fileName);
      if (!file) continue;
      const node = nodeAt(file, reference.textSpan.start);
      // A mention in a comment (`{@link Executor}`, where no node holds it) uses nothing.
      if (!node.parent || (node.flags & ts.NodeFlags.JSDoc) !== 0) continue;
      // `{ handler }` defines (writes) a property and reads the function.
      const shorthand = ts.isShorthandPropertyAssignment(node.parent);
      if (!shorthand && (reference.isDefinition || reference.isWriteAccess)) continue;
      if (!isUncountedRead(node, withCalls, checker)) continue;
      uses.push({
        file,
        callerPosition: callerPosition(file, node),
        position: node.getStart(file),
      });
    }
  return uses;
}
