; Definitions — functions, methods, classes, interfaces, and functions bound to names.
(function_declaration name: (identifier) @name) @definition.function
(generator_function_declaration name: (identifier) @name) @definition.function
(class_declaration name: (_) @name) @definition.class
(abstract_class_declaration name: (_) @name) @definition.class
(interface_declaration name: (_) @name) @definition.interface
(method_definition name: (_) @name) @definition.method
(abstract_method_signature name: (_) @name) @definition.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
(public_field_definition name: (_) @name value: [(arrow_function) (function_expression)]) @definition.method
(assignment_expression left: (member_expression property: (property_identifier) @name) right: [(arrow_function) (function_expression)]) @definition.function

; Calls — plain, method, constructor and JSX.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (member_expression object: (_) @receiver property: (_) @name)) @reference.method
(new_expression constructor: (identifier) @name) @reference.new
(new_expression constructor: (member_expression object: (_) @receiver property: (_) @name)) @reference.new

; Functions passed as values (`pipe(x, Chunk.map)`): a dependency like a call.
(arguments (identifier) @name) @reference.value
(arguments (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.value

; Local bindings: names that shadow same-named definitions elsewhere.
(variable_declarator name: (identifier) @name) @binding.variable
(required_parameter pattern: (identifier) @name) @binding.parameter
(optional_parameter pattern: (identifier) @name) @binding.parameter
