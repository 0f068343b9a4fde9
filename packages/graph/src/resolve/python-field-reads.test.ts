// A Python variable holding what a chain of attribute reads and key lookups gave it (`scope =
// self._state.cancel_scope`, `scope = _task_states[task].cancel_scope`), and such a chain read in
// place from a module's variable declared after the function: typed field by field, as pyright
// types it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

// `state[0]` of a TaskState (no container) runs its `__getitem__`: no TaskState's field follows.
describe('Python reads of fields and keys', () => {
  it('type the variable they are assigned to, and a chain read in place', async () => {
    const callersOf = await callersIn({
      'tasks.py': lines(
        'from typing import Dict',
        'from weakref import WeakKeyDictionary',
        'class CancelScope:',
        '    def cancel(self):',
        '        return None',
        '    @property',
        '    def shield(self) -> bool:',
        '        return False',
        'class TaskState:',
        '    def __init__(self):',
        '        self.cancel_scope: CancelScope = CancelScope()',
        'class TaskGroup:',
        '    def __init__(self):',
        '        self._state = TaskState()',
        '        self._states: Dict[str, TaskState] = {}',
        '    def own(self):',
        '        scope = self._state.cancel_scope',
        '        scope.cancel()',
        '    def held(self):',
        '        state = self._state',
        '        state.cancel_scope.cancel()',
        '    def keyed(self, task):',
        '        scope = self._states[task].cancel_scope',
        '        scope.cancel()',
        'def checkpoint(task):',
        '    scope = _task_states[task].cancel_scope',
        '    if scope.shield:',
        '        scope.cancel()',
        'def in_place(task):',
        '    _task_states[task].cancel_scope.cancel()',
        'def parameter(group: TaskGroup):',
        '    scope = group._state.cancel_scope',
        '    scope.cancel()',
        'def sliced(group: TaskGroup):',
        '    scopes = group._states[1:]',
        '    scopes.cancel()',
        'def first(state: TaskState):',
        '    scope = state[0].cancel_scope',
        '    scope.cancel()',
        '    state[1].cancel_scope.cancel()',
        '_task_states = WeakKeyDictionary()  # type: WeakKeyDictionary[str, TaskState]',
      ),
    });
    expect(callersOf('tasks.py#CancelScope.cancel')).toEqual([
      'tasks.py#TaskGroup.held@19 likely type',
      'tasks.py#TaskGroup.keyed@22 likely type',
      'tasks.py#TaskGroup.own@16 likely type',
      'tasks.py#checkpoint@25 likely type',
      'tasks.py#in_place@29 likely type',
      'tasks.py#parameter@31 likely type',
    ]);
    expect(callersOf('tasks.py#CancelScope.shield')).toEqual([
      'tasks.py#checkpoint@25 likely type',
    ]);
  });

  it("of a class's instance at a key are what its `__getitem__` returns (`self[name].value`, `line[0]`)", async () => {
    const callersOf = await callersIn({
      'gdal.py': lines(
        'class Field:',
        '    @property',
        '    def value(self):',
        '        return 1',
        'class Point:',
        '    def coords(self):',
        '        return None',
        'class Feature:',
        '    def __getitem__(self, index):',
        '        return Field()',
        '    def get(self, name):',
        '        return self[name].value',
        '    def first(self):',
        '        field = self[0]',
        '        return field.value',
        'class Line:',
        '    def __getitem__(self, index) -> Point:',
        '        return Point()',
        'def use(line: Line, feature: Feature):',
        '    line[0].coords()',
        '    point = line[1]',
        '    point.coords()',
        '    return feature[2].value',
      ),
    });
    expect(callersOf('gdal.py#Field.value')).toEqual([
      'gdal.py#Feature.first@13 likely type',
      'gdal.py#Feature.get@11 likely type',
      'gdal.py#use@19 likely type',
    ]);
    expect(callersOf('gdal.py#Point.coords')).toEqual([
      'gdal.py#use@19 likely type',
      'gdal.py#use@19 likely type',
    ]);
  });
});
