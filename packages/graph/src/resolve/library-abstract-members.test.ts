// A call through a library's class runs the library's own method, unless its declaration file
// says the method is abstract: then the repository's classes extending it implement it
// (`model.rowCount()` on Lumino's abstract `DataModel`, which a CSV model extends). The
// compiler links no override of a method the library's class has a body for (`item.dispose()`
// on a `Widget`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

/** A package in node_modules (ignored by git, as installed dependencies are). */
const grid = {
  '.gitignore': 'node_modules/\n',
  'node_modules/grid/package.json': JSON.stringify({ name: 'grid', types: 'types/index.d.ts' }),
  'node_modules/grid/types/index.d.ts': [
    "export * from './datamodel';",
    "export * from './datagrid';",
    'export declare class Widget { dispose(): void; get isDisposed(): boolean; }',
  ].join('\n'),
  'node_modules/grid/types/datamodel.d.ts': [
    'export declare abstract class DataModel {',
    '    abstract rowCount(region: DataModel.RowRegion): number;',
    '    protected abstract get columns(): string[];',
    '    emitChanged(): void;',
    '}',
    'export declare namespace DataModel { type RowRegion = "body" | "column-header"; }',
  ].join('\n'),
  'node_modules/grid/types/datagrid.d.ts': [
    "import { DataModel } from './datamodel';",
    "import { Widget } from './index';",
    'export declare class DataGrid extends Widget {',
    '    get dataModel(): DataModel | null;',
    '    set dataModel(value: DataModel | null);',
    '}',
  ].join('\n'),
};

describe("a call through a library's class", () => {
  it('reaches the implementations of what its declaration file says is abstract, through a namespace import too', async () => {
    const callersOf = await callersIn({
      ...grid,
      'src/model.ts': [
        "import { DataModel } from 'grid';",
        'export class CsvModel extends DataModel {',
        '  rowCount(region: DataModel.RowRegion) { return region === "body" ? 1 : 0; }',
        '  protected get columns() { return ["a"]; }',
        '  emitChanged() {}',
        '}',
      ].join('\n'),
      'src/search.ts': [
        "import type * as GridModule from 'grid';",
        'export class Search {',
        '  constructor(grid: GridModule.DataGrid) { this._grid = grid; }',
        '  find() {',
        '    const model = this._grid.dataModel!;',
        '    model.emitChanged();',
        "    return model.rowCount('body');",
        '  }',
        '  private _grid: GridModule.DataGrid;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/model.ts#CsvModel.rowCount')).toEqual([
      'src/search.ts#Search.find@4 possible dispatch',
    ]);
    // The library's class has a body for it: a call runs that one.
    expect(callersOf('src/model.ts#CsvModel.emitChanged')).toEqual([]);
  });

  it('reaches no override of a method the library has a body for', async () => {
    const callersOf = await callersIn({
      ...grid,
      'src/popup.ts': [
        "import { Widget } from 'grid';",
        'export class Popup extends Widget { dispose() { super.dispose(); } }',
        'export interface IItem { item: Widget; rank: number }',
        'export function close(entry: IItem, tabs: Widget[]) {',
        '  entry.item.dispose();',
        '  for (const tab of tabs) tab.dispose();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/popup.ts#Popup.dispose')).toEqual([]);
  });
});
