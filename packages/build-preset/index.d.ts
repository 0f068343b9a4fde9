import type { Options } from 'tsup';

export interface PackageBuildOptions {
  /** Entry points; defaults to `src/index.ts`. */
  entry?: Options['entry'];
  platform?: Options['platform'];
  minify?: boolean;
  noExternal?: Options['noExternal'];
  banner?: Options['banner'];
  /** Empty the output directory first; defaults to true. */
  clean?: Options['clean'];
}

export declare function packageBuild(options?: PackageBuildOptions): Options | Options[];
