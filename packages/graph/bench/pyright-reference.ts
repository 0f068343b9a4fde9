// pyright's language server (npm `pyright`) over one Python corpus, as the accuracy bench asks it:
// call hierarchy edges, import edges and each class's base classes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import type { ClassBases } from './python-declared-type.js';
import {
  readKey,
  type Facts,
  type Position1,
  type PythonDefinition,
  type ValueRead,
} from './python-facts.js';

interface Position {
  line: number;
  character: number;
}
interface Location {
  uri: string;
  range: { start: Position; end: Position };
}
interface CallHierarchyItem {
  name: string;
  kind: number;
  uri: string;
  range: { start: Position; end: Position };
  selectionRange: { start: Position; end: Position };
}

const require = createRequire(import.meta.url);

export const pyrightVersion = (require('pyright/package.json') as { version: string }).version;

/** A running language server over the corpus at `root`, with the corpus's paths. */
export class Pyright {
  private constructor(
    private readonly connection: MessageConnection,
    private readonly server: ReturnType<typeof spawn>,
    private readonly root: string,
    private readonly inCorpus: ReadonlySet<string>,
  ) {}

  static async start(root: string, name: string, sources: readonly string[]): Promise<Pyright> {
    const server = spawn(
      process.execPath,
      [require.resolve('pyright/langserver.index.js'), '--stdio'],
      { cwd: root, stdio: ['pipe', 'pipe', 'ignore'] },
    );
    if (!server.stdout || !server.stdin) throw new Error('pyright started without pipes');
    const connection = createMessageConnection(
      new StreamMessageReader(server.stdout),
      new StreamMessageWriter(server.stdin),
    );
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) =>
      params.items.map(() => null),
    );
    connection.onRequest('client/registerCapability', () => null);
    connection.onRequest('window/workDoneProgress/create', () => null);
    connection.listen();
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(root).href,
      workspaceFolders: [{ uri: pathToFileURL(root).href, name }],
      capabilities: {
        textDocument: { callHierarchy: { dynamicRegistration: false }, definition: {} },
        workspace: { configuration: true, workspaceFolders: true },
      },
    });
    await connection.sendNotification('initialized', {});
    return new Pyright(connection, server, root, new Set(sources));
  }

  async stop(): Promise<void> {
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    this.connection.dispose();
    this.server.kill();
  }

  private uriOf(path: string): string {
    return pathToFileURL(join(this.root, path)).href;
  }

  private pathOf(uri: string): string {
    return relative(this.root, fileURLToPath(uri)).split('\\').join('/');
  }

  /**
   * The call hierarchy's incoming edges (`caller->callee`, each `path:line`, line 0 for a file's
   * top level) of each definition, and the definitions pyright answered for.
   */
  async callHierarchy(
    definitions: readonly PythonDefinition[],
  ): Promise<{ edges: string[]; prepared: string[] }> {
    const edges = new Set<string>();
    const prepared: string[] = [];
    for (const definition of definitions) {
      const uri = this.uriOf(definition.path);
      const items = await this.whileOpen(definition.path, () =>
        this.connection.sendRequest<CallHierarchyItem[] | null>(
          'textDocument/prepareCallHierarchy',
          {
            textDocument: { uri },
            position: { line: definition.line - 1, character: definition.character },
          },
        ),
      );
      const item = items?.[0];
      if (!item) continue;
      const callee = `${definition.path}:${definition.line}`;
      prepared.push(callee);
      const incoming = await this.connection.sendRequest<{ from: CallHierarchyItem }[] | null>(
        'callHierarchy/incomingCalls',
        { item },
      );
      for (const { from } of incoming ?? []) {
        const path = this.pathOf(from.uri);
        if (!this.inCorpus.has(path)) continue;
        // SymbolKind Module (2) or File (1): top-level code of the file.
        const line = from.kind === 1 || from.kind === 2 ? 0 : from.selectionRange.start.line + 1;
        edges.add(`${path}:${line}->${callee}`);
      }
    }
    return { edges: [...edges], prepared };
  }

  /**
   * Runs `ask` with file `path` open, as an editor would: pyright prepares no call hierarchy, and
   * may find no definition, in a file it has not opened (or not yet analysed).
   */
  private async whileOpen<T>(path: string, ask: () => Promise<T>): Promise<T> {
    const uri = this.uriOf(path);
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri,
        languageId: 'python',
        version: 1,
        text: readFileSync(join(this.root, path), 'utf8'),
      },
    });
    try {
      return await ask();
    } finally {
      await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    }
  }

  /**
   * Where pyright says the name at `at` is defined: the file, line, and whether it is the module.
   * With `inSources`, the first declaration in the corpus's sources: a stub beside a module
   * (PyGithub's `GithubObject.pyi`) comes first, though what runs is the module's.
   */
  private async definitionOf(
    path: string,
    at: Position1,
    inSources = false,
  ): Promise<{ file: string; line: number; isModule: boolean } | undefined> {
    const result = await this.connection.sendRequest<Location | Location[] | null>(
      'textDocument/definition',
      {
        textDocument: { uri: this.uriOf(path) },
        position: { line: at.line - 1, character: at.character },
      },
    );
    const locations = [result ?? []].flat();
    const location = inSources
      ? locations.find((found) => this.inCorpus.has(this.pathOf(found.uri)))
      : locations[0];
    if (!location) return undefined;
    const { start, end } = location.range;
    return {
      file: this.pathOf(location.uri),
      line: start.line + 1,
      isModule: start.line === 0 && start.character === 0 && end.line === 0 && end.character === 0,
    };
  }

  /**
   * The module a file pyright points at is: a stub beside its module (werkzeug's
   * `datastructures.pyi` beside `datastructures.py`) only types it, and importing loads the module.
   */
  private moduleOf(file: string): string {
    const module = file.replace(/\.pyi$/, '.py');
    return this.inCorpus.has(module) ? module : file;
  }

  /**
   * Import edges (`from->to`). `from m import sub` of a submodule imports that module; `m` itself
   * counts when a name imported from it is not a submodule (or for `*`), a module `m` holds under
   * that name too (`from ._importlib import metadata`, where `_importlib` imports the standard
   * library's). `import a.b` imports `a/b`. A module with a stub beside it is the module
   * (`moduleOf`). Each file is asked while open: pyright may find no definition in a file it has
   * not analysed yet.
   */
  async imports(facts: Facts['imports']): Promise<string[]> {
    const found = new Set<string>();
    const byFile = new Map<string, Facts['imports']>();
    for (const fact of facts) byFile.set(fact.path, [...(byFile.get(fact.path) ?? []), fact]);
    for (const [path, entries] of byFile)
      await this.whileOpen(path, async () => {
        for (const fact of entries)
          for (const target of await this.importTargets(fact))
            if (this.inCorpus.has(target) && target !== path) found.add(`${path}->${target}`);
      });
    return [...found];
  }

  private async importTargets(fact: Facts['imports'][number]): Promise<string[]> {
    const submodules: string[] = [];
    let fromModule = fact.wildcard === true || fact.names.length === 0;
    for (const name of fact.names) {
      const definition = await this.definitionOf(fact.path, name);
      if (definition?.isModule) submodules.push(this.moduleOf(definition.file));
      else if (fact.module !== undefined || fact.file !== undefined) fromModule = true;
    }
    let from = fact.file;
    if (fact.module) {
      const module = await this.definitionOf(fact.path, fact.module);
      from = module?.isModule ? this.moduleOf(module.file) : undefined;
    }
    if (from === undefined) return submodules;
    const held = submodules.some((module) => !isSubmoduleOf(module, from));
    return fromModule || held ? [...submodules, from] : submodules;
  }

  /**
   * Where pyright says each read attribute is declared (`path:line`), by the read's
   * `path:line:character`: a read it resolves to another declaration than a property is not in the
   * property's call hierarchy.
   */
  async declarations(reads: readonly ValueRead[]): Promise<Record<string, string>> {
    const found: Record<string, string> = {};
    const byFile = new Map<string, ValueRead[]>();
    for (const read of reads) byFile.set(read.path, [...(byFile.get(read.path) ?? []), read]);
    for (const [path, entries] of byFile)
      await this.whileOpen(path, async () => {
        for (const read of entries) {
          const definition = await this.definitionOf(path, read, true);
          if (definition) found[readKey(read)] = `${definition.file}:${definition.line}`;
        }
      });
    return found;
  }

  /** Each class's base classes in the corpus, as pyright resolves their names. */
  async classBases(classes: Facts['classes']): Promise<ClassBases> {
    const keys = new Set(classes.map((entry) => entry.key));
    const bases: ClassBases = {};
    const byFile = new Map<string, Facts['classes']>();
    for (const entry of classes)
      if (entry.bases.length > 0)
        byFile.set(entry.path, [...(byFile.get(entry.path) ?? []), entry]);
    for (const [path, entries] of byFile)
      await this.whileOpen(path, async () => {
        for (const entry of entries) {
          const found: string[] = [];
          for (const base of entry.bases) {
            const definition = await this.definitionOf(entry.path, base, true);
            const key = definition && `${definition.file}:${definition.line}`;
            if (key !== undefined && keys.has(key) && key !== entry.key) found.push(key);
          }
          if (found.length > 0) bases[entry.key] = found;
        }
      });
    return bases;
  }
}

/** Whether `module` is a package's own submodule (`pkg/sub.py`, `pkg/sub/__init__.py`). */
function isSubmoduleOf(module: string, from: string): boolean {
  if (!/(^|\/)__init__\.pyi?$/.test(from)) return false;
  const pkg = dirname(from);
  const parent = /(^|\/)__init__\.pyi?$/.test(module) ? dirname(dirname(module)) : dirname(module);
  return parent === pkg;
}
