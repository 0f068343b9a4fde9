// JupyterLab's `DocumentWidget<T>` and `MainAreaWidget<T>` hold their `content: T`, and its
// `VDomRenderer<T>` its `model: T`, as React's components hold their `props`: a subclass's heritage
// clause says what `this.content` or `this.model` is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a JupyterLab document widget's content", () => {
  it('is what the heritage clause writes for its parameter', async () => {
    const callersOf = await callersIn({
      'src/viewer.ts': [
        "import { Widget } from '@lumino/widgets';",
        'export class CSVViewer extends Widget {',
        '  goToLine(line: number): void {}',
        '}',
        'export class Launcher extends Widget {',
        '  goToLine(line: number): void {}',
        '}',
      ].join('\n'),
      'src/widget.ts': [
        "import { DocumentWidget } from '@jupyterlab/docregistry';",
        "import { MainAreaWidget } from '@jupyterlab/apputils';",
        "import { CSVViewer, Launcher } from './viewer';",
        'export class CSVDocumentWidget extends DocumentWidget<CSVViewer> {',
        '  setFragment(fragment: string): void { this.content.goToLine(Number(fragment)); }',
        '  other(): void { this.title.goToLine(1); }',
        '}',
        'export class LauncherWidget extends MainAreaWidget<Launcher> {',
        '  top(): void { this.content.goToLine(0); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/viewer.ts#CSVViewer.goToLine')).toEqual([
      'src/widget.ts#CSVDocumentWidget.setFragment@5 likely type',
    ]);
    expect(callersOf('src/viewer.ts#Launcher.goToLine')).toEqual([
      'src/widget.ts#LauncherWidget.top@9 likely type',
    ]);
  });

  it("is what the heritage clause writes for a VDom renderer's model", async () => {
    const callersOf = await callersIn({
      'src/model.ts': [
        "import { VDomModel } from '@jupyterlab/ui-components';",
        'export class PluginListModel extends VDomModel {',
        '  async enable(id: string): Promise<void> {}',
        '}',
        'export class LauncherModel extends VDomModel {',
        '  async enable(id: string): Promise<void> {}',
        '}',
      ].join('\n'),
      'src/widget.tsx': [
        "import { VDomRenderer } from '@jupyterlab/ui-components';",
        "import type { PluginListModel } from './model';",
        'export class AvailableList extends VDomRenderer<PluginListModel> {',
        '  onAction(id: string): Promise<void> { return this.model.enable(id); }',
        '  render() { return <div />; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/model.ts#PluginListModel.enable')).toEqual([
      'src/widget.tsx#AvailableList.onAction@4 likely type',
    ]);
    expect(callersOf('src/model.ts#LauncherModel.enable')).toEqual([]);
  });
});
