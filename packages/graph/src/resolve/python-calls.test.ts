// Python calls: classes as their files import them, in Python's resolution order.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python calls', () => {
  it('follows a base written through its module, `super(X, self)` and the C3 order of mixins', async () => {
    const callersOf = await callersIn({
      'db/__init__.py': '',
      'db/types.py': lines(
        'class Time:',
        '    def __init__(self):',
        '        self.zone = None',
        '    def bind(self):',
        '        return 0',
      ),
      'db/mssql.py': lines(
        'from . import types',
        'class Time(types.Time):',
        '    def __init__(self):',
        '        super(Time, self).__init__()',
        '    def bind(self):',
        '        return super().bind()',
      ),
      'db/order.py': lines(
        'class Base:',
        '    def save(self):',
        '        return 0',
        'class Audited(Base):',
        '    def save(self):',
        '        return 1',
        'class Cached(Base):',
        '    def save(self):',
        '        return 2',
        'class Model(Audited, Cached):',
        '    def store(self):',
        '        return self.save()',
        'class AuditedModel(Audited, Cached):',
        '    def save(self):',
        '        return super(Audited, self).save()',
      ),
    });
    // `super(Time, self)` in mssql's Time starts after it: the module's Time, not itself.
    expect(callersOf('db/types.py#Time.__init__')).toEqual([
      'db/mssql.py#Time.__init__@3 certain this',
    ]);
    expect(callersOf('db/mssql.py#Time.__init__')).toEqual([]);
    expect(callersOf('db/types.py#Time.bind')).toEqual(['db/mssql.py#Time.bind@5 certain this']);
    // Model's order is Model, Audited, Cached, Base: `self.save()` is Audited's.
    expect(callersOf('db/order.py#Audited.save')).toEqual([
      'db/order.py#Model.store@11 certain this',
    ]);
    expect(callersOf('db/order.py#Base.save')).toEqual([]);
    // After Audited in AuditedModel's order comes Cached, not Audited's own base.
    expect(callersOf('db/order.py#Cached.save')).toEqual([
      'db/order.py#AuditedModel.save@14 certain this',
    ]);
  });

  it('takes a read of an instance method for a use of it, and `cls.m()` (`self.__class__.m()`, `type(self).m()`) for a call reaching overrides', async () => {
    const callersOf = await callersIn({
      'jobs.py': lines(
        'class Job:',
        '    def run(self):',
        '        return schedule(callback=self.done)',
        '    def done(self):',
        '        return 0',
        '    @classmethod',
        '    def create(cls):',
        '        return cls.build()',
        '    @classmethod',
        '    def build(cls):',
        '        return cls',
        '    def describe(self):',
        '        return Job.done',
        '    def again(self):',
        '        return self.__class__.build(), type(self).build()',
        'class NightlyJob(Job):',
        '    @classmethod',
        '    def build(cls):',
        '        return cls',
        'def schedule(callback):',
        '    return callback',
      ),
    });
    // `self.done` passed as a value; `Job.done` read on the class is the plain function, no use.
    expect(callersOf('jobs.py#Job.done')).toEqual(['jobs.py#Job.run@2 certain this']);
    expect(callersOf('jobs.py#Job.build')).toEqual([
      'jobs.py#Job.again@14 certain this',
      'jobs.py#Job.again@14 certain this',
      'jobs.py#Job.create@7 certain this',
    ]);
    expect(callersOf('jobs.py#NightlyJob.build')).toEqual([
      'jobs.py#Job.again@14 likely this',
      'jobs.py#Job.again@14 likely this',
      'jobs.py#Job.create@7 likely this',
    ]);
  });

  it('reaches the overrides of subclasses whose base is written with a name an import renames', async () => {
    const callersOf = await callersIn({
      'app/__init__.py': '',
      'app/base.py': lines(
        'class Handler:',
        '    def handle(self):',
        '        return self.respond()',
        '    def respond(self):',
        '        return 0',
      ),
      'app/compat.py': lines('from .base import Handler as BaseHandler'),
      'app/views.py': lines(
        'from .compat import BaseHandler',
        'class JsonHandler(BaseHandler):',
        '    def respond(self):',
        '        return 1',
      ),
    });
    // JsonHandler's base is Handler under another name: `self.respond()` in Handler reaches it.
    expect(callersOf('app/views.py#JsonHandler.respond')).toEqual([
      'app/base.py#Handler.handle@2 likely this',
    ]);
    expect(callersOf('app/base.py#Handler.respond')).toEqual([
      'app/base.py#Handler.handle@2 certain this',
    ]);
  });

  it('reads a property through `self` in a base class for its subclasses, and lets an instance attribute hide a cached property but not a `@property`', async () => {
    const callersOf = await callersIn({
      'geo.py': lines(
        'from functools import cached_property',
        'class Pointer:',
        '    @property',
        '    def ptr(self):',
        '        return self._ptr',
        '    @ptr.setter',
        '    def ptr(self, value):',
        '        self._ptr = value',
        '    @cached_property',
        '    def srid(self):',
        '        return 4326',
        'class Layer(Pointer):',
        '    def __init__(self, handle):',
        '        self.ptr = handle',
        '        self.srid = 0',
        '    def name(self):',
        '        return (self.ptr, self.srid)',
        'class Shape:',
        '    def area(self):',
        '        return self.size',
        'class Square(Shape):',
        '    @property',
        '    def size(self):',
        '        return 4',
      ),
    });
    // `self.ptr = handle` runs the setter (the getter is the same property): the read still runs
    // Pointer's getter. `self.srid = 0` stores the value over the cached property.
    expect(callersOf('geo.py#Pointer.ptr@4')).toEqual([
      'geo.py#Layer.__init__@13 certain this',
      'geo.py#Layer.name@16 certain this',
    ]);
    expect(callersOf('geo.py#Pointer.srid')).toEqual([]);
    // A Square's `self.size` in Shape's method is Square's property.
    expect(callersOf('geo.py#Square.size')).toEqual(['geo.py#Shape.area@19 likely this']);
  });

  it('runs a class body in the scope around it, and lets default and `*args` parameters shadow functions', async () => {
    const callersOf = await callersIn({
      'views.py': lines(
        'def register(function):',
        '    return function',
        'def handler(request):',
        '    return request',
        'class View:',
        '    limit = register(None)',
        '    @register',
        '    def get(self, request, handler=None, *callbacks):',
        '        handler(request)',
        '        return callbacks',
      ),
    });
    // The class body (its attribute and its method's decorator) runs when the module loads.
    expect(callersOf('views.py#register')).toEqual(['file:views.py certain same_file']);
    // `handler` is the parameter, not the module's function.
    expect(callersOf('views.py#handler')).toEqual([]);
  });

  it('calls a local function a parameter or variable of its own name may hold (`if log is None: def log(…)`, `func = getter(…)` or `def func`)', async () => {
    const callersOf = await callersIn({
      'filters.py': lines(
        'def make_getter(attribute):',
        '    return lambda item: item[attribute]',
        'def log(message):',
        '    return message',
        'def do_sum(iterable, attribute=None):',
        '    if attribute is not None:',
        '        func = make_getter(attribute)',
        '    else:',
        '        def func(item):',
        '            return item',
        '    return sum(func(item) for item in iterable)',
        'def load(name, log=None):',
        '    if log is None:',
        '        def log(message):',
        '            return message',
        '    log(name)',
        'def keep(items, log=print):',
        '    log(items)',
      ),
    });
    expect(callersOf('filters.py#do_sum.func')).toEqual(['filters.py#do_sum@5 certain same_file']);
    expect(callersOf('filters.py#load.log')).toEqual(['filters.py#load@12 certain same_file']);
    // A parameter with no local function of its name still hides the module's.
    expect(callersOf('filters.py#log@3')).toEqual([]);
  });

  it('follows names a star import binds, and a parameter defaulting to the name it shadows (`Loader=Loader`)', async () => {
    const callersOf = await callersIn({
      'yml/__init__.py': lines(
        'from .loader import *',
        'def scan(stream, Loader=Loader):',
        '    loader = Loader(stream)',
        '    return loader.get_token()',
        'def load(stream, Loader):',
        '    loader = Loader(stream)',
        '    return loader.get_token()',
      ),
      'yml/loader.py': lines(
        'class Loader:',
        '    def __init__(self, stream):',
        '        self.stream = stream',
        '    def get_token(self):',
        '        return self.stream',
      ),
    });
    expect(callersOf('yml/loader.py#Loader.get_token')).toEqual([
      'yml/__init__.py#scan@2 likely type',
    ]);
    // `load`'s loader is whatever its caller passes.
    expect(callersOf('yml/loader.py#Loader')).toEqual(['yml/__init__.py#scan@2 certain import']);
  });

  it("calls a function its class body defined earlier from that body, not from the class's methods", async () => {
    const callersOf = await callersIn({
      'lexers.py': lines(
        'def string_rules(kind):',
        '    return [kind]',
        'class PythonLexer:',
        '    tokens = {"early": string_rules(0)}',
        '    def string_rules(kind):',
        '        return [kind]',
        '    tokens = {"strings": string_rules(1)}',
        '    class Inner:',
        '        rules = string_rules(2)',
        '    def lex(self):',
        '        return string_rules(3)',
        'class CythonLexer:',
        '    def string_rules(kind):',
        '        return []',
      ),
    });
    // Each body sees its own names while it runs: the module's function before the definition,
    // in a nested class's body and in a method; the class's own after it.
    expect(callersOf('lexers.py#PythonLexer.string_rules')).toEqual([
      'file:lexers.py certain same_file',
    ]);
    expect(callersOf('lexers.py#string_rules@1')).toEqual([
      'file:lexers.py certain same_file',
      'file:lexers.py certain same_file',
      'lexers.py#PythonLexer.lex@10 certain same_file',
    ]);
    expect(callersOf('lexers.py#CythonLexer.string_rules')).toEqual([]);
  });

  it('follows a module to its classes and instances: `module.Class.m()`, `module.instance.m()`, `self.x = module.Class()`, star re-exports, `Class().m()`', async () => {
    const callersOf = await callersIn({
      'app/__init__.py': '',
      'app/engine.py': lines(
        'class Engine:',
        '    def render(self):',
        '        return 0',
        '    @classmethod',
        '    def default(cls):',
        '        return cls()',
        'engine = Engine()',
      ),
      'app/models/__init__.py': 'from app.models.fields import *\n',
      'app/models/fields.py': lines(
        'class Field:',
        '    def clean(self):',
        '        return 0',
        'class CharField(Field):',
        '    pass',
      ),
      'app/use.py': lines(
        'from app import engine, models',
        'class Page:',
        '    def __init__(self):',
        '        self.engine = engine.Engine()',
        '    def show(self):',
        '        return self.engine.render()',
        'def main():',
        '    engine.Engine.default()',
        '    engine.engine.render()',
        '    return models.CharField().clean()',
      ),
    });
    expect(callersOf('app/engine.py#Engine.render')).toEqual([
      'app/use.py#Page.show@5 likely type',
      'app/use.py#main@7 likely type',
    ]);
    expect(callersOf('app/engine.py#Engine.default')).toEqual(['app/use.py#main@7 likely import']);
    // `models.CharField` is the class `app/models/__init__.py` star-imports; `clean` is inherited.
    expect(callersOf('app/models/fields.py#Field.clean')).toEqual([
      'app/use.py#main@7 likely type',
    ]);
  });

  it('takes a module-level name assigned after its import to be the new value, not the import', async () => {
    const callersOf = await callersIn({
      'util.py': lines('def helper():', '    return 0', 'def make():', '    return lambda: 1'),
      'use.py': lines(
        'from util import helper, make',
        'first = helper()',
        'def run():',
        '    return helper()',
        'helper = make()',
        'last = helper()',
      ),
    });
    // Only the call before the assignment; a function runs after the module has loaded.
    expect(callersOf('util.py#helper')).toEqual(['file:use.py certain import']);
    expect(callersOf('util.py#make')).toEqual(['file:use.py certain import']);
  });
});

