// What the Python accuracy bench reads from each corpus with Python's own parser: definitions and
// import names with their positions (to ask pyright about), and the classes and `self.x` reads and
// writes the declared-type reference needs (python-declared-type.ts).
import { execFileSync } from 'node:child_process';

/** A 1-based line and 0-based column, as Python's parser gives them. */
export interface Position1 {
  line: number;
  character: number;
}

export interface PythonDefinition {
  path: string;
  line: number;
  character: number;
  name: string;
  method: boolean;
  /** `@property`, a `.setter`, or `@cached_property`. */
  property: boolean;
  /** `@property` (or `.getter`): a data descriptor, which an instance attribute cannot hide. */
  getter: boolean;
  /** A `.setter`: what a write of the property runs. */
  setter: boolean;
  /** For a method: `path:line` of its class. */
  owner?: string;
}

export interface PythonClass {
  /** `path:line` of its name. */
  key: string;
  path: string;
  /** Where each base class is named (its last dotted part), for pyright to resolve. */
  bases: Position1[];
  /** Names its body binds (methods, nested classes, assigned names): what it declares itself. */
  members: string[];
}

/**
 * A `self.x` read in a method (or a `cls.x()` call in a class method): which class's method, and
 * the caller as pyright names it.
 */
export interface SelfRead {
  name: string;
  /** `path:line` of the class whose method reads it. */
  owner: string;
  /** `path:line` of the innermost function or lambda around it (pyright's caller). */
  caller: string;
}

/** A read of an attribute of another value than the method's own (`state.src`, `node.children`). */
export interface ValueRead extends Position1 {
  name: string;
  path: string;
  /** `path:line` of the innermost function or lambda around it; `path:0` at a module's top level. */
  caller: string;
}

/** A read's place: `path:line:character`. */
export const readKey = (read: ValueRead): string => `${read.path}:${read.line}:${read.character}`;

export interface Facts {
  definitions: PythonDefinition[];
  /** `import a.b` (its names only) or `from m import x, y` (with `module`, or `file` for dots alone). */
  imports: {
    path: string;
    names: Position1[];
    module?: Position1;
    file?: string;
    wildcard?: boolean;
  }[];
  classes: PythonClass[];
  selfReads: SelfRead[];
  valueReads: ValueRead[];
  /** `self.x = …` (or `self.x += …`) in an instance method: its class's method, as for a read. */
  selfWrites: SelfRead[];
  /** `state.src = …` on another value, of a name some class declares a property of. */
  valueWrites: ValueRead[];
  /**
   * Each lambda's `path:line` (pyright's caller for a call in it) → the function around it
   * (`path:line`), or `path:0` at a module's top level: the caller a reviewer is shown.
   */
  lambdaScopes: Record<string, string>;
}

