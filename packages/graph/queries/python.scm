(function_definition name: (identifier) @name) @definition.function
(class_definition name: (identifier) @name) @definition.class
(class_definition name: (identifier) @name superclasses: (argument_list) @owner) @supertypes.class

(call function: (identifier) @name) @reference.call
(call function: (attribute object: (_) @receiver attribute: (identifier) @name)) @reference.method

(assignment left: (identifier) @name) @binding.variable
(parameters (identifier) @name) @binding.parameter
(for_statement left: (identifier) @name) @binding.variable

; Module statements: imports, wherever they are.
(import_statement) @module.statement
(import_from_statement) @module.statement
