// Types for dependency-table.mjs, so the workspace test can read the table it checks.
export interface LibraryEntry {
  readonly dependsOn: readonly string[];
  readonly typesFrom?: readonly string[];
}
export declare const libraries: Readonly<Record<string, LibraryEntry>>;
export declare const leaving: Readonly<Record<string, readonly string[]>>;
export declare const apps: readonly string[];
export declare const testWorkspaces: readonly string[];
export declare const tooling: readonly string[];
export declare function runtimeAllowed(name: string): string[];
export declare function testAllowed(name: string): string[];
export declare function dependencyLint(): unknown[];
