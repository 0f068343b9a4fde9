; Compiling this query, tree-sitter analyses every node that a pattern names and gives children
; (`(call_expression function: …)`) against the grammar's whole parse table: ~1 ms an expression
; node, most of the compile, which every process and parsing worker pays. A node written as a
; wildcard with the fields (or keyword, or operator) that only its type has is not analysed, and
; matches the same nodes: `(_ object: … property: …)` is a member expression, `(_ constructor: …)`
; a `new`, `(_ "await" …)` an `await`, `(_ operator: "!" …)` a negation, `(_ … operator: "&&")`
; an `&&`, `(_ consequence: …)` and `(_ alternative: …)` a ternary's branches, `(_ body:
; (identifier))` an arrow's, `(_ index: …)` a subscript, `(_ function: … arguments: …)` a call;
; an `if`'s condition is always parenthesized; below a pattern's root, `(_ object: … index: …)` is a
; subscript, `(_ "(" …)` a parenthesized expression (no other expression has the token as a child)
; and an interface's body `(_ …)`. A pattern rooted at a wildcard starts matching at
; its first child, so that child names its type: a wildcard there would start the pattern at
; every node (matching took twice as long). Other calls stay `call_expression`: `(_ function: …)`
; may be `f<T>`, and only a step after the callee tells them apart, which would report the match
; later (the extraction reads matches in order).

; Definitions — functions, methods, classes, interfaces, and functions bound to names.
(function_declaration name: (identifier) @name) @definition.function
(generator_function_declaration name: (identifier) @name) @definition.function
(class_declaration name: (_) @name) @definition.class
(abstract_class_declaration name: (_) @name) @definition.class
; A class expression held by a name (`const Named = class extends Base {…}`), or constructed in
; place (`const primaryKey = new class extends Base {…}()`, parenthesized or not): a class of that
; name.
(variable_declarator name: (identifier) @name value: [(class) @definition.class (_ constructor: [(class) @definition.class (_ "(" (class) @definition.class)])])
(interface_declaration name: (_) @name) @definition.interface
(method_definition name: (_) @name) @definition.method
(abstract_method_signature name: (_) @name) @definition.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
(public_field_definition name: [(property_identifier) (private_property_identifier) (string) (number) (computed_property_name)] @name value: [(arrow_function) (function_expression)]) @definition.method
(assignment_expression left: (_ property: (property_identifier) @name) right: [(arrow_function) (function_expression)]) @definition.function
; Named function expressions (`wrap(function handler() {…})`): a function of their own, a caller too.
(function_expression name: (identifier) @name) @definition.function
(generator_function name: (identifier) @name) @definition.function
; An anonymous function a module exports as its default (`export default function (server, ctx) {…}`):
; a function named `default`, a caller too, as the compiler's call hierarchy has it. Not an arrow
; function (`export default (req) => …`), an expression whose calls the call hierarchy gives its module.
(export_statement "default" @name value: [(function_expression !name) (generator_function !name)] @definition.function)
; A type guard made by a call, its type asserted (`const isStore = make(Store) as (v: any) => v is Store`).
(variable_declarator name: (identifier) @name value: (_ "as" (function_type return_type: (type_predicate)))) @definition.guard

; Types: what interfaces promise (method signatures, function-typed properties) and what
; interfaces and classes extend or implement.
(interface_declaration name: (_) @owner body: (_ (method_signature name: (_) @name) @member.interface))
(interface_declaration name: (_) @owner body: (_ (property_signature name: (_) @name type: (type_annotation (function_type))) @member.interface))
; Construct signatures (`interface CommitPrimitive { new <A>(): Effect<A> }`): a class extending a
; value of the interface (`const Base: CommitPrimitive`, `class C extends Base`) is what they make.
(interface_declaration name: (_) @owner body: (_ (construct_signature type: (_) @callee) @member.constructs))
; Call signatures (`interface Event<T> { (listener: (e: T) => void): Disposable }`): what calling a
; value of the interface returns (`const listener = event(handler)`).
(interface_declaration name: (_) @owner body: (_ (call_signature) @member.calls))
; Typed properties of interfaces: a receiver `value.field` of a value declared with the interface.
(interface_declaration name: (_) @owner body: (_ (property_signature name: [(property_identifier) (computed_property_name)] @name type: (type_annotation) @callee) @member.field))
; Effect's service tags (`class Runners extends Context.Tag(key)<Runners, { send(…): … }>() {}`)
; stand for their service: what it promises, as an interface's members and typed properties.
((class_declaration name: (_) @owner (class_heritage (extends_clause value: (_ function: (_ function: (_ property: (_) @receiver)) type_arguments: (_ (_) (object_type (method_signature name: (_) @name) @member.interface)))))) (#eq? @receiver "Tag"))
((class_declaration name: (_) @owner (class_heritage (extends_clause value: (_ function: (_ function: (_ property: (_) @receiver)) type_arguments: (_ (_) (object_type (property_signature name: (_) @name type: (type_annotation (function_type))) @member.interface)))))) (#eq? @receiver "Tag"))
((class_declaration name: (_) @owner (class_heritage (extends_clause value: (_ function: (_ function: (_ property: (_) @receiver)) type_arguments: (_ (_) (object_type (property_signature name: (property_identifier) @name type: (type_annotation) @callee) @member.field)))))) (#eq? @receiver "Tag"))
; Aliases of function types (`type Handler = (c: Context) => Response`), or of a union of them;
; of an intersection (`type Wrapped = Instance & { … }`), a type extending those it joins.
; of a named type (`type NodeMap = Map<NodeKey, LexicalNode>`), that type: a receiver written with it.
(type_alias_declaration name: (type_identifier) @name value: (function_type) @owner) @alias.function
(type_alias_declaration name: (type_identifier) @name value: [(union_type) (intersection_type)] @owner) @alias.union
(type_alias_declaration name: (type_identifier) @name value: [(generic_type) (type_identifier) (nested_type_identifier) (predefined_type)] @owner) @alias.named
; of a class itself (`type TNativeContextConstructor = typeof AudioContext`): its constructor.
(type_alias_declaration name: (type_identifier) @name value: (type_query (identifier) @owner)) @alias.class
; of an object type (`type Options = { db: Database }`), its typed properties: fields, as an interface's are.
(type_alias_declaration name: (type_identifier) @name value: (object_type) @owner) @alias.object
(interface_declaration name: (_) @name (extends_type_clause) @owner) @supertypes.interface
(class_declaration name: (_) @name (class_heritage) @owner) @supertypes.class
(abstract_class_declaration name: (_) @name (class_heritage) @owner) @supertypes.class
(variable_declarator name: (identifier) @name value: [(class (class_heritage) @owner) @supertypes.class (_ constructor: [(class (class_heritage) @owner) @supertypes.class (_ "(" (class (class_heritage) @owner) @supertypes.class)])])

; Calls — plain, method, constructor and JSX. Where the name starts the match (a plain call's
; callee, a binding) it is captured alone: every capture is one more node built in JavaScript.
; The grammar reads `await f<T>()` and `!f<T>()` as calls of `await f` and `!f`: their callee is inside.
(call_expression function: [(identifier) @reference.call (_ "await" (identifier) @reference.call) (unary_expression argument: (identifier) @reference.call)])
(call_expression function: [(_ object: (_) @receiver property: (_) @name) (_ "await" (_ object: (_) @receiver property: (_) @name)) (unary_expression argument: (_ object: (_) @receiver property: (_) @name)) (non_null_expression (_ object: (_) @receiver property: (_) @name))]) @reference.method
(_ constructor: (identifier) @name) @reference.new
(new_expression constructor: (_ object: (_) @receiver property: (_) @name)) @reference.new
; `new this()` in a static method (or a static field): its class.
(new_expression constructor: (this) @name) @reference.new
; A decorator written without arguments (`@bound`, `@ns.bound`) is called with what it decorates,
; by the decorated method (or class) itself, as the call hierarchy counts it.
(decorator (identifier) @reference.call)
(decorator (member_expression object: (_) @receiver property: (_) @name)) @reference.method

; Functions passed or bound as values (`pipe(x, Chunk.map)`, `const die = internal.die`): a dependency like a call.
; Passed, also a method read off a prototype or a field (`withCallback(Server.prototype.resume)`, `callbackify(this.engine.browse)`).
(arguments (identifier) @name) @reference.value
; A class or generic function passed with type arguments (`getAPIList(path, Page<Model>)`).
(arguments (instantiation_expression . (identifier) @name)) @reference.value
((arguments (_ object: [(identifier) (_ object: [(identifier) (this)] property: (property_identifier))] @receiver property: (property_identifier) @name)) @reference.value
  (#match? @receiver "^([A-Za-z_$][A-Za-z0-9_$]*|this\\.[A-Za-z_$][A-Za-z0-9_$]*|[A-Za-z_$][A-Za-z0-9_$]*\\.prototype)$"))
(variable_declarator value: (identifier) @name) @reference.value
(variable_declarator value: (_ object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; A class field set to a function or class (`override RESPONSE_TYPE = MongoDBResponse`): the class
; holds it as a variable would.
(public_field_definition value: (identifier) @name) @reference.value
(public_field_definition value: (_ object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; A method read off `this` (`graph.on('down', this.onPointerDown)`, `{ onClick: this.handle }`):
; the function passing or holding it depends on it; a call or a write of it is not this.
(member_expression object: (this) @receiver property: [(property_identifier) (private_property_identifier)] @name) @reference.value

; Functions named as values anywhere else — an object's property, an operand, a return, an
; assignment, an array element, a default (`onError = defaultHandler`): the function holding the
; value depends on what it names as on what it calls.
(pair value: (identifier) @name) @reference.value
; A class's or namespace's function as an object's property (`{ createSsl: ChannelCredentials.createSsl }`,
; `{ unary: Client.prototype.makeUnaryRequest }`).
((pair value: (_ object: [(identifier) (member_expression)] @receiver property: (property_identifier) @name)) @reference.value
  (#match? @receiver "^[A-Za-z_$][A-Za-z0-9_$]*(\\.prototype)?$"))
(shorthand_property_identifier) @reference.value
; A function asserted to a type (`login: handleLogin as AuthContext["login"]`) is named all the same.
([(as_expression . (identifier) @name) (satisfies_expression . (identifier) @name)] @reference.value)
(_ consequence: (identifier) @name) @reference.value
(_ alternative: (identifier) @name) @reference.value
(binary_expression left: (identifier) @reference.value)
(binary_expression right: (identifier) @name) @reference.value
(return_statement (identifier) @name) @reference.value
; Yielded, as returned (`const registry = yield* Registry`: a service's tag an effect reads).
(yield_expression (identifier) @name) @reference.value
(yield_expression (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
(_ body: (identifier) @name) @reference.value
; … and a member of a namespace or a method read off a value (`return type.Int`, `() => ns.parse`).
(return_statement (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
(arrow_function body: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
(assignment_expression right: (identifier) @name) @reference.value
; `inspect ??= defaultInspect`, `config.controller ||= IFrameController`: named as a value too.
(augmented_assignment_expression operator: ["??=" "||=" "&&="] right: (identifier) @name) @reference.value
; A method read off a value to be set elsewhere (`ctx.reply = replyContext.reply`).
(assignment_expression right: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; … or off a field of a value (`newLogger.warn = config.logger.warn`).
(assignment_expression right: (member_expression object: (member_expression object: (identifier) property: (property_identifier)) @receiver property: (property_identifier) @name)) @reference.value
; … or as either side of a fallback (`profile: c.profile ?? defaultProfile`), which the result may be,
; or of a test (`handler.onPointerUp || handler.onPointerClick`, `comp.onPointerExit && touch`).
(binary_expression left: (member_expression object: (identifier) @receiver property: (property_identifier) @name) operator: ["??" "||" "&&"]) @reference.value
; … or compared with nothing (`script.update !== undefined`); compared with a value, it is a field.
(binary_expression left: (member_expression object: (identifier) @receiver property: (property_identifier) @name) operator: ["!==" "===" "!=" "=="] right: [(undefined) (null)]) @reference.value
(binary_expression operator: ["??" "||" "&&"] right: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; A method tested before it is called (`if (comp.onPointerEnter)`, `typeof c.createBehaviours`, `!c.m`).
(if_statement condition: (_ "(" (member_expression object: (identifier) @receiver property: (property_identifier) @name))) @reference.value
(_ operator: ["!" "typeof"] argument: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; Functions a module takes out of a namespace or an object at its top under a name of its own
; (`const { parse: parseCookie } = cookie`): the module depends on them. Taken under their own
; names (`const { compose } = Composer`), TypeScript's call hierarchy counts no such use.
(program (lexical_declaration (variable_declarator name: (object_pattern (pair_pattern key: (property_identifier) @name)) value: (identifier) @receiver)) @reference.value)
(array (identifier) @name) @reference.value
; … and one read off a namespace import or a class (`[Temporal.Instant, Temporal.PlainDate]`).
(array (member_expression object: (identifier) @receiver property: (property_identifier) @name) @reference.value)
(spread_element (identifier) @name) @reference.value
(_ pattern: (_) value: (identifier) @name) @reference.value
(object_assignment_pattern right: (identifier) @name) @reference.value
(assignment_pattern right: (identifier) @name) @reference.value

; Property reads (a getter): not calls, so call resolution ignores them; a function may still run
; through them, so test reach follows them by name.
(pair value: (_ property: (property_identifier) @name)) @reference.mention
(member_expression property: [(property_identifier) (private_property_identifier)] @name) @reference.mention
(_ index: (string (string_fragment) @name)) @reference.mention

; Local bindings: names that shadow same-named definitions elsewhere; with a written type or a
; constructor (`@owner`), the receiver types of calls on them.
(variable_declarator name: (identifier) @name type: (type_annotation)? @owner) @binding.variable
(variable_declarator name: (identifier) @name value: (_ constructor: (_) @owner)) @binding.variable
; `const glw = (this.glw = new Wrapper(gl))`: an assignment's value is what it assigns.
(variable_declarator name: (identifier) @name value: (_ "(" (_ "=" right: (_ constructor: (_) @owner)))) @binding.variable
; A service an effect yields (`const runners = yield* Runners`, `yield* Snowflake.Generator`): a
; value of the tag's class, which stands for its service (see the service tags above).
((variable_declarator name: (identifier) @name !type value: (yield_expression "*" [(identifier) @owner (_ property: (property_identifier) @owner)])) @typed.variable (#match? @owner "^[A-Z]"))
; Variables holding an asserted value (`const light = property as Light`): the asserted type is theirs.
(variable_declarator name: (identifier) @name !type value: (as_expression (_) (_) @owner .)) @typed.variable
; Variables set on a condition (`const s = storage ? new Subsystem(storage) : undefined`, `const ref = param ? (param as ObjectRef) : new ObjectRef(name)`): the classes constructed or asserted on its branches.
(variable_declarator name: (identifier) @name !type value: (ternary_expression consequence: [(new_expression) (parenthesized_expression (as_expression))]) @owner) @typed.variable
(variable_declarator name: (identifier) @name !type value: (ternary_expression alternative: [(new_expression) (parenthesized_expression (as_expression))]) @owner) @typed.variable
; Variables holding what a call returned: the callee's written return type is their type (`registry!.find(k)`: the asserted value's; `texture.getInfo()!`: not null).
(variable_declarator name: (identifier) @name value: [(call_expression function: [(identifier) @callee (_ object: [(identifier) (call_expression) (non_null_expression) (new_expression)] @receiver property: (property_identifier) @callee) (_ object: (this) @receiver property: [(property_identifier) (private_property_identifier)] @callee) (_ object: (_ object: (this) property: [(property_identifier) (private_property_identifier)]) @receiver property: (property_identifier) @callee) (_ "await" (identifier) @callee) (_ "await" (_ object: (identifier) @receiver property: (property_identifier) @callee)) (_ "await" (_ object: (this) @receiver property: [(property_identifier) (private_property_identifier)] @callee)) (_ "await" (_ object: (_ object: (this) property: [(property_identifier) (private_property_identifier)]) @receiver property: (property_identifier) @callee))]) (_ "await" (call_expression function: [(identifier) @callee (_ object: [(identifier) (this) (call_expression)] @receiver property: (property_identifier) @callee) (_ object: (_ object: (this) property: [(property_identifier) (private_property_identifier)]) @receiver property: (property_identifier) @callee)])) (non_null_expression (call_expression function: [(identifier) @callee (_ object: [(identifier) (call_expression) (non_null_expression)] @receiver property: (property_identifier) @callee) (_ object: (this) @receiver property: [(property_identifier) (private_property_identifier)] @callee)]))]) @assigned.call
(variable_declarator name: (identifier) @name value: [(call_expression function: (member_expression object: (member_expression object: [(identifier) (member_expression) (call_expression)]) @receiver property: (property_identifier) @callee)) (await_expression (call_expression function: (member_expression object: (member_expression object: [(identifier) (member_expression) (call_expression)]) @receiver property: (property_identifier) @callee)))]) @assigned.call
; An arrow function returning a call or a field, called in place (`const Fp = (() => Field(p))()`).
; `const sorted = [...connectors].sort(byScore)`: the copy's method is the array's.
(variable_declarator name: (identifier) @name !type value: (call_expression function: (member_expression object: (array . (spread_element (identifier) @receiver) .) property: (property_identifier) @callee))) @assigned.call
(variable_declarator name: (identifier) @name value: (call_expression function: (parenthesized_expression (arrow_function body: (call_expression function: [(identifier) @callee (member_expression object: (identifier) @receiver property: (property_identifier) @callee)]))))) @assigned.call
(variable_declarator name: (identifier) @name value: (call_expression function: (parenthesized_expression (arrow_function body: (member_expression object: [(identifier) (this)] @receiver property: (property_identifier) @callee))))) @assigned.field
; `const schema = this.findSchema(node) ?? {}`, `this.commands() ?? []`: an empty object or array in
; place of nothing adds no type.
(variable_declarator name: (identifier) @name value: (binary_expression left: (call_expression function: [(identifier) @callee (_ object: [(identifier) (this)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)]) operator: ["??" "||"] right: [(object) (array)])) @assigned.call
; `const controller = group.hasController() && group.getController()`: what the call after `&&` returns (or a falsy value).
(variable_declarator name: (identifier) @name value: (binary_expression operator: "&&" right: (call_expression function: [(identifier) @callee (_ object: [(identifier) (this)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)]))) @assigned.call
; Variables holding a field (`const observer = this._output`, `const v = this.body.velocity.v`): the field's declared type is theirs.
(variable_declarator name: (identifier) @name value: (_ object: [(identifier) (this) (member_expression) (call_expression)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)) @assigned.field
(variable_declarator name: (identifier) @name value: (_ "await" (_ object: [(identifier) (this) (member_expression) (call_expression)] @receiver property: [(property_identifier) (private_property_identifier)] @callee))) @assigned.field
(variable_declarator name: (identifier) @name value: (non_null_expression (member_expression object: [(identifier) (this) (member_expression) (call_expression)] @receiver property: [(property_identifier) (private_property_identifier)] @callee))) @assigned.field
(variable_declarator name: (identifier) @name value: (_ "(" (_ "=" right: (_ object: [(identifier) (this) (member_expression)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)))) @assigned.field
(variable_declarator name: (object_pattern [(shorthand_property_identifier_pattern) @name @callee (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name @callee)]) value: [(identifier) (this) (member_expression object: [(this) (identifier) (member_expression)] property: (property_identifier))] @receiver) @assigned.field
; … or out of what a call returns (`const { manager, pub } = makeManager()`, or awaited: `const { proxy }
; = await setUp()`) or a class constructs.
(variable_declarator name: (object_pattern [(shorthand_property_identifier_pattern) @name @callee (pair_pattern key: (property_identifier) @callee value: (identifier) @name) (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name @callee)]) value: [(call_expression) (new_expression) (await_expression (call_expression))] @receiver) @assigned.field
; … a field read from an asserted value (`const bls = (opts.evm as EVM)['_bls']!`): the field the asserted type declares.
(variable_declarator name: (identifier) @name value: [(_ object: (_ "(" (as_expression)) index: (string) @callee) (_ object: (_ "(" (as_expression)) property: (property_identifier) @callee) (non_null_expression [(_ object: (_ "(" (as_expression)) index: (string) @callee) (_ object: (_ "(" (as_expression)) property: (property_identifier) @callee)])]) @assigned.assertedField
; `const tree = this[$changes]`: the field the class declares under that key.
(variable_declarator name: (identifier) @name value: (subscript_expression object: (this) index: (identifier) @callee)) @assigned.keyedField
; Loop variables (`for (const handler of this.handlers)`, `for (const x of xs)`): an element of what the loop iterates.
(for_in_statement left: (identifier) @name operator: "of" right: (_ object: [(this) (identifier)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)) @assigned.fieldElement
(for_in_statement left: (identifier) @name operator: "of" right: [(identifier) (this)] @receiver @callee) @assigned.iterated
; … of an element (`for (const processor of this.eventProcessors[event.type])`, `for (const row of rows[i])`): what the container holds, a record of arrays read as one, as for elements below.
(for_in_statement left: (identifier) @name operator: "of" right: (subscript_expression object: (member_expression object: [(this) (identifier)] @receiver property: [(property_identifier) (private_property_identifier)] @callee) index: (_))) @assigned.fieldElement
(for_in_statement left: (identifier) @name operator: "of" right: (subscript_expression object: (identifier) @receiver @callee index: (_))) @assigned.iterated
; `for (const entry of this.children.values())`, `for (const x of items())`: an element of what the call returns.
(for_in_statement left: (identifier) @name operator: "of" right: (call_expression function: [(identifier) @callee (_ object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @callee)])) @assigned.element
; Elements read by key or index (`const instance = this.extensionMap[key]`, `const first = list[0]`): what the container holds.
(variable_declarator name: (identifier) @name value: (_ object: (_ object: [(this) (identifier)] @receiver property: [(property_identifier) (private_property_identifier)] @callee) index: (_))) @assigned.fieldElement
(variable_declarator name: (identifier) @name value: (non_null_expression (_ object: (_ object: [(this) (identifier)] @receiver property: [(property_identifier) (private_property_identifier)] @callee) index: (_)))) @assigned.fieldElement
(variable_declarator name: (identifier) @name value: (_ object: (identifier) @receiver @callee index: (_))) @assigned.iterated
(variable_declarator name: (identifier) @name value: (non_null_expression (_ object: (identifier) @receiver @callee index: (_)))) @assigned.iterated
; … of an element (`const func = namespaces[namespace]?.[name]`): a record of records reads as one,
; as its written types list what the innermost holds (`Record<string, FunctionSet>`, `FunctionSet =
; Record<string, Fn>`: Record, Fn).
(variable_declarator name: (identifier) @name value: (_ object: (_ object: (identifier) @receiver @callee index: (_)) index: (_))) @assigned.iterated
; Array destructuring (`const [first] = rows`, `for (const [key, row] of map)`): each name an element of what the array, map or loop holds.
(variable_declarator name: (array_pattern (identifier) @name) value: (identifier) @receiver @callee) @assigned.iterated
(variable_declarator name: (array_pattern (identifier) @name) value: (_ object: [(this) (identifier)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)) @assigned.fieldElement
(for_in_statement left: (array_pattern (identifier) @name) operator: "of" right: (identifier) @receiver @callee) @assigned.iterated
(for_in_statement left: (array_pattern (identifier) @name) operator: "of" right: (_ object: [(this) (identifier)] @receiver property: [(property_identifier) (private_property_identifier)] @callee)) @assigned.fieldElement
(for_in_statement left: (array_pattern (identifier) @name) operator: "of" right: (call_expression function: [(identifier) @callee (_ object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @callee)])) @assigned.element
; Object destructuring in a loop (`for (const { type, subgraph: source } of entries)`): each name a field of an element.
(for_in_statement left: (object_pattern [(shorthand_property_identifier_pattern) @name @callee (pair_pattern key: (property_identifier) @callee value: (identifier) @name)]) operator: "of" right: [(identifier) (member_expression) (call_expression)] @receiver) @assigned.elementField
; `const [a, b] = await Promise.all([makeA(), makeB()])`: each name what the call at its place returns.
(variable_declarator name: (array_pattern (identifier) @name) value: (_ "await" (call_expression function: (_ object: (identifier) @receiver property: (property_identifier) @callee) arguments: (arguments . (array))))) @assigned.settled
; Destructured typed parameters (`function f({ db }: Options)`, `({ db: database }: Props) => …`): each name holds that field of the written type.
(_ pattern: (object_pattern [(shorthand_property_identifier_pattern) @name @callee (pair_pattern key: (property_identifier) @callee value: (identifier) @name) (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name @callee)]) type: (type_annotation) @owner) @assigned.destructured
; Copies (`let node = textNode`): the copied binding's type is theirs.
; `const node = this.parent || this.findParent()`, `(seg.manager ??= new Manager())`: either side's value.
(variable_declarator name: (identifier) @name @callee !type value: (_ left: (_) operator: ["||" "??"])) @assigned.either
(variable_declarator name: (identifier) @name @callee !type value: (_ "await" (parenthesized_expression (_ left: (_) operator: ["||" "??"])))) @assigned.either
(variable_declarator name: (identifier) @name @callee !type value: (parenthesized_expression (augmented_assignment_expression operator: ["||=" "??="]))) @assigned.either
; `const queryType = queryRoot ? queryRoot.type : this.schema.addType(…)`: either branch's value.
(variable_declarator name: (identifier) @name @callee !type value: (ternary_expression)) @assigned.either
(variable_declarator name: (identifier) @name !type value: (identifier) @callee) @assigned.copy
; `const id = await identity`: what the promise the copied binding holds resolves to.
(variable_declarator name: (identifier) @name !type value: (_ "await" (identifier) @callee)) @assigned.copy
; `const sorted = [...connectors]`: a copy of the array, holding what it holds.
(variable_declarator name: (identifier) @name !type value: (array . (spread_element (identifier) @callee) .)) @assigned.copy
; `let approx, rem;` (no type, no value): typed by what is assigned to it later.
(variable_declarator name: (identifier) @name !type !value) @assigned.unset
; `const autotrack = await import('./auto-track')`: the module's exports are its members.
(variable_declarator name: (identifier) @name !type value: (await_expression (call_expression function: (import) arguments: (arguments (string) @callee)))) @assigned.loaded
; `const codecs = { $oid: ObjectId } as const`, `const dec = { high: Long.fromNumber(0) }`: what each field holds.
(variable_declarator name: (identifier) @name !type value: [(object) @callee (as_expression (object) @callee)]) @assigned.members
(variable_declarator name: (identifier) @name !type value: (this) @callee) @assigned.copy
(required_parameter pattern: (identifier) @binding.parameter type: (type_annotation)? @owner)
; A rest parameter (`...signers: Array<Signer>`): the array its type writes.
(required_parameter pattern: (rest_pattern (identifier) @binding.parameter) type: (type_annotation)? @owner)
; A function's written `this` (`function (this: Subscriber<T>) {}`): the receiver type of `this.m()`.
(required_parameter pattern: (this) @name type: (type_annotation) @owner) @typed.parameter
; Destructured names and an arrow's one parameter: locals that shadow imports and definitions.
(arrow_function parameter: (identifier) @name) @binding.parameter
(object_pattern (shorthand_property_identifier_pattern) @binding.pattern)
(pair_pattern value: (identifier) @binding.pattern)
(object_assignment_pattern left: (shorthand_property_identifier_pattern) @binding.pattern)
(array_pattern (identifier) @binding.pattern)
; A loop's variable (`for (const match of matchers)`): a local inside the loop.
(for_in_statement kind: ["const" "let" "var"] left: (identifier) @binding.pattern)
(optional_parameter pattern: (identifier) @binding.parameter type: (type_annotation)? @owner)

; Narrowed receivers: inside `if (v instanceof Store)` or `if (isStore(v))` (or `Item.isStore(v)`),
; `v` is a Store.
; One pattern for both: two patterns rooted at `if_statement` cost five times the instructions.
; Also `if (v instanceof A || v instanceof B)`: its last test, the others read from the chain.
(if_statement condition: (_ [(_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner) (_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ operator: "||" right: (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner))])) @narrowed.condition
; … and in the body of `while (isNode(p))` or `while (p instanceof Node)`.
(while_statement condition: (_ [(binary_expression left: (identifier) @name operator: "instanceof" right: (identifier) @owner) (call_expression function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . (identifier) @name))]) body: (_)) @narrowed.condition
; … in the branch a condition's test chooses (`o instanceof Group ? o.optimized() : o`).
(ternary_expression condition: [(binary_expression left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner) (call_expression function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name))]) @narrowed.condition
; … inside `if (isStore(v) && …)`; in the right operand of `isStore(v) && …` (after other
; `&&` operands too) and of `!isStore(v) || …`; after `if (!isStore(v)) return;` (or `throw`,
; `continue`, `break`; also `if (!isStore(v) || …)`), to the end of the block, and in its `else`. The two `exit`
; patterns are one in spirit: as one alternation of both consequences, most statements went unmatched.
(if_statement condition: (_ (_ left: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner)] operator: "&&"))) @narrowed.condition
(binary_expression left: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner) (_ operator: "&&" right: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner)])] operator: "&&") @narrowed.operand
(binary_expression left: (_ operator: "!" argument: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ "(" (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner))]) operator: "||") @narrowed.operand
(if_statement condition: (_ [(_ operator: "!" argument: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ "(" (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner))]) (_ left: (_ operator: "!" argument: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ "(" (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner))]) operator: "||")]) consequence: [(return_statement) (throw_statement) (continue_statement) (break_statement)]) @narrowed.exit
(if_statement condition: (_ [(_ operator: "!" argument: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ "(" (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner))]) (_ left: (_ operator: "!" argument: [(_ function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name)) (_ "(" (_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner))]) operator: "||")]) consequence: (statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)) @narrowed.exit
; After an assertion, to the end of the block: `assertStore(v);` (an assertion function, declared
; `asserts v is Store`, looked up when resolving as a guard is), `assert(v instanceof Store)` and
; `invariant(isStore(v), …)`. Only calls named as assertions are tried: most statements are calls.
((expression_statement (call_expression function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name))) @narrowed.asserted (#match? @narrowed.asserted "^(this\\.)?([\\w$]+\\.)?assert[A-Z_]"))
((expression_statement (call_expression function: [(identifier) (member_expression)] arguments: (arguments . [(_ left: [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name operator: "instanceof" right: (identifier) @owner) (call_expression function: [(identifier) (member_expression object: [(identifier) (this)])] @callee arguments: (arguments . [(identifier) (member_expression object: (this) property: [(property_identifier) (private_property_identifier)])] @name))]))) @narrowed.asserted (#match? @narrowed.asserted "^(assert|invariant)(\\.ok)?\\s*\\("))

; Fields, typed or constructed, and constructor parameter properties: receivers `this.<name>`.
; A written type wins over the constructor (`calls: Set<Call> = new Set()` holds calls).
(public_field_definition name: [(property_identifier) (private_property_identifier)] @name type: (type_annotation) @owner) @typed.field
; … keyed by a name (`[$changes]: ChangeTree`, read as `this[$changes]`): the field `[$changes]`.
(public_field_definition name: (computed_property_name (identifier)) @name type: (type_annotation) @owner) @typed.field
(public_field_definition name: [(property_identifier) (private_property_identifier)] @name !type value: (_ constructor: (_) @owner)) @typed.field
; A field holding what a call returned (`v = Vec2.zero()`): the callee's written return type is its type.
(public_field_definition name: [(property_identifier) (private_property_identifier)] @name !type value: (call_expression function: [(identifier) @callee (_ object: (identifier) @receiver property: (property_identifier) @callee)])) @assigned.fieldCall
; … or another field of the class (`protected _gainNode = this.output`): that field's type is its type.
(public_field_definition name: [(property_identifier) (private_property_identifier)] @name !type value: (member_expression object: (this) @receiver property: [(property_identifier) (private_property_identifier)] @callee)) @assigned.fieldCall
; … or set to one in a method (`this.#machine = createActor(machine)`): the first such call, when no type is written.
(assignment_expression left: (_ object: (this) property: [(property_identifier) (private_property_identifier)] @name) right: (call_expression function: [(identifier) @callee (_ object: (identifier) @receiver property: (property_identifier) @callee)])) @assigned.fieldCall
; … or to a constructed instance (`this.registry = new Registry(this)`), when no type is written.
(assignment_expression left: (_ object: (this) property: [(property_identifier) (private_property_identifier)] @name) right: (new_expression constructor: (_) @owner)) @typed.field
; … or to a parameter (`this.log = logger` in the constructor): the type written for the parameter.
(assignment_expression left: (_ object: (this) property: [(property_identifier) (private_property_identifier)] @name) right: (identifier) @callee) @typed.field
(required_parameter (accessibility_modifier) pattern: (identifier) @name type: (type_annotation) @owner) @typed.field
(required_parameter "readonly" pattern: (identifier) @name type: (type_annotation) @owner) @typed.field
(optional_parameter (accessibility_modifier) pattern: (identifier) @name type: (type_annotation) @owner) @typed.field
(optional_parameter "readonly" pattern: (identifier) @name type: (type_annotation) @owner) @typed.field
(required_parameter (accessibility_modifier) pattern: (identifier) @name !type value: (_ constructor: (_) @owner)) @typed.field
(required_parameter "readonly" pattern: (identifier) @name !type value: (_ constructor: (_) @owner)) @typed.field

