; Below a pattern's root, a member expression is written `(_ object: … property: …)`: tree-sitter
; analyses every node a pattern names and gives children against the parse table when it compiles
; the query, in every process and parsing thread (see typescript.scm); roots keep their type.

(function_declaration name: (identifier) @name) @definition.function
(generator_function_declaration name: (identifier) @name) @definition.function
(class_declaration name: (_) @name) @definition.class
(method_definition name: (_) @name) @definition.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
(field_definition property: (_) @name value: [(arrow_function) (function_expression)]) @definition.method
(assignment_expression left: (member_expression property: (property_identifier) @name) right: [(arrow_function) (function_expression)]) @definition.function
; Named function expressions (`wrap(function handler() {…})`): a function of their own, a caller too.
(function_expression name: (identifier) @name) @definition.function
(generator_function name: (identifier) @name) @definition.function
; An anonymous function a module exports as its default (`export default function (server, ctx) {…}`):
; a function named `default`, a caller too, as the compiler's call hierarchy has it. Not an arrow
; function (`export default (req) => …`), an expression whose calls the call hierarchy gives its module.
(export_statement "default" @name value: [(function_expression !name) (generator_function !name)] @definition.function)

; Where the name starts the match (a plain call's callee, a binding) it is captured alone: every
; capture is one more node built in JavaScript.
(call_expression function: (identifier) @reference.call)
(call_expression function: (_ object: (_) @receiver property: (_) @name)) @reference.method
(new_expression constructor: (identifier) @name) @reference.new
(new_expression constructor: (_ object: (_) @receiver property: (_) @name)) @reference.new
; `new this()` in a static method (or a static field): its class.
(new_expression constructor: (this) @name) @reference.new
; A decorator written without arguments (`@bound`, `@ns.bound`) is called with what it decorates,
; by the decorated method (or class) itself, as the call hierarchy counts it.
(decorator (identifier) @reference.call)
(decorator (member_expression object: (_) @receiver property: (_) @name)) @reference.method
(jsx_opening_element name: (identifier) @name) @reference.jsx
(jsx_self_closing_element name: (identifier) @name) @reference.jsx

(arguments (identifier) @name) @reference.value
(arguments (_ object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
(variable_declarator value: (identifier) @name) @reference.value
(variable_declarator value: (_ object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; A class field set to a function or class (`handler = defaultHandler`): the class holds it.
(field_definition value: (identifier) @name) @reference.value
(field_definition value: (_ object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
; A method read off `this` (`graph.on('down', this.onPointerDown)`, `{ onClick: this.handle }`):
; the function passing or holding it depends on it; a call or a write of it is not this.
(member_expression object: (this) @receiver property: [(property_identifier) (private_property_identifier)] @name) @reference.value

; Functions named as values anywhere else — an object's property, an operand, a return, an
; assignment, an array element, a default, a JSX attribute (`onClick={handleClick}`): the function
; holding the value depends on what it names as on what it calls.
(pair value: (identifier) @name) @reference.value
(shorthand_property_identifier) @reference.value
(ternary_expression consequence: (identifier) @name) @reference.value
(ternary_expression alternative: (identifier) @name) @reference.value
(binary_expression left: (identifier) @reference.value)
(binary_expression right: (identifier) @name) @reference.value
(return_statement (identifier) @name) @reference.value
; Yielded, as returned (`const registry = yield* Registry`: a service's tag an effect reads).
(yield_expression (identifier) @name) @reference.value
(yield_expression (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
(return_statement (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value
(arrow_function body: (identifier) @name) @reference.value
(assignment_expression right: (identifier) @name) @reference.value
(array (identifier) @name) @reference.value
(spread_element (identifier) @name) @reference.value
(assignment_pattern right: (identifier) @name) @reference.value
(object_assignment_pattern right: (identifier) @name) @reference.value
(jsx_expression (identifier) @name) @reference.value

; Property reads (a getter): not calls, so call resolution ignores them; a function may still run
; through them, so test reach follows them by name.
(pair value: (member_expression property: (property_identifier) @name)) @reference.mention
(member_expression property: [(property_identifier) (private_property_identifier)] @name) @reference.mention
(subscript_expression index: (string (string_fragment) @name)) @reference.mention


(variable_declarator name: (identifier) @name) @binding.variable
(formal_parameters (identifier) @binding.parameter)
; Destructured names and an arrow's one parameter: locals that shadow imports and definitions.
(arrow_function parameter: (identifier) @name) @binding.parameter
(object_pattern (shorthand_property_identifier_pattern) @binding.pattern)
(pair_pattern value: (identifier) @binding.pattern)
(object_assignment_pattern left: (shorthand_property_identifier_pattern) @binding.pattern)
(array_pattern (identifier) @binding.pattern)
; A loop's variable (`for (const match of matchers)`): a local inside the loop.
(for_in_statement kind: ["const" "let" "var"] left: (identifier) @binding.pattern)