describe('Python overloads', () => {
  it('reach the implementation and every `@overload` signature of a function or method from one call', async () => {
    const callersOf = await callersIn({
      'web/__init__.py': '',
      'web/_internal.py': lines(
        'import typing',
        'import typing as t',
        '@typing.overload',
        'def to_str(x: None) -> None: ...',
        '@t.overload',
        'def to_str(x: bytes) -> str: ...',
        'def to_str(x):',
        '    return x',
        'def to_bytes(x):',
        '    return x',
        'class Headers:',
        '    @t.overload',
        '    def get(self, key: str) -> str: ...',
        '    def get(self, key, default=None):',
        '        return default',
      ),
      'web/urls.py': lines(
        'from ._internal import Headers, to_str',
        'def url_fix(s, headers: Headers):',
        '    headers.get("host")',
        '    return to_str(s)',
      ),
    });
    const callers = ['web/urls.py#url_fix@2 certain import'];
    expect(callersOf('web/_internal.py#to_str@4')).toEqual(callers);
    expect(callersOf('web/_internal.py#to_str@6')).toEqual(callers);
    expect(callersOf('web/_internal.py#to_str@7')).toEqual(callers);
    expect(callersOf('web/_internal.py#Headers.get@13')).toEqual([
      'web/urls.py#url_fix@2 likely type',
    ]);
    expect(callersOf('web/_internal.py#Headers.get@14')).toEqual([
      'web/urls.py#url_fix@2 likely type',
    ]);
    expect(callersOf('web/_internal.py#to_bytes@9')).toEqual([]);
  });
});

describe("Python's built-in functions", () => {
  it("are not the repository's functions of their name, unless a file imports or defines one", async () => {
    const callersOf = await callersIn({
      'rich/__init__.py': lines('def print(*objects):', '    return objects'),
      'rich/progress.py': lines('def open(path):', '    return path'),
      'rich/ratio.py': lines(
        'def ratio(values):',
        '    print(values)',
        '    with open("log") as log:',
        '        return log',
      ),
      'rich/demo.py': lines('from rich import print', 'def demo():', '    print("hello")'),
    });
    expect(callersOf('rich/__init__.py#print')).toEqual(['rich/demo.py#demo@2 certain import']);
    expect(callersOf('rich/progress.py#open')).toEqual([]);
  });
});

describe('a name no file binds', () => {
  it("is not linked to another language's function of that name", async () => {
    const callersOf = await callersIn({
      'static/vendor/select2.js': 'function render(item) { return item; }\n',
      'app/views.py': lines('def show(item):', '    return render(item)'),
      'app/page.ts': 'export function page(item: string) { return render(item); }\n',
    });
    expect(callersOf('static/vendor/select2.js#render')).toEqual([
      'app/page.ts#page@1 possible name',
    ]);
  });
});