; Functions passed to a call: their untyped parameters take the callee's written parameter types.
(_ function: [(identifier) @callee (member_expression) @callee (_ "await" [(identifier) (member_expression)] @callee)] arguments: (arguments [(arrow_function) (function_expression)] @owner)) @callback.argument
(_ constructor: [(identifier) (member_expression)] @callee arguments: (arguments [(arrow_function) (function_expression)] @owner)) @callback.argument
; Functions as an object literal's properties (`format: (d) => d.title()`): their untyped parameters take what the type the literal implements writes for that property.
(pair key: (property_identifier) @name value: [(arrow_function) (function_expression)] @owner) @implemented.pair
; Functions returned (`return (ctx, next) => …`, `(): Handler => (c) => …`): their untyped parameters take what the function type the enclosing function's written return type names writes for them.
(return_statement [(arrow_function) (function_expression)] @owner) @implemented.returned
(arrow_function return_type: (_) body: [(arrow_function) (function_expression)] @owner) @implemented.returned
; Functions held by a name written with a function type (`const build: HtmlBuilder = (group, options) => …`): their untyped parameters take what that type writes for them.
(variable_declarator type: (type_annotation) value: [(arrow_function) (function_expression)] @owner) @implemented.typed
(public_field_definition type: (type_annotation) value: [(arrow_function) (function_expression)] @owner) @implemented.typed
; A parameter's default function (`tester: (u: UnionType) => boolean = (u) => u.has(m)`), typed by the parameter's type.
(required_parameter type: (type_annotation) value: [(arrow_function) (function_expression)] @owner) @implemented.typed
(optional_parameter type: (type_annotation) value: [(arrow_function) (function_expression)] @owner) @implemented.typed
