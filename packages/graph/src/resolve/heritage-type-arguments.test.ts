// A class is what its heritage clause extends and implements, not what that clause's type
// arguments name: `class Remote extends BatchInterceptor<[FetchInterceptor, XhrInterceptor]>` is a
// BatchInterceptor, so its `super.setup()` is the batch's, not each listed interceptor's, and a
// call in those interceptors does not reach its overrides.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('type arguments of a heritage clause', () => {
  it('are not supertypes of the class', async () => {
    const callersOf = await callersIn({
      'src/interceptors.ts': [
        'export abstract class Interceptor {',
        '  apply() { this.setup(); }',
        '  protected setup(): void {}',
        '}',
        'export class FetchInterceptor extends Interceptor {',
        '  protected setup() {}',
        '  dispose() { this.setup(); }',
        '}',
        'export class XhrInterceptor extends Interceptor { protected setup() {} }',
        'export class BatchInterceptor<List extends Interceptor[]> extends Interceptor {',
        '  constructor(private readonly list: List) { super(); }',
        '  protected setup() {}',
        '}',
      ].join('\n'),
      'src/remote.ts': [
        "import { BatchInterceptor, FetchInterceptor, XhrInterceptor } from './interceptors';",
        'export class Remote extends BatchInterceptor<[FetchInterceptor, XhrInterceptor]> {',
        '  protected setup() { super.setup(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/interceptors.ts#BatchInterceptor.setup')).toEqual([
      'src/interceptors.ts#Interceptor.apply@2 likely this',
      'src/remote.ts#Remote.setup@3 certain this',
    ]);
    expect(callersOf('src/interceptors.ts#FetchInterceptor.setup')).toEqual([
      'src/interceptors.ts#FetchInterceptor.dispose@7 certain this',
      'src/interceptors.ts#Interceptor.apply@2 likely this',
    ]);
    expect(callersOf('src/remote.ts#Remote.setup')).toEqual([
      'src/interceptors.ts#Interceptor.apply@2 likely this',
    ]);
  });
});
