; TSX is TypeScript plus JSX elements as calls.
(jsx_opening_element name: (identifier) @name) @reference.jsx
(jsx_self_closing_element name: (identifier) @name) @reference.jsx
(jsx_opening_element name: (member_expression object: (_) @receiver property: (_) @name)) @reference.jsx
(jsx_self_closing_element name: (member_expression object: (_) @receiver property: (_) @name)) @reference.jsx
; A function named in an attribute or a child (`onClick={handleClick}`) is a value like an argument.
(jsx_expression (identifier) @name) @reference.value
