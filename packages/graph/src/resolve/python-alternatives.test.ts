// Python names defined in alternative branches (`if PY2: def b(…)` … `else: def b(…)`): which one
// runs is decided when the module loads, so a call may reach each.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python definitions in alternative branches', () => {
  it('link a call, imported or in the same scope, to each definition that may be the one bound', async () => {
    const callersOf = await callersIn({
      'ssh/__init__.py': '',
      'ssh/compat.py': lines(
        'import sys',
        'PY2 = sys.version_info[0] < 3',
        'if PY2:',
        '    def b(s):',
        '        return s',
        'else:',
        '    def b(s):',
        '        return s.encode()',
        'def u(s):',
        '    return s',
        'def u(s):',
        '    return s.decode()',
        'try:',
        '    def fast(s):',
        '        return s',
        'except ImportError:',
        '    def fast(s):',
        '        return s',
        'def pack(s):',
        '    return b(s)',
      ),
      'ssh/message.py': lines(
        'from .compat import b, u, fast',
        'def add_string(s):',
        '    return b(s) + fast(u(s))',
        'def wrap(first):',
        '    if first:',
        '        def check(args):',
        '            return args[0]',
        '    else:',
        '        def check(args):',
        '            return args[1]',
        '    def wrapper(*args):',
        '        return check(args)',
        '    return wrapper',
      ),
    });
    expect(callersOf('ssh/compat.py#b@4')).toEqual([
      'ssh/compat.py#pack@19 certain same_file',
      'ssh/message.py#add_string@2 certain import',
    ]);
    expect(callersOf('ssh/compat.py#b@7')).toEqual([
      'ssh/compat.py#pack@19 certain same_file',
      'ssh/message.py#add_string@2 certain import',
    ]);
    // Defined twice in a row, the second replaces the first: not alternatives.
    expect(callersOf('ssh/compat.py#u@9')).toEqual([]);
    expect(callersOf('ssh/compat.py#u@11')).toEqual(['ssh/message.py#add_string@2 certain import']);
    // A `try:` body and its `except ImportError:` fallback.
    expect(callersOf('ssh/compat.py#fast@17')).toEqual([
      'ssh/message.py#add_string@2 certain import',
    ]);
    expect(callersOf('ssh/message.py#wrap.check@6')).toEqual([
      'ssh/message.py#wrap.wrapper@11 certain same_file',
    ]);
    expect(callersOf('ssh/message.py#wrap.check@9')).toEqual([
      'ssh/message.py#wrap.wrapper@11 certain same_file',
    ]);
  });
});
