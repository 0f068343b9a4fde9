(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(local_function_statement name: (identifier) @name) @definition.function
(class_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(struct_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class

(invocation_expression function: (identifier) @name) @reference.call
(invocation_expression function: (member_access_expression expression: (_) @receiver name: (identifier) @name)) @reference.method
(object_creation_expression type: (identifier) @name) @reference.new

; Module statements: usings and namespaces.
(using_directive) @module.statement
(namespace_declaration) @module.statement
(file_scoped_namespace_declaration) @module.statement
