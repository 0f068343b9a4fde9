// Types for function-lengths.mjs, so tests can measure source as the script does.
export interface MeasuredFunction {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  readonly lines: number;
}
export interface MeasuredFile {
  readonly file: string;
  readonly lines: number;
  readonly functions: readonly MeasuredFunction[];
}
export interface Source {
  readonly path: string;
  readonly text: string;
}
export declare function isMeasuredSource(path: string): boolean;
export declare function measureSource(path: string, text: string): MeasuredFile;
export declare function packageOf(path: string): string;
export declare function readSources(at?: string): Source[];
export declare function largestPerPackage(
  measured: readonly MeasuredFile[],
): Array<[string, MeasuredFunction]>;
