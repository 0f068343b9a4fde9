// `this` in a method of an object literal is the object itself, whatever type the literal is given:
// `createConnector((config) => ({ async connect() { await this.getProvider() }, getProvider() {…} }))`
// runs the literal's own `getProvider`, though the checker resolves `this.getProvider` to the
// signature of the type the literal is checked against (`CreateConnectorFn`'s return type).
import ts from 'typescript';

/** The object literal `this` is at `node`: one whose method (or function-valued property) holds it. */
export function thisLiteral(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  for (let current = node.parent; current; current = current.parent) {
    // An arrow function takes `this` from around it.
    if (ts.isArrowFunction(current)) continue;
    if (ts.isClassLike(current)) return undefined;
    if (!ts.isFunctionLike(current) && !ts.isClassStaticBlockDeclaration(current)) continue;
    const holder = ts.isFunctionExpression(current) ? current.parent : current;
    const literal =
      holder &&
      (ts.isPropertyAssignment(holder) || ts.isMethodDeclaration(holder) || ts.isAccessor(holder))
        ? holder.parent
        : undefined;
    return literal && ts.isObjectLiteralExpression(literal) ? literal : undefined;
  }
  return undefined;
}

/** Whether `callee`, a method's name, is declared by the object literal `this` is at `node`. */
export function callsOwnLiteralMethod(node: ts.Node, callee: ts.Node): boolean {
  const literal = thisLiteral(node);
  const declaration = callee.parent;
  return literal !== undefined && declaration !== undefined && declaration.parent === literal;
}
