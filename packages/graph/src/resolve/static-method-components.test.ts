// A class's static method rendered as a JSX component (`<LabIcon.resolveReact icon={…} />`, as
// JupyterLab's icons are): the element calls the method, in the class's file and where the class
// is imported.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a JSX element naming a static method of a class', () => {
  it('calls the method, not a namesake of another class', async () => {
    const callersOf = await callersIn({
      'src/labicon.tsx': [
        'export class LabIcon {',
        '  static resolveReact(props: { icon: string }): JSX.Element {',
        '    return <span>{props.icon}</span>;',
        '  }',
        '  render(): JSX.Element { return <LabIcon.resolveReact icon="x" />; }',
        '}',
      ].join('\n'),
      'src/other.tsx': [
        'export class OtherIcon {',
        '  static resolveReact(props: { icon: string }): JSX.Element { return <b>{props.icon}</b>; }',
        '}',
      ].join('\n'),
      'src/button.tsx': [
        "import { LabIcon } from './labicon';",
        'export function Button(): JSX.Element {',
        '  return <LabIcon.resolveReact icon="y" />;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/labicon.tsx#LabIcon.resolveReact')).toEqual([
      'src/button.tsx#Button@2 likely import',
      'src/labicon.tsx#LabIcon.render@5 likely same_file',
    ]);
    expect(callersOf('src/other.tsx#OtherIcon.resolveReact')).toEqual([]);
  });
});
