; Compiling this query, tree-sitter analyses every node a pattern names and gives children against
; the grammar's parse table, which each process and parsing thread pays (see typescript.scm). Below
; a pattern's root, a node is written as a wildcard with the fields (or keyword) only its type has:
; `(_ function: …)` a call, `(_ object: … attribute: …)` an attribute, `(_ "await" …)` an await,
; `(_ … alias: …)` an `as` pattern (its target `(_ (identifier))`), `(_ operator: … right: …)` a
; boolean operator, a class body `(_ (_ (assignment …)))` its block's expression statement. Not a
; conditional expression: a keyword matches in order, and the call may come before its `if`.
; Roots keep their type: a pattern rooted at a wildcard would start matching at every node.

(function_definition name: (identifier) @name) @definition.function
(class_definition name: (identifier) @name) @definition.class
(class_definition name: (identifier) @name superclasses: (argument_list) @owner) @supertypes.class

; A capture on the name alone where the name starts the match (a call's callee, a binding): every
; capture is one more node built in JavaScript.
(call function: (identifier) @reference.call)
; Attributes: a method call's callee is a method reference, a read a `@property` call, a write
; nothing (one pattern for all three: a second one for calls matched each callee twice).
(attribute object: (_) @receiver attribute: (identifier) @name) @reference.property

(assignment left: (identifier) @binding.variable)
(parameters (identifier) @binding.parameter)
(default_parameter name: (identifier) @binding.parameter)
(typed_parameter (identifier) @binding.parameter)
(typed_default_parameter name: (identifier) @binding.parameter)
(list_splat_pattern (identifier) @binding.parameter)
(dictionary_splat_pattern (identifier) @binding.parameter)
(for_statement left: (identifier) @binding.variable)
(except_clause value: (_ alias: (_ (identifier) @binding.variable)))

; Attributes a class binds itself: `x = …` in its body, `self.x = …` in its methods. They hide an
; inherited method or cached property of that name (not a `@property`, which runs its setter).
(class_definition name: (identifier) @owner body: (_ (_ (assignment left: (identifier) @name)))) @attribute.class
((assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name)) @attribute.instance
  (#eq? @receiver "self"))

; Receivers with a known class: annotated parameters and variables (`request: HttpRequest`),
; variables and `self.` fields holding what a call returned or constructed (`form = Form()`).
(typed_parameter (identifier) @name type: (type) @owner) @typed.parameter
(typed_default_parameter name: (identifier) @name type: (type) @owner) @typed.parameter
(assignment left: (identifier) @name type: (type) @owner) @typed.variable
; `isinstance(x, Node)` (`isinstance(x, (A, B))`) and `type(x) is Node` (`==`, `is not`, `!=`) as an
; `if`'s, `elif`'s or conditional expression's condition, an operand of `and`/`or`, under `not`, or asserted: `x` is an instance
; of what it is tested against where the test holds (python-narrowing.ts; the callee is checked there,
; and the subject: a name or a chain of attributes, `isinstance(node.value, Call)`).
(if_statement condition: (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(elif_clause condition: (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(boolean_operator left: (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(boolean_operator right: (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(not_operator argument: (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(assert_statement . (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(conditional_expression "if" . (_ function: (identifier) @callee arguments: (_ . (_) @name . (_) @owner .)) @narrowed.test)
(comparison_operator . (_ function: (identifier) @callee arguments: (_ . (_) @name .)) . (_) @owner .) @narrowed.test
; `except errors.OAuth2Error as e:`, `except (KeyError, TokenError) as e:`: an instance of what it catches.
(except_clause value: (_ (_) @owner alias: (_ (identifier) @name)) @typed.variable)
; `multi = t.cast(MultiCommand, ctx.command)`, `cast("Parameter", value)`: the type it is cast to.
((assignment left: (identifier) @name right: (_ function: (_) @guard arguments: (_ . (_) @owner))) @typed.variable
  (#match? @guard "^(typing\\s*\\.\\s*|t\\s*\\.\\s*)?cast$"))
(assignment left: (identifier) @name right: (_ function: (identifier) @callee)) @assigned.call
(assignment left: (identifier) @name right: (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) @assigned.call
; `process = await open_process(cmd)`, `result = await self.execute(…)`: what the coroutine returns.
(assignment left: (identifier) @name right: (_ "await" (_ function: (identifier) @callee))) @assigned.call
(assignment left: (identifier) @name right: (_ "await" (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee)))) @assigned.call
; `conn, future = self.start_connect(addr)`: an item of the tuple the call returns.
(assignment left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_ function: (identifier) @callee)) @assigned.item
; Only on `self`: a method of another value may be a container's (`idle_workers.pop()`), whose
; items the tuple's annotation would have to say.
((assignment left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) @assigned.item
  (#eq? @receiver "self"))
; `tw = _pytest.config.create_terminal_writer(config)`: a dotted module's function.
(assignment left: (identifier) @name right: (_ function: (_ object: (attribute) @receiver attribute: (identifier) @callee))) @assigned.call
; `scope = self._state.cancel_scope`, `option = self._long_opt[opt]` (not a slice), `scope =
; _task_states[task].cancel_scope`: what the chain of attribute reads and keys gives (python-reads.ts).
(assignment left: (identifier) @name right: (_ object: (_) attribute: (identifier)) @callee) @assigned.read
(assignment left: (identifier) @name right: (_ value: (_) subscript: (_)) @callee) @assigned.read
; `for option in self._opts.values()`, `for key, option in self._opts.items()`: what the field's
; container holds at a key (`Dict[str, Option]`: an Option).
((for_statement left: (identifier) @name right: (_ function: (_ object: (_ object: (identifier) @receiver attribute: (identifier) @callee) attribute: (identifier) @guard))) @assigned.indexed
  (#eq? @guard "values"))
((for_statement left: (pattern_list . (identifier) . (identifier) @name .) right: (_ function: (_ object: (_ object: (identifier) @receiver attribute: (identifier) @callee) attribute: (identifier) @guard))) @assigned.indexed
  (#eq? @guard "items"))
; `console = get_console() if file is None else Console(file=file)`: either call's value.
(assignment left: (identifier) @name right: (conditional_expression (_ function: (identifier) @callee))) @assigned.call
; `self.x = Foo()`, a class method's `cls.x = Foo()` (a class attribute, read through `cls.x` too).
((assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name) right: (_ function: [(identifier) (attribute)] @owner)) @typed.field
  (#match? @receiver "^(self|cls)$"))
; What an event loop runs a coroutine to is the coroutine's value (`self.io_loop =
; loop.run_until_complete(get_loop())`, `result = asyncio.run(main())`): typed as the call in it.
((assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name) right: (_ function: (attribute) @guard arguments: (_ . (_ function: [(identifier) (attribute)] @owner) .))) @typed.field
  (#eq? @receiver "self")
  (#match? @guard "(^asyncio\\s*\\.\\s*run|\\.\\s*run_until_complete)$"))
((assignment left: (identifier) @name right: (_ function: (attribute) @guard arguments: (_ . (_ function: (identifier) @callee) .))) @assigned.call
  (#match? @guard "(^asyncio\\s*\\.\\s*run|\\.\\s*run_until_complete)$"))
; A class body's annotated attribute (`_color: Optional[Color]`, a dataclass's `color: Color = None`):
; its instances' field has that type.
(class_definition body: (_ (_ (assignment left: (identifier) @name type: (type) @owner) @typed.field)))
; A class body's attribute set to a call (`_ECDSA_CURVES = _ECDSACurveSet([…])`): its instances' field
; holds the call's value, as `self.x = …` in a method would.
(class_definition body: (_ (_ (assignment left: (identifier) @name right: (_ function: [(identifier) (attribute)] @owner)) @typed.field)))
; `self.handler: Union[StreamHandler, NullHandler] = StreamHandler()` in a method: the type written.
((assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name) type: (type) @owner) @typed.field
  (#eq? @receiver "self"))
; `for segment in layout.segments():`, `for child in self.children:` (a field or property): an
; element of what the loop iterates.
(for_statement left: (identifier) @name right: (_ function: (identifier) @callee)) @assigned.element
(for_statement left: (identifier) @name right: (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) @assigned.element
(for_statement left: (identifier) @name right: (_ object: (identifier) @receiver attribute: (identifier) @callee)) @assigned.fieldElement
; `for name, command in visible_commands(ctx):` (`-> Iterator[Tuple[str, Command]]`): an item of
; each element. A function's or a method of `self`'s: not a builtin's (`zip`), nor a container's
; method (`d.items()`), whose items the annotation would have to say.
((for_statement left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_ function: (identifier) @callee)) @assigned.elementItem
  (#not-match? @callee "^(enumerate|zip|zip_longest|sorted|reversed|iter|list|tuple|set|filter|map|product|chain|groupby)$"))
((for_statement left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) @assigned.elementItem
  (#eq? @receiver "self"))
; `for index, item in enumerate(self.items):`: the second name is what `for item in self.items` is.
((for_statement left: (pattern_list (identifier) (identifier) @name) right: (_ function: (identifier) @guard arguments: (_ . (_ object: (identifier) @receiver attribute: (identifier) @callee)))) @assigned.fieldElement
  (#eq? @guard "enumerate"))
((for_statement left: (pattern_list (identifier) (identifier) @name) right: (_ function: (identifier) @guard arguments: (_ . (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))))) @assigned.element
  (#eq? @guard "enumerate"))
((for_statement left: (pattern_list (identifier) (identifier) @name) right: (_ function: (identifier) @guard arguments: (_ . (identifier) @callee))) @typed.loop
  (#eq? @guard "enumerate"))
; `for node in nodes:` over a parameter written as a container (`nodes: list[NodeNG]`): what it holds.
(for_statement left: (identifier) @name right: (identifier) @callee) @typed.loop
; The same in a comprehension (`[p.name for p in self.get_params(ctx)]`): its variables are seen
; from its start (its element comes first) to its end.
(for_in_clause left: (identifier) @name right: (_ function: (identifier) @callee)) @assigned.element
(for_in_clause left: (identifier) @name right: (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) @assigned.element
(for_in_clause left: (identifier) @name right: (_ object: (identifier) @receiver attribute: (identifier) @callee)) @assigned.fieldElement
(for_in_clause left: (identifier) @name right: (identifier) @callee) @typed.loop
((for_in_clause left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_ function: (identifier) @callee)) @assigned.elementItem
  (#not-match? @callee "^(enumerate|zip|zip_longest|sorted|reversed|iter|list|tuple|set|filter|map|product|chain|groupby)$"))
((for_in_clause left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) @assigned.elementItem
  (#eq? @receiver "self"))
; `with CancelScope() as scope:`, `async with lock.acquire_ctx() as held:`: what the context
; manager's `__enter__` (`__aenter__`) returns.
(with_item value: (_ (_ function: (identifier) @callee) alias: (_ (identifier) @name))) @assigned.entered
(with_item value: (_ (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee)) alias: (_ (identifier) @name))) @assigned.entered
; `async with await open_process(cmd) as process:`: the manager is what the coroutine returns.
(with_item value: (_ (_ "await" (_ function: (identifier) @callee)) alias: (_ (identifier) @name))) @assigned.entered
(with_item value: (_ (_ "await" (_ function: (_ object: (identifier) @receiver attribute: (identifier) @callee))) alias: (_ (identifier) @name))) @assigned.entered
; `self.md = md`, from a parameter written with a type (`md: MarkdownIt`): the field has its type;
; so has a class body's `_capman = capman` in a function with that parameter.
((assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name) right: (identifier) @callee) @typed.field
  (#eq? @receiver "self"))
(class_definition body: (_ (_ (assignment left: (identifier) @name right: (identifier) @callee) @typed.field)))
; `self.console = console if console is not None else get_console()`, `… = console or get_console()`.
((assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name) right: [(conditional_expression (_ function: [(identifier) (attribute)] @owner)) (_ operator: ["and" "or"] right: (_ function: [(identifier) (attribute)] @owner))]) @typed.field
  (#eq? @receiver "self"))

; A type comment on an assignment's line (`self._headers = None  # type: Optional[HTTPHeaders]`,
; `q = self.queue_class()  # type: queues.Queue`): the type written, as an annotation's.
((expression_statement (assignment left: (_ object: (identifier) @receiver attribute: (identifier) @name))) @typed.field . (comment) @owner
  (#eq? @receiver "self")
  (#match? @owner "^#\\s*type:\\s*[A-Za-z_'\"]")
  (#not-match? @owner "^#\\s*type:\\s*ignore"))
; A class body's attribute with a type comment (`_loaders = {}  # type: Dict[str, BaseLoader]`), as
; an annotated one.
(class_definition body: (_ ((expression_statement (assignment left: (identifier) @name)) @typed.field . (comment) @owner
  (#match? @owner "^#\\s*type:\\s*[A-Za-z_'\"]")
  (#not-match? @owner "^#\\s*type:\\s*ignore"))))
((expression_statement (assignment left: (identifier) @name)) @typed.variable . (comment) @owner
  (#match? @owner "^#\\s*type:\\s*[A-Za-z_'\"]")
  (#not-match? @owner "^#\\s*type:\\s*ignore"))

; A module-level alias of a union (`AnyByteStream = Union[ObjectStream[bytes], ByteStream]`): a
; value written with it is an instance of one of the classes it joins.
(module (expression_statement (assignment left: (identifier) @name right: (subscript) @owner) @alias.union))

; `__all__ = ["a", "b"]` (a tuple, `+=`): the only names `from module import *` takes.
((module (_ [(assignment left: (identifier) @name right: [(list) (tuple)] @owner) (augmented_assignment left: (identifier) @name right: [(list) (tuple)] @owner)]) @exports.all)
  (#eq? @name "__all__"))

; Module statements: imports, wherever they are.
(import_statement) @module.statement
(import_from_statement) @module.statement
