/** Where a command writes: results to `stdout`, messages and progress to `stderr`. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}