const FACTS_SCRIPT = String.raw`
import ast, json, re, sys
root = sys.argv[1]
out = {"definitions": [], "imports": [], "classes": [], "selfReads": [], "valueReads": [], "selfWrites": [], "valueWrites": [], "lambdaScopes": {}}
for path in sys.stdin.read().split("\n"):
    if not path: continue
    source = open(root + "/" + path, encoding="utf-8").read()
    lines = source.split("\n")
    try: tree = ast.parse(source)
    except SyntaxError: continue
    def column_of(line, pattern, start=0):
        match = re.compile(pattern).search(lines[line - 1], start)
        return match.start(1) if match else None
    class Visitor(ast.NodeVisitor):
        def __init__(self): self.stack = []
        def visit_ClassDef(self, node):
            key = path + ":" + str(node.lineno)
            bases = []
            for base in node.bases:
                if isinstance(base, ast.Subscript): base = base.value
                if isinstance(base, ast.Name): bases.append({"line": base.lineno, "character": base.col_offset})
                elif isinstance(base, ast.Attribute):
                    bases.append({"line": base.end_lineno, "character": base.end_col_offset - len(base.attr)})
            members = set()
            for statement in node.body:
                if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)): members.add(statement.name)
                elif isinstance(statement, ast.Assign):
                    for target in statement.targets:
                        for name in ast.walk(target):
                            if isinstance(name, ast.Name): members.add(name.id)
                elif isinstance(statement, ast.AnnAssign) and statement.value is not None and isinstance(statement.target, ast.Name):
                    members.add(statement.target.id)
            out["classes"].append({"key": key, "path": path, "bases": bases, "members": sorted(members)})
            self.stack.append(("class", key)); self.generic_visit(node); self.stack.pop()
        def visit_FunctionDef(self, node):
            column = column_of(node.lineno, r"def\s+(" + re.escape(node.name) + r")\b")
            method = bool(self.stack) and self.stack[-1][0] == "class"
            if column is not None:
                decorators = [ast.unparse(d) for d in node.decorator_list]
                definition = {"path": path, "line": node.lineno, "character": column,
                    "name": node.name, "method": method,
                    "property": any(d == "property" or d.endswith(".setter") or d == "cached_property" or d.endswith(".cached_property") for d in decorators),
                    "getter": any(d == "property" or d.endswith(".getter") for d in decorators),
                    "setter": any(d.endswith(".setter") for d in decorators)}
                if method: definition["owner"] = self.stack[-1][1]
                out["definitions"].append(definition)
            self.stack.append(("function", None)); self.generic_visit(node); self.stack.pop()
        visit_AsyncFunctionDef = visit_FunctionDef
        def visit_Import(self, node):
            for alias in node.names:
                parts = alias.name.split(".")
                out["imports"].append({"path": path, "names": [{"line": alias.lineno, "character": alias.col_offset + len(alias.name) - len(parts[-1])}]})
        def visit_ImportFrom(self, node):
            fact = {"path": path, "names": []}
            if node.module:
                last = node.module.split(".")[-1]
                column = column_of(node.lineno, r"from\s+\.*(?:[\w]+\s*\.\s*)*(" + re.escape(last) + r")\b")
                if column is not None: fact["module"] = {"line": node.lineno, "character": column}
            else:
                # from . import x: the package itself, by Python's rules (pyright answers no definition on dots).
                package = path.split("/")[:-1]
                package = package[:len(package) - (node.level - 1)]
                fact["file"] = "/".join(package + ["__init__.py"])
            fact["names"] = [{"line": alias.lineno, "character": alias.col_offset} for alias in node.names if alias.name != "*"]
            fact["wildcard"] = any(alias.name == "*" for alias in node.names)
            out["imports"].append(fact)
    Visitor().visit(tree)

    # self.x reads in a class's methods and cls.x() calls in its class methods (pyright counts a
    # read of an instance's method, not of a class's), and writes of attributes (an augmented
    # assignment's target is one, for self.x in … too). The caller is the innermost function or
    # lambda, as pyright's call hierarchy names it (class bodies and comprehensions run in the
    # scope around them).
    class SelfReads(ast.NodeVisitor):
        def __init__(self): self.scopes = []
        def visit_ClassDef(self, node):
            for decorator in node.decorator_list: self.visit(decorator)
            for base in node.bases: self.visit(base)
            self.scopes.append(("class", path + ":" + str(node.lineno), None, False))
            for statement in node.body: self.visit(statement)
            self.scopes.pop()
        def visit_FunctionDef(self, node):
            for decorator in node.decorator_list: self.visit(decorator)
            owner = None
            if self.scopes and self.scopes[-1][0] == "class":
                names = [ast.unparse(d) for d in node.decorator_list]
                arguments = node.args.posonlyargs + node.args.args
                if arguments and "staticmethod" not in names:
                    owner = (self.scopes[-1][1], arguments[0].arg, "classmethod" in names)
            self.scopes.append(("function", path + ":" + str(node.lineno), owner, False))
            for statement in node.body: self.visit(statement)
            self.scopes.pop()
        visit_AsyncFunctionDef = visit_FunctionDef
        def visit_Lambda(self, node):
            around = next((scope for scope in reversed(self.scopes) if scope[0] == "function" and not scope[3]), None)
            out["lambdaScopes"][path + ":" + str(node.lineno)] = around[1] if around else path + ":0"
            self.scopes.append(("function", path + ":" + str(node.lineno), None, True))
            self.visit(node.body)
            self.scopes.pop()
        def record(self, node, called):
            caller = next((scope for scope in reversed(self.scopes) if scope[0] == "function"), None)
            method = next((scope for scope in reversed(self.scopes) if scope[2] is not None), None)
            own = isinstance(node.value, ast.Name) and method and method[2][1] == node.value.id
            if isinstance(node.ctx, ast.Store):
                # cls.x = … replaces the class's attribute and super().x = … fails: no setter runs.
                if own and caller and not method[2][2]:
                    out["selfWrites"].append({"name": node.attr, "owner": method[2][0], "caller": caller[1]})
                elif not own and not (isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) and node.value.func.id == "super"):
                    out["valueWrites"].append({"name": node.attr, "path": path, "caller": caller[1] if caller else path + ":0",
                        "line": node.end_lineno, "character": node.end_col_offset - len(node.attr)})
                return
            if not isinstance(node.ctx, ast.Load): return
            if own and caller and method[2][2] == called:
                out["selfReads"].append({"name": node.attr, "owner": method[2][0], "caller": caller[1]})
            elif not own and not called:
                out["valueReads"].append({"name": node.attr, "path": path, "caller": caller[1] if caller else path + ":0",
                    "line": node.end_lineno, "character": node.end_col_offset - len(node.attr)})
        def visit_Attribute(self, node):
            self.record(node, False)
            self.generic_visit(node)
        def visit_Call(self, node):
            if isinstance(node.func, ast.Attribute): self.record(node.func, True)
            self.generic_visit(node)
    SelfReads().visit(tree)
# Only reads and writes of a name some class declares a property of are asked about.
properties = {definition["name"] for definition in out["definitions"] if definition["property"]}
out["valueReads"] = [read for read in out["valueReads"] if read["name"] in properties]
out["valueWrites"] = [write for write in out["valueWrites"] if write["name"] in properties]
print(json.dumps(out))
`;

/** Reads the facts of `sources` (paths relative to `root`). */
export function pythonFacts(root: string, sources: readonly string[]): Facts {
  return JSON.parse(
    execFileSync('python3', ['-c', FACTS_SCRIPT, root], {
      input: sources.join('\n'),
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    }),
  ) as Facts;
}
