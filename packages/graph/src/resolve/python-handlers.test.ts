// Python's exception handlers: the name an `except … as` clause binds holds the exception caught.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python exception handlers', () => {
  it('type the name `except X as e` binds with the classes it catches (one, or a tuple of them)', async () => {
    const callersOf = await callersIn({
      'auth/__init__.py': '',
      'auth/errors.py': lines(
        'class OAuth2Error(Exception):',
        '    @property',
        '    def json(self):',
        '        return "{}"',
        '    def twotuples(self):',
        '        return []',
        'class TokenError(OAuth2Error):',
        '    def twotuples(self):',
        '        return [("token", "")]',
      ),
      'auth/response.py': lines(
        'class Response:',
        '    @property',
        '    def json(self):',
        '        return ""',
        '    def twotuples(self):',
        '        return []',
      ),
      'auth/endpoint.py': lines(
        'from . import errors',
        'def respond(request):',
        '    try:',
        '        request.validate()',
        '    except errors.OAuth2Error as e:',
        '        return e.json',
        'def pairs(request):',
        '    try:',
        '        request.validate()',
        '    except (KeyError, errors.TokenError) as error:',
        '        return error.twotuples()',
      ),
    });
    expect(callersOf('auth/errors.py#OAuth2Error.json')).toEqual([
      'auth/endpoint.py#respond@2 likely type',
    ]);
    expect(callersOf('auth/response.py#Response.json')).toEqual([]);
    expect(callersOf('auth/errors.py#TokenError.twotuples')).toEqual([
      'auth/endpoint.py#pairs@7 likely type',
    ]);
    expect(callersOf('auth/response.py#Response.twotuples')).toEqual([]);
  });
});
