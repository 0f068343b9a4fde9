// A package's declaration files (`dist/**/*.d.ts`, one per module of `src`, tests left out), written
// from a TypeScript program. `pnpm check` writes them from the program its lint-and-typecheck task
// has already built and checked (scripts/lint-and-typecheck.mjs); tsup's own declaration build was a
// third program per package, parsing every dependency's types again. Run alone (`node
// declarations.mjs`, the `declarations` task of `pnpm build`) it builds the program itself.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The program `tsc --noEmit` would build in `directory`; with `declarations`, set to emit them too.
 * The emit options go in when the program is made: set on a program already checked, TypeScript
 * dropped imports its declarations re-export (config's `export { REVIEW_MODES }` lost its import).
 */
export function packageProgram(directory, declarations) {
  const configPath = ts.findConfigFile(directory, ts.sys.fileExists);
  if (!configPath) throw new Error(`no tsconfig.json in ${directory}`);
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const emitting = {
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
  };
  return ts.createProgram({
    rootNames: config.fileNames,
    options: declarations ? { ...config.options, ...emitting } : config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
}

/**
 * What `tsc --noEmit` reports for the program: getPreEmitDiagnostics without the declaration
 * diagnostics a program set to emit declarations adds (for every file, tests and configs too,
 * which publish none).
 */
export function checkDiagnostics(program) {
  return ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ]);
}

/** Whether `directory`'s package publishes declarations from `dist` (its exports name them). */
export function publishesDeclarations(manifest) {
  return Object.values(manifest.exports ?? {}).some(
    (entry) => typeof entry === 'object' && String(entry.types ?? '').startsWith('./dist/'),
  );
}

const isModuleOfSrc = (source, sourceRoot) =>
  source.fileName.startsWith(sourceRoot + '/') &&
  !source.isDeclarationFile &&
  !/\.test\.tsx?$/.test(source.fileName);

/** Removes the `.d.ts` files a previous build left: a deleted module's must not stay published. */
function removeDeclarations(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) removeDeclarations(path);
    else if (entry.name.endsWith('.d.ts')) rmSync(path);
  }
}

/**
 * Writes `src/a/b.ts`'s declarations to `dist/a/b.d.ts` for every module of `src` in the program
 * (made by packageProgram with `declarations`; tests left out). Whether the package type-checks is
 * the caller's question. Throws when TypeScript cannot emit one.
 */
export function emitDeclarations(program, directory) {
  const root = directory.split(sep).join('/');
  const sourceRoot = `${root}/src`;
  const distRoot = join(directory, 'dist');
  removeDeclarations(distRoot);
  const writeFile = (fileName, text) => {
    const target = join(distRoot, relative(sourceRoot, fileName));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  };
  for (const source of program.getSourceFiles()) {
    if (!isModuleOfSrc(source, sourceRoot)) continue;
    const { emitSkipped, diagnostics } = program.emit(source, writeFile, undefined, true);
    if (emitSkipped || diagnostics.length > 0) {
      const text = ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => directory,
        getNewLine: () => '\n',
      });
      throw new Error(`no declarations for ${relative(directory, source.fileName)}\n${text}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  emitDeclarations(packageProgram(process.cwd(), true), process.cwd());
}
