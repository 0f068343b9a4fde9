// `for (const child of this.children())`: a loop over what a method returns takes the element its
// written return type holds (`children(): Child[]`), as a loop over a field so written does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('loop variables over a method call', () => {
  it('are typed by what the method is written to return', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': [
        'export class Child { render() { return "child"; } }',
        'export class Other { render() { return "other"; } }',
        'export class Parent {',
        '  private list: Child[] = [];',
        '  children(): Child[] { return this.list; }',
        '  paint() {',
        '    for (const child of this.children()) child.render();',
        '  }',
        '}',
        'export function paintAll(parent: Parent) {',
        '  for (const child of parent.children()) child.render();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Child.render')).toEqual([
      'src/nodes.ts#Parent.paint@6 likely type',
      'src/nodes.ts#paintAll@10 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Other.render')).toEqual([]);
  });

  it("take the element of an iterator or generator the method's return type writes", async () => {
    const callersOf = await callersIn({
      'src/polyline.ts': [
        'export class PolylinePoint { equal() { return true; } }',
        'export class Other { equal() { return false; } }',
        'export class Polyline {',
        '  *polylinePoints(): IterableIterator<PolylinePoint> { yield new PolylinePoint(); }',
        '  *corners(): Generator<PolylinePoint, void, unknown> { yield new PolylinePoint(); }',
        '}',
        'export function find(poly: Polyline) {',
        '  for (const point of poly.polylinePoints()) if (point.equal()) return point;',
        '}',
        'export function visit(poly: Polyline) {',
        '  for (const corner of poly.corners()) corner.equal();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/polyline.ts#PolylinePoint.equal')).toEqual([
      'src/polyline.ts#find@7 likely type',
      'src/polyline.ts#visit@10 likely type',
    ]);
    expect(callersOf('src/polyline.ts#Other.equal')).toEqual([]);
  });
});
