// Types for length-limits.mjs, so the workspace test can read the lists it checks.
export interface LongFunction {
  readonly file: string;
  readonly name: string;
  readonly lines: number;
}
export interface LongFile {
  readonly file: string;
  readonly lines: number;
}
export declare const maxFunctionLines: number;
export declare const maxFileLines: number;
export declare const sourceFiles: readonly string[];
export declare const notSource: readonly string[];
export declare const longFunctions: readonly LongFunction[];
export declare const longFiles: readonly LongFile[];
export declare function lengthLint(
  functions?: readonly LongFunction[],
  files?: readonly LongFile[],
): unknown[];
