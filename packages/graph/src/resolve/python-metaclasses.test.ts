// A Python class's attributes its metaclass provides (`class settings(metaclass=settingsMeta)`):
// `settings.default` runs the metaclass's `@property`, `settings.register()` calls its method, as
// pyright resolves them; what the class itself declares comes first.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python metaclass members', () => {
  it('are read and called on the class, and on its subclasses', async () => {
    const callersOf = await callersIn({
      'config.py': lines(
        'class settingsMeta(type):',
        '    @property',
        '    def default(cls):',
        '        return cls()',
        '    def register(cls, name):',
        '        return name',
        '    def shown(cls):',
        '        return True',
        'class settings(metaclass=settingsMeta):',
        '    def shown(self):',
        '        return False',
        'class local(settings):',
        '    pass',
      ),
      'use.py': lines(
        'from config import settings, local',
        'def current():',
        '    return settings.default',
        'def add(name):',
        '    local.register(name)',
        '    return settings.shown(None)',
      ),
    });
    expect(callersOf('config.py#settingsMeta.default')).toEqual(['use.py#current@2 likely import']);
    expect(callersOf('config.py#settingsMeta.register')).toEqual(['use.py#add@4 likely import']);
    expect(callersOf('config.py#settingsMeta.shown')).toEqual([]);
    expect(callersOf('config.py#settings.shown')).toEqual(['use.py#add@4 likely import']);
  });
});
