// A package's `tsc --noEmit` and `eslint .` in one process, over one TypeScript program (`pnpm
// check` runs this; `lint` and `typecheck` stay the commands to run one alone). The typed lint rules
// ask the same program's checker as the compiler: built and checked once here, where the two
// commands each built and checked their own (review: 28.3 s of CPU for both, 16.4 s this way).
// The diagnostics are the compiler's and the lint results ESLint's, printed as the two commands
// print them; either failing fails this. A package that publishes declarations gets them written
// from the same program (scripts/declarations.mjs).
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import ts from 'typescript';
import {
  checkDiagnostics,
  emitDeclarations,
  packageProgram,
  publishesDeclarations,
} from './declarations.mjs';

// A package that publishes declarations gets them from this program: the build writes only JavaScript.
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const declarations = publishesDeclarations(manifest);

/** The program `tsc --noEmit` would check here, and everything it reports. */
function typecheck() {
  const program = packageProgram(process.cwd(), declarations);
  return { program, diagnostics: checkDiagnostics(program) };
}

const isError = (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error;

function printDiagnostics(diagnostics) {
  if (diagnostics.length === 0) return;
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  process.stdout.write(
    process.stdout.isTTY
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host)
      : ts.formatDiagnostics(diagnostics, host),
  );
  const errors = diagnostics.filter(isError).length;
  process.stdout.write(`\nFound ${errors} error${errors === 1 ? '' : 's'} (tsc --noEmit).\n`);
}

const { program, diagnostics } = typecheck();
printDiagnostics(diagnostics);
if (declarations) emitDeclarations(program, process.cwd());

// The project's TypeScript files are linted with this program instead of the project service's
// own; JavaScript files keep the config's untyped rules.
const eslint = new ESLint({
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) process.stdout.write(report);

const lintFailed = results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0);
process.exitCode = diagnostics.some(isError) || lintFailed ? 1 : 0;
