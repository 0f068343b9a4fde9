// The TypeScript corpora the accuracy bench measures on: chosen for different styles, never
// tuned on one. npm packages that ship their TypeScript sources are fetched at bench time with
// `npm pack` into a git-ignored folder beside this file (their sources are never committed).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Corpus {
  name: string;
  /** What it stands for. */
  style: string;
  root: string;
  /** Source files, relative to `root`. */
  sources: string[];
  /**
   * Declaration files (`.d.ts`) beside the sources: a checkout hands them to the graph too (rxdb
   * declares its storage interfaces there), but they hold no calls to measure.
   */
  declarations: string[];
  /** Compiler options beyond the corpus's own tsconfig (or the defaults when it ships none). */
  extraOptions?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const corporaDirectory = join(here, '.corpora');

/**
 * The settings of a package of ES modules imported by their `.js` names that ships no tsconfig, as
 * its build compiles them: NodeNext (which implies `esModuleInterop`), strict, over `include`,
 * with the options its repository adds (imports by their `.ts` names).
 */
function nodeNextConfig(include: string, options: Record<string, boolean> = {}): object {
  return {
    compilerOptions: {
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      lib: ['es2022', 'dom'],
      strict: true,
      ...options,
      skipLibCheck: true,
    },
    include: [include],
  };
}

/** Importing modules by their `.ts` names, which the compiler allows only when it emits nothing. */
const TYPESCRIPT_IMPORTS = { allowImportingTsExtensions: true, noEmit: true };

/**
 * The settings of a CommonJS package under Node's resolution (imports without extensions) that
 * ships no tsconfig, as its repository compiles `src`: strict, `esModuleInterop`, with `lib` and
 * the options its repository adds (decorators, JSON modules).
 */
function commonJsConfig(
  target: string,
  lib: readonly string[],
  options: Record<string, boolean> = {},
): object {
  return {
    compilerOptions: {
      module: 'commonjs',
      moduleResolution: 'node',
      target,
      lib,
      strict: true,
      esModuleInterop: true,
      ...options,
      skipLibCheck: true,
    },
    include: ['src'],
  };
}

/**
 * The compiler options of the Serenity/JS repository's packages (`module: 'Node16'` over its root's
 * options, decorators), which they ship only as build configurations extending files not shipped.
 */
const SERENITY_OPTIONS = {
  target: 'es2022',
  lib: ['es2022'],
  module: 'node16',
  moduleResolution: 'node16',
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  noImplicitReturns: true,
  skipLibCheck: true,
};

/**
 * The settings of matter.js's packages (`@matter/general`, `@matter/nodejs`), whose
 * `src/tsconfig.json` extends its monorepo's `tsc/tsconfig.lib.json`, not shipped: read from the
 * template its build tool copies, and written at the root.
 */
const MATTER_CONFIG = {
  compilerOptions: {
    esModuleInterop: true,
    target: 'es2022',
    module: 'node16',
    moduleResolution: 'node16',
    preserveConstEnums: true,
    skipLibCheck: true,
    customConditions: ['dev-types'],
    lib: ['es2022', 'ESNext.Disposable', 'dom'],
    forceConsistentCasingInFileNames: true,
    noImplicitAny: true,
    noImplicitOverride: true,
    strict: true,
    isolatedModules: true,
  },
  include: ['src'],
};

/**
 * The settings of the Sui SDK's packages (`@mysten/sui`, `@mysten/kiosk`), which ship no tsconfig:
 * their build's recorded options with the resolution of their monorepo's shared configuration.
 */
const MYSTEN_CONFIG = {
  compilerOptions: {
    target: 'ES2020',
    module: 'esnext',
    moduleResolution: 'node',
    lib: ['dom', 'esnext'],
    strict: true,
    noImplicitReturns: true,
    noFallthroughCasesInSwitch: true,
    jsx: 'react',
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    forceConsistentCasingInFileNames: true,
  },
  include: ['src'],
};

/**
 * The settings of BlockNote's packages (`@blocknote/react`, `@blocknote/mantine`), which ship no
 * tsconfig: their repository's, written at the root.
 */
const BLOCKNOTE_CONFIG = {
  compilerOptions: {
    target: 'ESNext',
    useDefineForClassFields: true,
    module: 'ESNext',
    lib: ['ESNext', 'DOM'],
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    resolveJsonModule: true,
    esModuleInterop: true,
    noImplicitReturns: true,
    skipLibCheck: true,
  },
  include: ['src'],
};

/**
 * The options of the AT Protocol's packages (`@atproto/repo`, `@atproto/xrpc-server`), whose
 * tsconfigs extend their monorepo's base (not shipped): strict checks without `noImplicitAny`,
 * CommonJS with Node's resolution, ES2020 and ES2023's library.
 */
const ATPROTO_OPTIONS = {
  strict: true,
  noImplicitAny: false,
  target: 'ES2020',
  lib: ['ES2023'],
  module: 'CommonJS',
  moduleResolution: 'node',
  esModuleInterop: true,
};

/**
 * The settings of tldraw's packages (`@tldraw/tlschema`, `@tldraw/sync-core`), which ship no
 * tsconfig: their repository's package tsconfig over its `config/tsconfig.base.json` (see
 * `@tldraw/tlschema`'s entry).
 */
const TLDRAW_CONFIG = {
  compilerOptions: {
    allowSyntheticDefaultImports: true,
    esModuleInterop: true,
    forceConsistentCasingInFileNames: true,
    importHelpers: true,
    resolveJsonModule: true,
    jsx: 'react-jsx',
    lib: ['dom', 'DOM.Iterable', 'esnext'],
    experimentalDecorators: true,
    module: 'esnext',
    target: 'esnext',
    moduleResolution: 'node',
    noFallthroughCasesInSwitch: true,
    noImplicitAny: true,
    noImplicitReturns: true,
    skipLibCheck: true,
    strict: true,
    strictFunctionTypes: true,
    strictNullChecks: true,
    useDefineForClassFields: true,
    noImplicitOverride: true,
  },
  include: ['src'],
};

/** npm packages shipping their TypeScript sources under `src/`, pinned. */
const PACKED = [
  {
    spec: 'rxjs@7.8.2',
    style: 'reactive streams, class hierarchies (Subscriber, Subject, Scheduler)',
  },
  { spec: 'mobx@7.1.3', style: 'reactive state: observables, computed values, reactions' },
  { spec: '@tanstack/react-router@1.170.46', style: 'React components and hooks in TSX' },
  // Held out: measured after the graph's rules were written, never tuned on.
  {
    spec: '@trpc/server@11.25.2',
    style: 'held out: a server framework, builders whose handlers take inferred contexts, adapters',
  },
  {
    spec: '@tanstack/query-core@5.108.0',
    style: 'held out: class hierarchies (Subscribable, Removable) of caches, queries and observers',
  },
  {
    spec: 'rxdb@17.6.0',
    style: 'held out: a database: collections, documents, query builder chains, storage drivers',
  },
  {
    spec: '@tanstack/db@0.15.2',
    style: 'held out: a client database: collections, a query builder and its compiler, indexes',
  },
  {
    spec: '@tiptap/core@3.35.0',
    style:
      'held out: an editor core, extensions built from config objects (`Node.create({...})`), commands',
    // Its tests (shipped in `src/`) import the package by its name, which its monorepo's tsconfig
    // maps to the sources.
    extraOptions: { baseUrl: '.', paths: { '@tiptap/core': ['src/index.ts'] } },
  },
  {
    spec: 'lexical@0.53.0',
    style:
      'held out: an editor, a class hierarchy of nodes (ElementNode, TextNode) with type guards',
    // A few modules import the package by its name, which its monorepo's tsconfig maps to the sources.
    extraOptions: { baseUrl: '.', paths: { lexical: ['src/index.ts'] } },
  },
  // The third held-out round.
  {
    spec: '@kobalte/core@0.13.14',
    style:
      'held out: a Solid UI library in TSX, compound components whose parts read a context (`useDialogContext()`) built as an object literal, handlers typed by props',
    // Its tsconfig compiles JSX for Solid.
    extraOptions: { jsx: 'preserve', jsxImportSource: 'solid-js' },
  },
  {
    spec: 'ts-json-schema-generator@2.4.0',
    style:
      'held out: a compiler-like CLI over the TypeScript compiler API, chains of node parsers and type formatters behind interfaces',
    // The factories that assemble the chains and the CLI sit beside `src/`.
    sourcePaths: ['src', 'factory', 'index.ts', 'ts-json-schema-generator.ts'],
  },
  {
    spec: '@loopback/repository@8.0.15',
    style:
      'held out: a class-heavy repository layer: CRUD repositories over a legacy driver, relation repositories and their factories, decorators',
    extraOptions: { experimentalDecorators: true },
  },
  // The fourth held-out round.
  {
    spec: 'langium@4.4.0',
    style:
      'held out: a language workbench, services built by dependency injection (modules of factories, `services.references.Linker`), a language server',
  },
  {
    spec: 'chevrotain@13.2.0',
    style:
      'held out: a parser toolkit, a parser class assembled from mixins (`applyMixins`), grammar visitors over a class hierarchy',
  },
  // The fifth held-out round.
  {
    spec: 'planck@1.4.2',
    style:
      'held out: a 2D physics engine (a Box2D port), shapes, joints and contacts as class hierarchies, vector math through static methods (`Vec2.add(a, b)`)',
  },
  {
    spec: 'telegraf@4.16.3',
    style:
      'held out: a Node bot framework, middleware composed by a class of static methods (`Composer.optional`), a context over an HTTP API client, uploads from streams',
  },
  // The sixth held-out round.
  {
    spec: 'msw@2.15.0',
    style:
      'held out: API mocking, request handlers as a class hierarchy (RequestHandler, HttpHandler, GraphQLHandler), setup APIs extending each other over interceptors',
    // Its modules import the core by the package's subpath imports (`#core/utils/...`), whose
    // targets carry no extension: its tsconfig maps them to the sources.
    extraOptions: { baseUrl: '.', paths: { '#core': ['src/core'], '#core/*': ['src/core/*'] } },
  },
  {
    spec: '@reduxjs/toolkit@2.15.0',
    style:
      'held out: state management built from generic factories (`createSlice`, `createAsyncThunk`, `createApi`), builders and middleware closures',
    // Its modules import the package by its name (`@reduxjs/toolkit/query`), which its tsconfig
    // maps to the sources.
    extraOptions: {
      baseUrl: '.',
      paths: {
        '@reduxjs/toolkit': ['src/index.ts'],
        '@reduxjs/toolkit/react': ['src/react/index.ts'],
        '@reduxjs/toolkit/query': ['src/query/index.ts'],
        '@reduxjs/toolkit/query/react': ['src/query/react/index.ts'],
        '@internal/*': ['src/*'],
      },
    },
  },
  // The seventh held-out round.
  {
    spec: 'ajv@8.20.0',
    style:
      'held out: a JSON-schema compiler generating code, keyword definitions as object literals over a code-generation DSL (`gen.if(...).assign(...)`), classes for names and code',
    // Its sources sit in `lib/`; they import the meta-schemas as JSON, which its tsconfig allows.
    sourcePaths: ['lib'],
    extraOptions: { resolveJsonModule: true },
  },
  {
    spec: 'ethers@6.17.0',
    style:
      'held out: a blockchain client, providers as a class hierarchy (AbstractProvider, JsonRpcApiProvider, JsonRpcProvider), signers and wallets, ABI coders, contracts built as proxies',
    sourcePaths: ['src.ts'],
  },
  // The eighth held-out round.
  {
    spec: '@antv/g6@5.1.1',
    style:
      'held out: a graph visualisation library, elements, behaviours and plugins as class hierarchies registered by name (`register(ExtensionCategory.NODE, ...)`), controllers over a rendering engine',
  },
  {
    spec: '@gltf-transform/extensions@4.5.1',
    style:
      "held out: a 3D asset format's extensions, each an Extension subclass reading and writing through contexts, with property subclasses over a property graph (`this.getRef`, `this.setRef`)",
  },
  // The ninth held-out round.
  {
    spec: '@grpc/grpc-js@1.14.7',
    style:
      'held out: a network runtime over Node http2, channels and subchannels, load balancers and resolvers registered by scheme, call streams as event emitters and interceptor chains',
  },
  {
    spec: 'openai@6.49.0',
    style:
      'held out: a generated REST client, resources as classes over one client (`this._client.post(...)`, nested `client.beta.threads.runs`), promises and pages wrapping responses, streaming helpers',
  },
  // The tenth held-out round.
  {
    spec: '@ethereumjs/evm@10.1.3',
    style:
      'held out: a bytecode interpreter, opcode handlers and gas functions in maps keyed by opcode, precompiles looked up by address, an interpreter loop over a run state',
  },
  {
    spec: '@automerge/automerge-repo@2.5.6',
    style:
      'held out: a sync engine for CRDT documents, a repo of document handles, synchronizers per document and peer, network and storage adapters behind abstract classes, event emitters',
  },
  // The eleventh held-out round.
  {
    spec: '@triplit/db@1.1.10',
    style:
      'held out: a database engine, a query builder compiled and planned over key-value storage drivers (SQLite, IndexedDB, LMDB, an in-memory B-tree) behind one interface, incremental view maintenance, a schema of data-type definitions',
  },
  {
    spec: '@apollo/server@5.5.1',
    style:
      'held out: a GraphQL HTTP server, a request pipeline whose plugins are object literals of hooks taking a typed request context (`requestDidStart(requestContext)`), a server generic in its context, Node and Express integrations',
  },
  {
    spec: '@tldraw/editor@5.1.1',
    style:
      'held out: a canvas editor in TS and TSX, one large Editor class over a reactive store of records, shape utilities as a class hierarchy (`ShapeUtil`, `BaseBoxShapeUtil`), tools as a tree of state-machine nodes (`StateNode`), geometry classes, React components and hooks',
  },
  // The twelfth held-out round.
  {
    spec: 'vega-lite@6.5.0',
    style:
      'held out: a compiler from a declarative chart grammar to Vega specs, a model class hierarchy (`UnitModel`, `LayerModel`, `FacetModel`) parsed into components merged by `Split` objects, data-flow nodes as subclasses of `DataFlowNode`, many module functions over spec types narrowed by guards (`isUnitSpec(spec)`)',
  },
  {
    spec: '@blueprintjs/core@6.20.0',
    style:
      'held out: a React component library in TSX, class components over an `AbstractPureComponent` base (`this.props`, `this.state`, handlers as arrow-function fields), function components with hooks and contexts, and its tests',
    // Its tests (shipped in `src/`) import the package by its name, which its monorepo maps to the
    // sources.
    extraOptions: { baseUrl: '.', paths: { '@blueprintjs/core': ['src/index.ts'] } },
  },
  {
    spec: 'matrix-js-sdk@43.0.0',
    style:
      "held out: a chat protocol client, one very large `MatrixClient` class delegating to rooms, timelines, sync loops and stores (`IStore` with memory and IndexedDB implementations), typed event emitters re-emitting each other's events (`TypedEventEmitter`, `ReEmitter`), a Rust crypto backend behind the `CryptoApi` interface, VoIP calls",
  },
  // The thirteenth held-out round.
  {
    spec: '@deck.gl/core@9.4.0',
    style:
      'held out: a WebGL/WebGPU visualization engine, layers as a class hierarchy (`Layer`, `CompositeLayer`) with a lifecycle the `LayerManager` drives (`initializeState`, `updateState`, `draw`), an attribute manager, views and viewports, controllers of gestures, effects and transitions',
  },
  {
    spec: '@theia/core@1.75.0',
    style:
      'held out: an IDE framework, services wired by inversify dependency injection (`@injectable()` classes, `@inject(Symbol)` fields, contribution points collected by `ContributionProvider`), commands, menus and keybindings registries, widgets on Lumino with React (TSX) views, browser, node and electron halves talking over JSON-RPC proxies',
  },
  {
    spec: '@stryker-mutator/core@10.1.1',
    style:
      'held out: a mutation-testing runner, a pipeline of executors wired by typed-inject (`static inject = tokens(...)`, `injector.provideClass(...)`), child processes behind proxies, a concurrency pool over rxjs, reporters and checkers as plugins',
  },
  // The fourteenth held-out round.
  {
    spec: '@azure/msal-common@16.17.0',
    style:
      'held out: an OAuth 2.0 / OpenID Connect client core, flows as client classes over a `BaseClient` (authorization code, refresh token, silent), a `CacheManager` the browser and node hosts subclass, network and crypto behind interfaces the host implements, errors built by factory functions from code tables, a performance telemetry client',
  },
  {
    spec: '@matter/protocol@0.17.9',
    style:
      'held out: the Matter smart-home protocol stack, sessions and secure channels (PASE, CASE) over message exchanges and transports, an interaction model of reads, writes, subscriptions and invokes, fabrics and certificates, mDNS advertisement, bulk data transfer and OTA, much of it async with `Observable` events from its general library',
  },
  {
    spec: '@fluidframework/tree@3.1.0',
    style:
      'held out: a collaborative distributed tree, schemas declared through a `SchemaFactory` whose classes users extend, heavily generic types mapping schemas to node types, an edit manager rebasing change sets through `ChangeRebaser` families of field kinds, codecs and cursors over chunked forests',
    // Its tsconfig extends its monorepo's base (not shipped): the options that base sets. Without
    // them the compiler's defaults ignore `exports`, and every `@fluidframework/x/internal` import
    // of a dependency's types goes unresolved.
    extraOptions: {
      module: 'node20',
      moduleResolution: 'node16',
      target: 'es2022',
      lib: ['es2020', 'dom', 'dom.iterable'],
      strict: true,
      noUncheckedIndexedAccess: true,
    },
  },
  // Held out on 2026-12-04, measured before any rule was written for them.
  {
    spec: 'mongodb@7.9.1',
    style:
      'held out: a database driver, operations in class hierarchies (`AbstractOperation`, `CommandOperation` and their subclasses) run by an executor, cursors (`AbstractCursor` and its find, aggregation and change-stream kinds), sessions and transactions, a topology of servers monitored through events, a connection pool',
  },
  {
    spec: 'ai@6.0.333',
    style:
      'held out: an AI SDK, functions over provider model interfaces (`LanguageModelV3`), options objects and callbacks, streams of typed parts transformed step by step, tools declared as objects, UI message streams',
  },
  {
    spec: 'libp2p@3.3.11',
    style:
      'held out: a peer-to-peer networking stack, components wired together by one object of dependencies, managers (connections, transports, peers, addresses) behind interfaces from its own packages, typed event targets, async iterables',
  },
  // Held out on the evening of 2026-12-04, measured before any rule was written for them.
  {
    spec: 'viem@2.58.8',
    style:
      'held out: an Ethereum client library, actions as functions taking a client first (`getBalance(client, args)`), clients extended with decorators (`client.extend(publicActions)`), heavily generic types, chain definitions as object literals, errors as a class hierarchy',
    // Its sources sit in folders at the package root, beside the compiled `_esm`/`_cjs`/`_types`.
    sourcePaths: [
      'account-abstraction',
      'accounts',
      'actions',
      'celo',
      'chains',
      'clients',
      'constants',
      'ens',
      'errors',
      'experimental',
      'index.ts',
      'linea',
      'node',
      'nonce',
      'op-stack',
      'siwe',
      'tempo',
      'tokens',
      'types',
      'utils',
      'window',
      'zksync',
    ],
    // An optional peer dependency whose range (`>=0.17.0`) no published version meets.
    unavailableDependencies: ['mppx'],
  },
  {
    spec: '@mswjs/interceptors@0.41.9',
    style:
      'held out: request interceptors patching Node and browser APIs, an Interceptor class hierarchy over an async event emitter, proxies wrapping `ClientRequest`, `XMLHttpRequest` and `fetch`, controllers answering requests',
  },
  {
    spec: '@colyseus/schema@5.0.34',
    style:
      'held out: a binary state-synchronisation format, classes declared with field decorators, an encoder and decoder walking change trees, collection types (`ArraySchema`, `MapSchema`) as proxies',
    // It ships no tsconfig, and its sources are written without strict null checks: outside its
    // code generator (which needs TypeScript's API and Node's types), the compiler reports 173
    // errors with them and 2 without. So `ArraySchema`, whose `push` may return `undefined`, is
    // an `Array` only without them.
    extraOptions: { strictNullChecks: false },
  },
  {
    spec: '@microsoft/signalr@10.0.11',
    style:
      'held out: a real-time client, a hub connection over transports (WebSockets, server-sent events, long polling) chosen at run time, HTTP clients as a class hierarchy, protocols parsing messages',
  },
  // The seventeenth held-out round, measured before any rule was written for them.
  {
    spec: '@lexical/react@0.52.0',
    style:
      'held out: React bindings of an editor in TSX, components and hooks over an editor instance from a context (`const [editor] = useLexicalComposerContext()`), plugins as components registering commands and listeners',
    // Its modules import each other by the package's own name (`@lexical/react/LexicalComposerContext`),
    // which a checkout resolves to the sources: its exports' `source` condition says where they are.
    extraOptions: { customConditions: ['source'], moduleResolution: 'bundler' },
  },
  {
    spec: '@hocuspocus/server@3.4.4',
    style:
      'held out: a collaboration server over Yjs, a server, documents and connections as classes, extensions as objects of hooks called in turn (`this.hooks(name, payload)`), a WebSocket message protocol',
  },
  {
    spec: 'prosemirror-view@1.44.0',
    style:
      'held out: the view of a rich-text editor over the DOM, a view class and a tree of view descriptions (`NodeViewDesc`, `MarkViewDesc`, `TextViewDesc`) as a class hierarchy, input handlers in maps keyed by event name, selection read from and written to the DOM',
  },
  {
    spec: '@xyflow/system@1.0.0',
    style:
      'held out: the framework-free core of a node-graph UI, functions over plain data (nodes, edges, viewports), instances of pan-zoom, drag and resize behaviours built by factory functions returning objects of methods',
  },
  // The eighteenth held-out round, measured before any rule was written for them.
  {
    spec: '@lumino/widgets@2.11.0',
    style:
      'held out: a widget toolkit over the DOM, widgets and layouts as deep class hierarchies (Widget, Panel, SplitPanel; Layout, PanelLayout, SplitLayout) whose message handlers (`onResize`, `onUpdateRequest`) subclasses override',
  },
  {
    spec: '@jupyterlab/services@7.6.6',
    style:
      'held out: a client of a notebook server, managers of kernels, sessions and contents behind interfaces (`Kernel.IKernelConnection`), namespaces merging types with functions, signals and polls from a library',
  },
  {
    spec: '@deepkit/sql@1.0.19',
    style:
      "held out: an ORM's SQL layer, database adapters, persistence and query resolvers as class hierarchies each SQL driver extends, SQL builders and schema migrations",
    sourcePaths: ['src', 'index.ts', 'browser.ts', 'commands.ts'],
  },
  {
    spec: '@deepkit/http@1.0.19',
    style:
      "held out: an HTTP framework, a router over controllers declared with decorators, a kernel dispatching through event listeners, request and response classes extending Node.js's",
    sourcePaths: ['src', 'index.ts'],
  },
  // The nineteenth held-out round, measured before any rule was written for them.
  {
    spec: '@blocknote/core@0.55.0',
    style:
      'held out: a block-based rich-text editor over ProseMirror and TipTap, an editor class composing managers and extensions, block schemas built by factory functions, commands over transactions, with its tests',
    unavailableDependencies: ['@y/prosemirror', '@y/y', '@y/protocols'],
  },
  {
    spec: '@trpc/client@11.25.2',
    style:
      'held out: a typed RPC client, links composed into chains of observables, clients built as proxies over a path of property reads, transports over fetch and WebSockets; with the server package its monorepo holds beside it',
    // Its observers implement the server package's `Observer`: alone, that package is a library
    // to the graph, while its repository holds both. Measured as the repository has them.
    beside: { spec: '@trpc/server@11.25.2', directory: 'workspace/server' },
    extraOptions: {
      baseUrl: '.',
      paths: {
        '@trpc/server': ['workspace/server/src/index.ts'],
        '@trpc/server/*': ['workspace/server/src/*'],
      },
    },
  },
  {
    spec: '@tanstack/form-core@1.33.5',
    style:
      'held out: form state, `FormApi` and `FieldApi` classes over reactive stores, validators run through adapters, field metadata derived in store listeners',
  },
  {
    spec: 'immer@11.2.14',
    style:
      'held out: immutable updates through copy-on-write proxies, proxy handlers as objects of traps, plugins registered by name and loaded on demand',
  },
  // The twentieth held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/notebook@4.6.6',
    style:
      'held out: a notebook UI in TSX, widgets over cell models (Lumino widgets of a library), actions as functions of a namespace, a tracker and toolbars',
  },
  {
    spec: '@milkdown/core@7.22.1',
    style:
      'held out: an editor framework, plugins as functions over a context of slices and timers (`ctx.get(editorViewCtx)`), an editor assembled in phases',
  },
  {
    spec: '@hocuspocus/provider@4.8.0',
    style:
      'held out: a collaboration client, a provider over a shared WebSocket, an event emitter as a base class, message classes encoding a protocol',
  },
  {
    spec: '@effect/platform@0.97.2',
    style:
      'held out: platform services for effect (HTTP client and server, file system, sockets), tags and layers, modules of functions over interfaces, in the style of `effect` itself',
    // Two modules import others by the package's name (`@effect/platform/HttpServerRequest`), which
    // its monorepo's tsconfig maps to the sources (the package's exports point at its build).
    extraOptions: {
      baseUrl: '.',
      paths: { '@effect/platform': ['src/index.ts'], '@effect/platform/*': ['src/*.ts'] },
    },
  },
  // The twenty-first held-out round, measured before any rule was written for them.
  {
    spec: 'livekit-client@2.23.0',
    style:
      'held out: a WebRTC client, a room of participants and tracks as class hierarchies (local and remote), typed event emitters, a signal client over protobuf messages, with its tests',
  },
  {
    spec: '@xterm/xterm@6.0.0',
    style:
      'held out: a terminal emulator, services injected into constructors by decorators and typed by interfaces, an escape-sequence parser dispatching to handlers, buffers of lines, renderers',
    // Its folders import each other from the sources' root (`common/Types`), as the tsconfig files
    // of its repository say; the package ships none.
    tsconfig: {
      compilerOptions: {
        baseUrl: 'src',
        target: 'es2021',
        module: 'esnext',
        moduleResolution: 'bundler',
        experimentalDecorators: true,
        strict: true,
      },
      include: ['src', 'typings'],
    },
  },
  {
    spec: '@tanstack/router-core@1.171.39',
    style:
      "held out: a router's core, a router class matching locations against a tree of route objects, loaders run in phases, search parameters validated and serialized",
  },
  {
    spec: '@tanstack/solid-router@1.170.36',
    style:
      "held out: Solid components and primitives in TSX over the router's core (a library to it), links, matches rendered through context",
  },
  // The twenty-second held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/apputils@4.7.6',
    style:
      "held out: application utilities in TSX, dialogs and toolbars as widgets, a widget tracker, a session context managing kernels through a library's services",
  },
  {
    spec: '@theia/filesystem@1.75.0',
    style:
      "held out: an IDE's file system services, classes bound by dependency injection (`@injectable`, `@inject`), a file service over providers, watchers and tree widgets",
  },
  {
    spec: '@electric-sql/client@1.5.28',
    style:
      'held out: a sync client, shape streams over HTTP long-polling, a fetch wrapped in backoff and prefetch layers, parsers of change messages',
  },
  {
    spec: '@lumino/datagrid@2.6.0',
    style:
      'held out: a data grid widget, data models and cell renderers as class hierarchies, mouse handlers and selection models behind interfaces',
  },
  // The twenty-third held-out round, measured before any rule was written for them.
  {
    spec: 'puppeteer-core@25.16.0',
    style:
      'held out: browser automation, an abstract API (`Page`, `Frame`, `ElementHandle`) implemented twice (over the DevTools protocol and over WebDriver BiDi), sessions sending typed commands, event emitters, locators',
  },
  {
    spec: '@uppy/core@6.3.1',
    style:
      'held out: a file uploader, a core class holding state that plugins (`BasePlugin`, `UIPlugin` subclasses) install into and read, typed events, restrictions, a store',
  },
  {
    spec: '@uppy/dashboard@6.0.3',
    style:
      "held out: Preact components in TSX for the uploader's dashboard, a `UIPlugin` subclass rendering them, props passed down through many components",
    // Its repository compiles JSX for Preact.
    extraOptions: { jsx: 'react-jsx', jsxImportSource: 'preact' },
  },
  {
    spec: '@ai-sdk/provider-utils@5.0.81',
    style:
      'held out: utilities of an AI SDK, functions over schemas (zod, standard schema), fetch wrappers posting JSON and parsing event streams, id generators, tool definitions',
  },
  // The twenty-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@loopback/rest@15.0.16',
    style:
      'held out: a REST server framework, classes bound in a dependency-injection context (`@inject`), a sequence of actions handling requests, routers and route handlers, OpenAPI specs built from decorators',
  },
  {
    spec: '@tanstack/react-query@5.108.4',
    style:
      "held out: React hooks and providers in TSX over a library's query core, observers created once and subscribed through `useSyncExternalStore`",
  },
  {
    spec: '@ai-sdk/openai@4.0.118',
    style:
      "held out: an AI provider, model classes implementing a library's model interfaces (`LanguageModelV3`), request bodies built from options, response streams parsed and mapped chunk by chunk",
  },
  {
    spec: '@tiptap/react@3.35.0',
    style:
      "held out: React bindings of an editor in TSX, an editor subclass with React renderers, node views rendered through portals, hooks over the editor's state, with its tests",
    // Its menus import the package by its name, which its monorepo's tsconfig maps to the sources
    // (as for `@tiptap/core`; the package's exports point at its build).
    extraOptions: { baseUrl: '.', paths: { '@tiptap/react': ['src/index.ts'] } },
  },
  // The twenty-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@markdoc/markdoc@0.5.10',
    style:
      'held out: a document language, a tokenizer and parser building an AST of node classes, tags and nodes described by schema objects whose transform functions render them, validators and formatters walking the tree, with its tests',
    sourcePaths: ['src', 'index.ts'],
  },
  {
    spec: '@antv/x6@3.1.8',
    style:
      'held out: a diagram editor, a graph model of cells (nodes and edges as class hierarchies), views rendering them to SVG, managers and plugins registered on the graph, geometry classes, a registry of shapes',
  },
  {
    // 5.31.0 needs a `@azure/msal-common` published after the registry date the bench installs at.
    spec: '@azure/msal-browser@5.30.0',
    style:
      "held out: authentication in the browser, application and controller classes choosing interaction clients (popup, redirect, silent) by subclass, caches over storage, a library's common clients extended",
  },
  {
    spec: '@libp2p/kad-dht@16.4.5',
    style:
      'held out: a distributed hash table, queries run as async generators over peers, a routing table of buckets, RPC handlers chosen by message type, network streams piped through iterables',
  },
  // The twenty-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@tldraw/store@5.1.1',
    style:
      'held out: a reactive record store, records in atoms and computed caches of signals, queries derived incrementally from change histories, schemas migrating snapshots, with its tests',
  },
  {
    spec: '@helia/unixfs@8.0.5',
    style:
      'held out: a file system over content-addressed blocks, commands as functions over a blockstore (add, cat, ls, mkdir, rm), importers and exporters as async generators, a class delegating to them',
  },
  {
    spec: '@antv/g2@5.4.8',
    style:
      'held out: a grammar of graphics, marks, transforms, scales and interactions as functions returning functions, registered in a library of components by name, a chart API of chained node classes',
  },
  {
    spec: '@chainsafe/libp2p-gossipsub@14.1.2',
    style:
      'held out: a publish-subscribe router, one large class handling RPCs and heartbeats, peer scores with parameters, message caches and ID functions, metrics',
  },
  // The twenty-seventh held-out round, measured before any rule was written for them.
  {
    spec: '@loopback/context@8.0.15',
    style:
      'held out: a dependency-injection container, bindings configured by chained calls, contexts in a hierarchy resolving values through resolvers, injection by decorators, interceptors composed into chains',
  },
  {
    spec: '@ethereumjs/tx@10.1.3',
    style:
      'held out: transactions of several types as classes implementing one interface, shared behaviour as functions of a capabilities module taking the transaction, RLP serialization',
  },
  {
    spec: '@fluidframework/sequence@2.116.0',
    style:
      'held out: a collaborative string over a merge tree, intervals and their collections, indexes kept in sync with sequence edits, revertibles',
  },
  {
    spec: '@trpc/react-query@11.19.0',
    style:
      'held out: React hooks in TSX over a typed RPC client and a query library, a proxy turning property paths into hooks, providers through context',
  },
  // The twenty-eighth held-out round, measured before any rule was written for them.
  {
    spec: 'fabric@7.4.0',
    style:
      'held out: a canvas object model, a deep class hierarchy of shapes (FabricObject, Group, IText) with mixins, a canvas dispatching pointer events to controls, brushes and filters, with its tests',
  },
  {
    spec: '@refinedev/core@5.0.12',
    style:
      'held out: React hooks and providers in TSX for data-heavy applications, data, auth and router providers as objects of functions handed through context',
  },
  {
    spec: '@temporalio/worker@1.24.0',
    style:
      'held out: a workflow worker SDK, a worker polling task queues through a native bridge, activity and workflow tasks as observable pipelines, workflows run in sandboxed VM contexts from a webpack bundle, interceptors',
  },
  {
    spec: 'openapi-typescript@7.13.0',
    style:
      'held out: a code generator behind a command-line tool, an OpenAPI document walked by one transform function per kind of object, each building TypeScript syntax nodes with the compiler factory',
  },
  // The twenty-ninth held-out round, measured before any rule was written for them.
  {
    spec: 'katex@0.19.1',
    style:
      'held out: a math typesetter, a TeX parser with a macro expander dispatching to functions and environments registered by name, each with builders of HTML and MathML trees',
    // Its entry point sits beside `src/`.
    sourcePaths: ['src', 'katex.ts'],
  },
  {
    spec: 'apache-arrow@21.2.0',
    style:
      'held out: a columnar data library, typed vectors over a class hierarchy of data types, visitors dispatching by type id, builders, IPC readers and writers over async iterables, generated flatbuffers code',
  },
  {
    spec: '@rjsf/core@6.11.1',
    style:
      'held out: forms generated from JSON schemas in TSX, field and widget components (classes and functions) looked up in a registry handed down through props, a theme wrapper',
  },
  {
    spec: '@aws-amplify/storage@6.17.0',
    style:
      'held out: a cloud storage client over S3, one function per operation, service clients composed of serializers, deserializers and middleware, multipart uploads as resumable tasks',
  },
  // The thirtieth held-out round, measured before any rule was written for them.
  {
    spec: '@pothos/core@4.15.1',
    style:
      'held out: a GraphQL schema builder, a builder class whose methods take callbacks over field builders, type and field refs as classes, plugins wrapping resolvers and a config store resolving refs lazily',
  },
  {
    spec: 'chrono-node@2.10.3',
    style:
      'held out: a natural-language date parser, per-locale parsers and refiners as subclasses of abstract bases with a pattern and an extraction hook, configurations assembling them, parsed components',
  },
  {
    spec: 'pdf-lib@1.17.1',
    style:
      'held out: a PDF document library, a low-level object model (PDFDict, PDFArray, PDFRef) in a context, a parser, writers and embedders, a high-level API of documents, pages, fonts and form fields wrapping it',
    // Its modules import each other from the package root (`src/core/PDFContext`), as the tsconfig
    // of its repository says (`baseUrl`, not strict); the package ships none.
    tsconfig: {
      compilerOptions: {
        baseUrl: '.',
        target: 'es2017',
        module: 'esnext',
        moduleResolution: 'bundler',
        noImplicitAny: true,
        esModuleInterop: true,
      },
      include: ['src'],
    },
  },
  {
    spec: '@lastolivegames/becsy@0.16.0',
    style:
      'held out: an entity-component-system for games, systems as subclasses scheduled by a planner, queries built through a small DSL, component fields stored in typed arrays behind type objects',
    // One module imports another from the package root (`src/query`), as the tsconfig of its
    // repository says; the package ships none.
    tsconfig: {
      compilerOptions: {
        baseUrl: '.',
        target: 'es2020',
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
      },
      include: ['src'],
    },
  },
  // The thirty-first held-out round, measured before any rule was written for them.
  {
    spec: 'zrender@6.1.0',
    style:
      'held out: a 2D rendering engine, a class hierarchy of elements (Element, Displayable, Path and its shapes) in a storage, canvas and SVG painters, an animator of properties, a handler dispatching pointer events by hit-testing',
  },
  {
    spec: '@noble/curves@2.4.0',
    style:
      'held out: an elliptic-curve cryptography library, curve factories over finite-field objects, each declaring a Point class inside it and returning frozen objects of closures (signers, hashers), modules importing each other with `.ts` extensions',
  },
  {
    spec: '@math.gl/core@4.1.0',
    style:
      'held out: a linear-algebra library, vector, matrix and quaternion classes extending a base over Array, delegating to ported gl-matrix functions, fluent methods returning this',
  },
  {
    spec: '@internationalized/date@3.12.4',
    style:
      'held out: calendar arithmetic, immutable date and time classes, calendar systems as classes implementing one interface (some extending the Gregorian), free functions converting and manipulating dates',
  },
  // The thirty-second held-out round, measured before any rule was written for them.
  {
    spec: 'data-structure-typed@2.6.2',
    style:
      'held out: a data-structures library, deep class hierarchies (BinaryTree, BST, AVLTree, RedBlackTree; heaps, linked lists, graphs) over iterable bases, overridden node factories and comparators, callbacks walking trees',
  },
  {
    spec: 'mobx-keystone@2.2.0',
    style:
      'held out: a reactive state tree over MobX, a base-class factory (`Model({...})`) that models extend, decorators wrapping actions, snapshots, patches, action middlewares as objects of hooks, a runtime type checker of composable type objects',
  },
  {
    spec: 'pgsql-ast-parser@12.0.2',
    style:
      'held out: a SQL parser (its grammars in nearley files, not measured), lexers, an AST mapper class with one method per node kind behind a mapped-type interface, a visitor and an SQL printer built on it, with its tests',
  },
  {
    spec: '@colyseus/core@0.18.17',
    style:
      'held out: a multiplayer game server, a Room base class with lifecycle hooks subclassed by built-in rooms, a matchmaker of module functions over a driver and a presence interface, serializers, transports, a client list extending Array',
    // One module imports a type from the package by its name, which its monorepo resolves to the
    // sources (the `@source` condition of its exports).
    extraOptions: { baseUrl: '.', paths: { '@colyseus/core': ['src/index.ts'] } },
  },
  // The thirty-third held-out round, measured before any rule was written for them.
  {
    spec: 'sprotty@1.4.0',
    style:
      'held out: a diagramming framework, classes wired by inversify (an action dispatcher, a command stack, a viewer, mouse and key tools and listeners over abstract bases), deep model hierarchies (SModelElementImpl, SParentElementImpl, SShapeElementImpl, SNodeImpl), commands with execute, undo and redo, snabbdom views in TSX, with its tests',
    // CommonJS with decorators and TSX through a `svg` factory, as the tsconfig of its repository
    // says; the package ships none.
    tsconfig: {
      compilerOptions: {
        target: 'es2017',
        module: 'commonjs',
        moduleResolution: 'node',
        strict: true,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
        jsx: 'react',
      },
      include: ['src'],
    },
  },
  {
    spec: '@effect/cli@0.77.2',
    style:
      'held out: a command-line framework on Effect, commands, options, args and prompts as data types built by combinators, each a public module re-exporting an internal one, help docs, usage and completions rendered from descriptors, pipelines of Effect.gen',
  },
  {
    spec: '@auth/core@0.41.3',
    style:
      'held out: an authentication library, OAuth, OIDC, email and WebAuthn sign-in flows as module functions over an internal request, a hundred provider modules returning config objects, JWT, cookie and CSRF helpers, pages in Preact',
    // Its pages are Preact components, as the tsconfig of its repository says; the package ships
    // none.
    extraOptions: { jsx: 'react-jsx', jsxImportSource: 'preact' },
  },
  {
    spec: '@cucumber/gherkin@42.0.1',
    style:
      'held out: a Gherkin parser, a generated parser as a state machine (one matchTokenAt method per state), token matchers for classic and Markdown syntax behind one interface, a token scanner, an AST builder, pickles compiled from the AST',
  },
  // The thirty-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@collabs/crdts@0.13.4',
    style:
      "held out: a library of CRDTs over its framework's collab classes (a library to it), primitive CRDTs and CObject subclasses composing child collabs (`super.registerCollab(...)`), a list position order and text over it, a runtime batching and buffering causal messages, serializers over protobuf",
  },
  {
    spec: 'slonik@49.10.9',
    style:
      'held out: a PostgreSQL client, a pool built by factory functions over a driver, query methods as module functions bound to a connection (`one`, `many`, `transaction`), interceptors as objects of hooks, type parsers, with its tests',
  },
  {
    spec: '@tanstack/table-core@8.21.3',
    style:
      'held out: a headless table model, features as objects of hooks (`createTable`, `createColumn`, `createRow`) merged onto table, column, row and cell objects, memoized getters of row models',
  },
  {
    spec: '@refinedev/antd@6.0.3',
    style:
      "held out: React components and hooks in TSX over Ant Design, CRUD pages, buttons and fields composing a library's hooks, form and table hooks wrapping the framework core's (`useForm`, `useTable`), modules imported through path aliases (`@components`)",
  },
  // The thirty-fifth held-out round, measured before any rule was written for them.
  {
    spec: 'billboard.js@4.1.0',
    style:
      'held out: a charting library on D3, one ChartInternal class and one Chart API class whose methods are mixed in from modules of object literals (`extend(ChartInternal.prototype, [...])`, `const $$ = this`), shapes, axes and interactions, plugins over a Plugin base, a canvas renderer',
    // It ships no tsconfig, and its sources are written without strict checks: the compiler reports
    // 4475 errors with them and 2 without. So `this` in the methods of its mixed-in object literals
    // (`const $$ = this`) is `any`, as its repository compiles them, not the literal's type.
    extraOptions: { strict: false },
  },
  {
    spec: 'adaptive-expressions@4.23.3',
    style:
      'held out: an expression language, generated ANTLR lexers and parsers (skipped as generated), one ExpressionEvaluator subclass per built-in function built from static helpers (`FunctionUtils.applySequenceWithError`), a function table, memory scopes, trigger trees, expression properties and converters',
    // It ships no tsconfig, and its sources are written without strict checks: the compiler reports
    // 301 errors with them and 9 without.
    extraOptions: { strict: false },
  },
  {
    spec: '@node-ts/bus-core@1.3.3',
    style:
      'held out: a message bus, a fluent configuration building a bus instance over a transport interface, handlers and workflows (sagas) registered in registries, workflow state in a persistence interface, a container adapter, with its tests',
    // Its tsconfig extends its monorepo's base (not shipped): the options its build shows (ES2017,
    // CommonJS) and strict checks, under which its sources (not its tests, whose mocking library is
    // a development dependency) compile but for properties assigned after construction. Without
    // them the compiler's default target (ES5) has no `Map` or `Promise`.
    extraOptions: {
      target: 'es2017',
      module: 'commonjs',
      moduleResolution: 'node',
      strict: true,
      strictPropertyInitialization: false,
    },
  },
  {
    spec: 'parjs@1.3.9',
    style:
      'held out: parser combinators, each combinator a function returning a small subclass of an abstract parser (`class Map extends Combinated`), parsers applied to a mutable parsing state, pipelines of combinators (`parser.pipe(map(...), many())`)',
  },
  // The thirty-sixth held-out round, measured before any rule was written for them.
  {
    spec: 'nexus@1.3.0',
    style:
      'held out: a code-first GraphQL schema builder, types declared as config objects with a `definition(t)` method (`objectType({ name, definition(t) { t.nonNull.field(...) } })`) wrapped in small classes, definition blocks whose methods add fields, one large SchemaBuilder class walking them into graphql-js types, plugins as objects of hooks, printers generating typings (typegen)',
  },
  {
    spec: 'earl@2.0.0',
    style:
      'held out: an assertion library, one Expectation class whose validators are registered at run time (`registerValidator(name, fn)`, each declared by augmenting the `Validators` interface of its module), one module per validator over a `Control`, asymmetric matchers registered likewise, a recursive equality and a formatter dispatching on the kind of value, mocks',
  },
  {
    spec: '@jsonforms/core@3.8.0',
    style:
      'held out: the core of a JSON Schema form renderer, Redux-style actions and reducers, testers composed from higher-order predicates and ranked (`rankWith(3, and(uiTypeIs("Control"), schemaTypeIs("object")))`), mappers from state to props, schema resolvers and UI schema generators, on lodash',
    // It ships no tsconfig, and its sources are written without strict checks: the compiler reports
    // 161 errors with them and 2 without.
    extraOptions: { strict: false },
  },
  {
    spec: '@temporalio/workflow@1.24.0',
    style:
      'held out: the sandboxed runtime of a durable workflow engine, module functions (`sleep`, `proxyActivities`, `startChild`, `condition`) reaching one Activator through a global getter (`getActivator()`) and pushing protobuf-shaped commands, interceptor chains composed per call, cancellation scopes over AsyncLocalStorage, activities and sinks as proxies',
  },
  // The thirty-seventh held-out round, measured before any rule was written for them.
  {
    spec: 'tone@15.5.44',
    style:
      'held out: a Web Audio framework, a deep class hierarchy of audio nodes (ToneWithContext, ToneAudioNode, Source, Oscillator, Effect, Instrument) each taking its options through `optionsFromArguments(X.getDefaults(), arguments, [...])` with static `getDefaults()` merged up the chain, params and signals wrapping native `AudioParam`s, a transport scheduling events on timelines, range decorators, with its tests (their helpers and runner not shipped)',
    // Its sources and their tests sit in `Tone/`, beside the compiled `build/`.
    sourcePaths: ['Tone'],
    // Its sources are checked with null checks but not strict ones, with legacy decorators, as the
    // tsconfig of its repository says; the package ships none.
    tsconfig: {
      compilerOptions: {
        target: 'es6',
        module: 'es2015',
        moduleResolution: 'bundler',
        lib: ['es6', 'dom', 'es2015'],
        strictNullChecks: true,
        noImplicitAny: false,
        strictPropertyInitialization: true,
        experimentalDecorators: true,
        esModuleInterop: true,
        downlevelIteration: true,
      },
      include: ['Tone'],
    },
  },
  {
    spec: '@js-temporal/polyfill@0.5.1',
    style:
      'held out: a date and time polyfill written after its specification, one large module of abstract operations (`ES.ToTemporalDate`, `ES.RegulateISODate`) called as a namespace, Temporal classes whose state lives in internal slots (`GetSlot(this, ISO_DATE)`), calendars as a hierarchy of helper classes (`HelperBase`, `IslamicBaseHelper`), big-integer arithmetic through JSBI',
    // Its sources sit in `lib/`, beside the compiled `dist/`.
    sourcePaths: ['lib'],
  },
  {
    spec: 'graphql-request@7.4.0',
    style:
      'held out: a minimal GraphQL client over fetch, a client class and module functions (`request`, `rawRequest`, `batchRequests`) taking overloaded arguments, a shared request runner, a typed hook pipeline of extensions (anyware) run through deferred promises, contextual error classes, with its tests',
  },
  {
    spec: '@luma.gl/core@9.4.2',
    style:
      'held out: the device API of a WebGL and WebGPU framework, an abstract `Device` and abstract resource classes over a `Resource` base (buffers, textures, pipelines, render passes) that backends implement elsewhere, `luma.createDevice` picking a registered adapter, caching factories of pipelines and shaders, decoders of texture, vertex and shader data formats over tables',
  },
  // The thirty-eighth held-out round, measured before any rule was written for them.
  {
    spec: 'typia@14.0.6',
    style:
      'held out: the runtime of a compile-time validation library, namespaces of overloaded function stubs (`json.assert<T>()`, `protobuf.encode<T>()`, `llm.application<App>()`) whose bodies only throw `NoTransformConfigurationError` until a transformer replaces the calls, and one-function internal modules (`_isFormatUri`, `_ProtobufReader`, `_randomFormatIpv6`) that the generated code calls',
  },
  {
    spec: '@docusaurus/mdx-loader@3.10.2',
    style:
      'held out: the MDX loader of a documentation site generator, a webpack loader compiling Markdown through unified processors created once per options, remark plugins each a default-exported function returning a transformer that walks the mdast tree with `visit` (admonitions, headings, table of contents, image and link rewriting, mermaid), front matter and content title extraction',
  },
  {
    spec: 'victory-core@37.3.6',
    style:
      'held out: the core of a React charting library, function components and a few class components (`VictoryTransition`, `VictoryClipContainer`, `addEvents` wrapping a chart class), helper modules imported as namespaces (`import * as Helpers`, `Scale`, `Domain`, `Data`, `Collection`, `LabelHelpers`), SVG primitives, themes as objects, d3 scales and interpolators from a vendored package, on lodash',
  },
  {
    spec: 'convex@1.51.0',
    style:
      'held out: the SDK and CLI of a backend platform, commander commands (`new Command("deploy").action(async (options) => ...)`) over a library of deployment, bundling and codegen functions taking a shared context (`ctx.crash({...})`), server function builders and fluent query, filter and index range builders, a sync client of small manager classes over a WebSocket, React hooks, value validators (`v.object({...})`)',
  },
  // The thirty-ninth held-out round, measured before any rule was written for them.
  {
    spec: 'golden-layout@2.6.0',
    style:
      'held out: a multi-window layout manager for web applications, a class hierarchy of content items over an event emitter (`ContentItem`, `ComponentParentableItem`, `Stack`, `RowOrColumn`, `GroundItem`, `ComponentItem`), DOM controls as classes (`Header`, `Tab`, `Splitter`, `DragProxy`), classes and config interfaces each merged with a namespace of its types and functions (`ItemConfig.resolve`, `LayoutConfig.Dimensions.resolve`), an abstract `LayoutManager` that `GoldenLayout` and `VirtualLayout` extend, popouts in browser windows, assertion errors thrown with codes',
  },
  {
    spec: '@react-navigation/core@7.24.0',
    style:
      'held out: the core of a React and React Native navigation library, a navigation container and `useNavigationBuilder` composing dozens of small hooks (`useOnAction`, `useFocusEvents`, `useDescriptors`) over contexts and the routers of a sibling package, navigation objects and an event emitter assembled from closures, deep links converted between paths and navigation state (`getStateFromPath`, `getPathFromState`), navigators built from static configuration objects; React ships no types and its dependencies bring none',
  },
  {
    spec: '@apidevtools/json-schema-ref-parser@16.0.8',
    style:
      'held out: a Node library resolving JSON Schema `$ref`s, a `$RefParser` class whose `parse`, `resolve`, `bundle` and `dereference` run module functions over a `$Refs` map of `$Ref` objects and a `Pointer` class walking JSON pointers, parsers (JSON, YAML, text, binary) and resolvers (file, HTTP) as default-exported plugin objects tried in order, results through callbacks or promises (`maybe`), error classes',
    // Its sources sit in `lib/`, beside the compiled `dist/`.
    sourcePaths: ['lib'],
  },
  {
    spec: 'multiformats@14.0.5',
    style:
      'held out: the self-describing formats of content addressing, a `CID` class of static parsers and constructors (`CID.parse`, `CID.decode`, `CID.create`), multibase codecs as `Encoder`, `Decoder` and `Codec` classes composed with `or` and made by factories (`baseX`, `rfc4648`), hashers from a `from({ name, code, encode })` factory, IPLD blocks, codecs as modules of `encode` and `decode` functions, generic interfaces imported as a namespace (`import type * as API`)',
    // Its modules import each other by their `.ts` paths (`./bases/base32.ts`), as its build allows.
    extraOptions: { allowImportingTsExtensions: true },
  },
  // The fortieth held-out round, measured before any rule was written for them.
  {
    spec: 'tstl@3.0.0',
    style:
      'held out: a port of the C++ standard template library, containers as deep generic class hierarchies (`Container`, `SetContainer`, `UniqueSet`, `UniqueTreeSet`, `TreeSet`) parameterised by their own iterator types, iterators as generic classes (`ListIterator`, `ArrayIterator`, `ReverseIterator`) each merged with a namespace of aliases (`TreeSet.Iterator<Key>`), algorithms as module functions over iterator type parameters (`copy(first, last, output)`), adaptors over a container type parameter (`Stack`, `Queue`, `PriorityQueue`), hash buckets and red-black trees, mutexes and semaphores over promises',
  },
  {
    spec: 'botbuilder-dialogs@4.23.3',
    style:
      'held out: the dialogs of a bot framework, a `Dialog` base class that waterfalls, component dialogs, skill dialogs and prompts (`TextPrompt`, `ChoicePrompt`, `OAuthPrompt`) extend, a `DialogContext` stack beginning, continuing and ending dialogs, a `DialogSet` and `DialogManager`, memory scopes and path resolvers behind a `DialogStateManager` reading and writing paths, choice recognizers over a tokenizer',
    // It ships no tsconfig, and its sources are written without strict checks: the compiler reports
    // 133 errors with them and none without.
    extraOptions: { strict: false },
  },
  {
    spec: '@lightningjs/renderer@2.23.0',
    style:
      'held out: a WebGL and Canvas renderer for TV user interfaces, a tree of `CoreNode`s and `CoreTextNode`s behind a main-thread API (`RendererMain`, `INode` interfaces over `Omit<CoreNode, ...>`), texture, shader and effect classes registered in maps of their constructors and made by key (`Partial<ShaderMap>`), static methods giving defaults and cache keys, SDF and Canvas text renderers added to a map by module augmentation, a WebGL context wrapper, animations, with its tests',
    // Its entry points sit in `exports/`, beside `src/`.
    sourcePaths: ['src', 'exports'],
  },
  {
    spec: '@atproto/repo@0.9.1',
    style:
      'held out: the signed data repositories of a social protocol, a Merkle search tree of immutable `MST` nodes and `Leaf` entries loaded lazily from a block store, a walker and a diff over two trees, commits, CAR files streamed from async generators, block stores as an abstract class and its memory and layered implementations, a `BlockMap` and `CidSet`',
    // Its `tsconfig.json` only refers to others that extend its monorepo's base (not shipped):
    // measured as that base says (strict checks without `noImplicitAny`, CommonJS with Node's
    // resolution, ES2020 and ES2023's library). The compiler reports 39 errors without it and 2 with.
    extraOptions: ATPROTO_OPTIONS,
  },
  // The forty-first held-out round, measured before any rule was written for them.
  {
    spec: 'hls.js@1.7.4',
    style:
      'held out: an HTTP Live Streaming player over Media Source Extensions, an `Hls` class constructing dozens of controller classes named in its config (`new ControllerClass(this)`: `StreamController` and `AudioStreamController` over an abstract `BaseStreamController` over a `TaskLoop`, `LevelController` over `BasePlaylistController`, `BufferController`, `AbrController`, `EMEController`) that subscribe to its event hub with bound handlers (`hls.on(Events.LEVEL_LOADED, this.onLevelLoaded, this)`), playlist and fragment loaders, an M3U8 parser, demuxers of MPEG-TS, fMP4 and audio formats behind a transmuxer run inline or in a worker, remuxers writing MP4 boxes, AES decryption; the modules its bundle inlines (`eventemitter3`, a common media library) not installed',
    // It ships no tsconfig: measured as its repository's says (strict checks off, but null checks and
    // property initialisation on). The compiler reports 287 errors without it and 88 with, most of
    // them the build's flags (`__USE_SUBTITLES__`) and the modules its bundle inlines.
    extraOptions: { strict: false, strictNullChecks: true, strictPropertyInitialization: true },
  },
  {
    spec: '@maplibre/maplibre-gl-style-spec@26.11.0',
    style:
      'held out: the style specification of a vector map renderer, an expression language parsed from JSON arrays into classes implementing `Expression` (`Let`, `Match`, `Case`, `Interpolate`, `Coalesce`), each with a static `parse(args, context)`, `evaluate`, `eachChild` and `outputDefined`, found in a registry of constructors (`expressions[name]`), a `CompoundExpression` registering dozens of typed built-ins as definition tables, a `ParsingContext` checking types, style expressions zoom-constant or zoom-dependent, feature filters and legacy functions compiled to expressions, style validators as a table of functions calling each other (`validateObject`, `validateLayer`, `validateSource`), migrations, diffs, colors and padding value types; with its tests',
    // It ships no tsconfig: measured without strict checks, as its repository's says. The compiler
    // reports 937 errors with them and 90 without (its tests' `vitest` and the GeoJSON types its
    // tsconfig names are not installed).
    extraOptions: { strict: false },
  },
  {
    spec: '@segment/analytics-next@1.84.3',
    style:
      'held out: the browser client of an analytics service, an `Analytics` class over an emitter whose `track`, `page` and `identify` build events with an `EventFactory` and dispatch them through an `EventQueue` of plugins (before, enrichment, destination, after) from a core package, an `AnalyticsBrowser` buffering calls made before it loads (`PreInitMethodCallBuffer`), destinations loaded from a CDN as legacy or action plugins with middleware, a priority queue persisted to local storage with backoff, user and group identities over cookie, local and memory storages, the Segment.io delivery plugin batching over fetch; with its test helpers',
  },
  {
    spec: 'bson@7.3.4',
    style:
      'held out: the binary serialization format of a document database, value classes over an abstract `BSONValue` (`ObjectId`, `Long`, `Decimal128`, `Binary` and its `UUID` subclass, `Timestamp` extending a `Long` class cast to drop its overrides) with static constructors (`ObjectId.createFromHexString`, `Long.fromString`) and `toExtendedJSON`/`fromExtendedJSON`, a serializer and a deserializer as long modules of per-type functions chosen by type bytes, an `EJSON` object of functions, byte and number helpers as objects of functions (`ByteUtils`, chosen at load between a Node and a web implementation, `NumberUtils`), an on-demand parser of elements',
  },
  // The forty-second held-out round, measured before any rule was written for them.
  {
    spec: '@deck.gl/layers@9.4.0',
    style:
      'held out: the core layers of a WebGL and WebGPU visualization framework, a class per layer over the `Layer` and `CompositeLayer` of `@deck.gl/core` (`ScatterplotLayer`, `ArcLayer`, `PathLayer`, `SolidPolygonLayer`, `ColumnLayer` and its `GridCellLayer` subclass, `IconLayer` and its `MultiIconLayer` subclass, `BitmapLayer`), overriding lifecycle methods (`initializeState`, `updateState`, `draw`, `getShaders` through `super.getShaders({...})`) and keeping their models and helpers in a `state` field typed inline (`state!: {model?: Model; pathTesselator: PathTesselator}`) that its methods destructure, composite layers rendering sublayers (`GeoJsonLayer`, `PolygonLayer`, `TextLayer`: `this.getSubLayerClass(...)`, `this.getSubLayerProps(...)`), tesselators over a base class of the core, an icon atlas manager and a font atlas manager behind an LRU cache, GLSL and WGSL shaders as template strings in modules of their own, uniform blocks as shader module objects',
    // It ships no tsconfig: measured as its repository's says (strict checks but `noImplicitAny`,
    // ES2020, whose class fields are assigned rather than defined, so that a layer's `state!: {...}`
    // may narrow its base's, and ES2022's library with the DOM's). The compiler reports 102 errors
    // without it and none with.
    extraOptions: {
      target: 'ES2020',
      lib: ['DOM', 'DOM.Iterable', 'ES2022'],
      strict: true,
      noImplicitAny: false,
    },
  },
  {
    spec: '@antv/util@3.3.11',
    style:
      "held out: the utility library of a visualization suite, one small default-exported function per module (lodash-like `isArray`, `each`, `debounce`, `deepMix`, `groupBy`, `memoize`, `pullAt`, type guards; many of them function expressions held in a `const`, a dozen anonymous) re-exported by name from barrel modules (`export { default as remove } from './remove'`), color conversions, DOM helpers, SVG path parsing, conversion and measurement as chains of functions (`parsePathString` over a `PathParser` class and `scanSegment`, `path2Absolute`, `path2Curve`, `getTotalLength`), matrix and vector helpers over `gl-matrix`",
    // It ships no tsconfig: measured without strict checks, as its repository's says. The compiler
    // reports 173 errors with them and none without.
    extraOptions: { strict: false },
  },
  {
    spec: '@radix-ui/themes@3.3.0',
    style:
      "held out: a React component library in TSX over unstyled primitives (`radix-ui`), components as `React.forwardRef` arrow functions with a `displayName`, compound components as parts exported under one namespace (`Dialog.Root`, `Dialog.Content`), props declared as tables of prop definitions (`dialogContentPropDefs`) turned into class names and styles by `extractProps`, responsive values, a `Theme` provider and its context read by `useThemeContext`, a theme panel; React's types from its peer dependencies",
  },
  {
    spec: 'node-opcua-server@2.186.4',
    style:
      'held out: the server of an industrial machine-to-machine protocol (OPC UA) for Node, an `OPCUAServer` over an `OPCUABaseServer` that runs each request of a secure channel through a method looked up on `this` by a name built from the request type (`_on_CreateSessionRequest`, `_on_ReadRequest`, `_on_BrowseRequest`) and a shared `_apply_on_SessionObject` with nested `sendResponse` and `sendError` functions, a `ServerEngine` holding sessions and the address space, `ServerSession`, `Subscription`, `MonitoredItem` and a `ServerSidePublishEngine` as event emitters implementing interfaces of sibling packages, endpoints over TCP, registration with discovery servers, user managers, module functions with a typed `this` run through `.call(this, ...)`, callback forms of promise methods assigned to the prototype (`OPCUAServer.prototype.shutdown = withCallback(...)`)',
    // Its sources sit in `source/`, beside the compiled `dist/`.
    sourcePaths: ['source'],
  },
  // The forty-third held-out round, measured before any rule was written for them.
  {
    spec: '@gltf-transform/core@4.5.1',
    style:
      "held out: the core of a 3D asset format's (glTF) SDK, a `Document` whose `Root` lists the properties of a class hierarchy over the graph of a package of its own (`Property` over `property-graph`'s `GraphNode`, `ExtensibleProperty`, then `Node`, `Mesh`, `Primitive`, `Material`, `Texture`, `Accessor`, `Buffer`, `Scene`, `Animation`, `Skin`, `Camera`) with getters and setters over references (`this.getRef('mesh')`, `this.setRef(...)`, `this.listRefs(...)`), `copy(other: this, ...)` and `equals(other: this)` overridden, an abstract `Extension` whose hook methods extensions override, a reader and a writer over contexts (`GLTFReader.read`, `GLTFWriter.write`), I/O classes per platform over an abstract `PlatformIO` (`NodeIO`, `WebIO`, `DenoIO`), classes of static helpers (`BufferUtils`, `ImageUtils`, `MathUtils`)",
  },
  {
    spec: '@rjsf/utils@6.11.1',
    style:
      'held out: the utilities of a library of forms generated from JSON schemas, one default-exported function per module (`getUiOptions`, `getWidget`, `toErrorList`, `mergeSchemas`, `enumOptionsSelectValue`), schema functions taking a validator and the root schema and calling each other (`retrieveSchema`, `getDefaultFormState`, `getClosestMatchingOption`, `toPathSchema`) that a `SchemaUtils` class, returned by `createSchemaUtils`, wraps, all generic over the form data, schema and context types, an `ErrorSchemaBuilder` class, a schema parser over a `ParserValidator`, a few React hooks and components in TSX',
    // Its modules import each other by their `.ts` paths (`./noop.ts`), as its build allows.
    // The compiler reports 305 errors without it and 11 with.
    extraOptions: { allowImportingTsExtensions: true },
  },
  {
    spec: '@blueprintjs/table@6.2.6',
    style:
      "held out: a spreadsheet-like table component for React in TSX, class components over React's `Component` and `PureComponent` and Blueprint's `AbstractComponent` (`Table`, `TableBody`, `TableBodyCells`, `ColumnHeader` and `RowHeader` rendering a shared `Header`, a `TableQuadrantStack` of `TableQuadrant`s, `Cell`, `EditableCell`), interaction components (`DragSelectable`, `Resizable`, `Draggable` over a `DragEvents` class), a `Grid` computing the rects of rows, columns and cells, handed down through props (`this.props.grid`), and a `Locator` mapping client points to them, regions as static methods of a `Regions` class, helpers as objects of functions (`Utils`, `Clipboard`) and modules imported as namespaces (`import * as Classes`); with its tests (34 files, over `enzyme` and `@testing-library/react`, which it does not install) and their `ElementHarness`",
  },
  {
    // 7.2.3, not 7.2.4: 7.2.4 pins a `@azure/msal-common` released after the day its dependencies
    // are taken as of.
    spec: '@azure/msal-node@7.2.3',
    style:
      "held out: the Node client of an OAuth 2.0 / OpenID Connect identity platform over its common core (`@azure/msal-common`), public and confidential client applications over an abstract `ClientApplication`, token flows as clients over an abstract `BaseClient` (device code, client credentials, on-behalf-of, username and password), a `ManagedIdentityApplication` trying managed identity sources over an abstract `BaseManagedIdentitySource` (`AppService`, `AzureArc`, `Imds`, `ServiceFabric`, `CloudShell`, `MachineLearning`) with retry policies, a `NodeStorage` over the core's `CacheManager` and a serializable `TokenCache`, an HTTP client with retries, a loopback server awaiting the authorization code's redirect, classes implementing the core's interfaces (`CryptoProvider implements ICrypto`, `DistributedCachePlugin implements ICachePlugin`, `HttpClient implements INetworkModule`)",
  },
  // The forty-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@stryker-mutator/instrumenter@10.1.1',
    style:
      "held out: the code instrumenter of a mutation-testing framework, an `Instrumenter` class (its collaborators injected with typed-inject, `static inject = tokens(...)`) that parses JavaScript, TypeScript, HTML and Svelte files into Babel's AST or its own (`createParser`, a parser per format), transforms them per format (`transform` switching to `transformBabel`, `transformHtml` and `transformSvelte`, which call back the `transform` of their context for the scripts they hold) and prints them back, mutators as object literals typed by a `NodeMutator` interface whose generator method `mutate(path)` yields replacement nodes (`booleanLiteralMutator`, `arithmeticOperatorMutator`, one with an optional `filter`), mutant placers as object literals typed `MutantPlacer` (expression, statement, switch case), a `MutantCollector`, bookkeepers of `// Stryker disable` directives (a chain of rules) and of ignorers, helpers over Babel's types and traverse",
  },
  {
    spec: '@boost/cli@5.0.0',
    style:
      "held out: a framework of interactive command line programs rendered with React and Ink in TSX, a `Program` over a `CommandManager` (over `@boost/common`'s `Contract`) registering commands, parsing the argv with `@boost/args`, running middleware and rendering a command's result or its errors, events of `@boost/event` (`this.onBeforeRun.emit([argv])`), an abstract `Command` whose options and params are declared by property decorators (`@Arg.Flag(...)`), by property initializers that return an object literal registering itself (`Arg.flag(...)` through `createOptionInitializer`) or by static properties, validated metadata, help and prompt components (`Help`, `Select`, `MultiSelect`, `Input`, `Confirm`) over hooks, helpers running commands and programs against mock streams; React ships no types and its dependencies bring none",
  },
  {
    spec: 'typesense@3.1.0',
    style:
      "held out: the client of a search engine's HTTP API, a `Client` whose accessors return a class per endpoint, for a collection of resources and for one (`client.collections('books').documents('id').retrieve()`: `Collections` and `Collection`, `Documents` and `Document`, `Keys` and `Key`, aliases, analytics rules, presets, stopwords, synonym and curation sets, conversation models), made on first use and kept in records keyed by id behind overloaded accessors (`documents(): Documents<T>; documents(id: string): Document<T>`), every request through one `ApiCall` class over axios choosing among nodes with health checks and retries, streaming responses, a `RequestWithCache` of searches, a search-only client, imports and exports of documents as JSON lines, an error class per HTTP status",
  },
  {
    spec: '@deepkit/type@1.0.19',
    style:
      "held out: the run-time type system of a TypeScript framework, types reflected from bytecode its compiler emits (`Processor`, a stack machine of `ReflectionOp`s), the `Type` tree as interfaces by kind with type guards, `ReflectionClass`, `ReflectionProperty` and `ReflectionMethod` over it, annotations as `AnnotationDefinition`s, several of them anonymous subclasses instantiated in place (`export const primaryKeyAnnotation = new class extends AnnotationDefinition {...}('primaryKey')`), serializers, validators and type guards compiled to JavaScript from templates registered per kind in the `TemplateRegistry`s of a `Serializer` (`TemplateState`, `JitStack`, the `CompilerContext` of `@deepkit/core`), fluent decorators built from API classes (`createFluidDecorator`), assignability of types (`isExtendable`), change detection and snapshots",
    sourcePaths: ['src', 'index.ts'],
  },
  // The forty-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@splidejs/splide@4.1.4',
    style:
      "held out: a slider and carousel for the DOM, a `Splide` class mounting components made by factory functions, each taking the slider, the other components and the options and returning an object of closures (`function Move(Splide, Components, options): MoveComponent { … return { mount, move, jump, … } }`: `Elements`, `Slides` over `Slide` objects, `Layout`, `Clones`, `Move`, `Controller`, `Arrows`, `Autoplay`, `Cover`, `Scroll`, `Drag`, `Keyboard`, `LazyLoad`, `Pagination`, `Sync`, `Wheel`, `Live`), which destructure each other's functions (`const { slideSize, getPadding } = Components.Layout`), an `EventInterface` over an event bus and an `EventBinder`, a `State` and `Throttle`/`RequestInterval` as closures too, `Fade` and `Slide` transitions, a `SplideRenderer` of static HTML, DOM, array, object and math helpers one per folder; with its tests (102 files over Jest, which it does not install, 56 of them importing test helpers it does not ship)",
    // It ships no tsconfig: measured without strict checks, under which its sources compile. The
    // compiler reports 155 errors outside the tests with them and 2 without.
    extraOptions: { strict: false },
  },
  {
    spec: '@apollo/federation-internals@2.14.4',
    style:
      'held out: the internals of a GraphQL federation, a mutable schema model as a deep hierarchy of generic classes (`Element<TParent>` over `SchemaElement`, `NamedSchemaElement`, `BaseNamedType`, then `ObjectType`, `InterfaceType`, `UnionType`, `EnumType`, `InputObjectType`, `FieldDefinition<TParent>`, `ArgumentDefinition`, `Directive`, `DirectiveDefinition`) held through union aliases (`NamedType`, `CompositeType`, `InputType`) narrowed by guards (`isObjectType`), `kind` discriminants and an assertion function, a `Schema` with a blueprint, operations and selection sets (`Operation`, `SelectionSet`, `FieldSelection`, `FragmentSelection` over an `AbstractSelection`) normalized, rebased and validated, subgraphs and their `FederationMetadata`, feature specifications as `FeatureDefinition` subclasses registering directive specifications whose argument types are callbacks (`type: (schema) => schema.stringType()`), the extraction of subgraphs from a supergraph, the upgrade of federation 1 schemas, the removal of inaccessible elements; 36 long files (22,420 lines)',
  },
  {
    spec: '@shopify/flash-list@2.3.2',
    style:
      'held out: a recycling list view for React Native in TSX, a `FlashList` over a `RecyclerView` function component whose hooks (`useRecyclerViewManager`, `useRecyclerViewController`, `useLayoutState`, `useRecyclingState`, `useOnLoad`, `useBoundDetection`) drive a `RecyclerViewManager` class, layout managers over an abstract `RVLayoutManager` (`RVLinearLayoutManagerImpl`, `RVGridLayoutManagerImpl`, `RVMasonryLayoutManagerImpl`) whose class is chosen from the props and checked with `instanceof` a variable, an engaged-indices tracker behind an interface of function-typed properties (`getEngagedIndices: () => ConsecutiveNumbers`), a `ConsecutiveNumbers` range, a `RenderStackManager` recycling keys, viewability managers, sticky headers, platform files (`.web.ts`, `.ios.ts`), benchmark hooks; React ships no types and its dependencies bring none',
  },
  {
    spec: 'xrpl@5.3.0',
    style:
      "held out: the client library of a blockchain ledger (the XRP Ledger), a `Client` over a `Connection` (a websocket with a `RequestManager` of pending requests, a `ConnectionManager` and exponential backoff) with overloaded generic `request`, `requestAll`, `autofill`, `submit` and `submitAndWait` and sugar functions in modules of their own, 80 transaction types as interfaces each with a `validateX(tx: Record<string, unknown>)` calling shared validators that take field checkers as values (`validateRequiredField(tx, 'Destination', isAccount)`), request and response models of the ledger's methods, ledger entry types, a `Wallet` signing through `ripple-keypairs` and `ripple-binary-codec`, a SHAMap of inner and leaf nodes over an abstract `Node` for hashes, unit and time conversions, confidential transfers, a metadata validator running an array of object literals each with its own `validate`",
  },
  // The forty-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@ditsmod/core@2.61.1',
    style:
      "held out: the core of a Node.js web framework built on a dependency injector in the manner of Angular's reflective one, an `Injector` resolving providers (`{ token, useClass }`, `useValue`, `useFactory`, `useToken`, multi-providers) into child injectors per application, module, route and request (`resolveAndCreate`, `resolveAndCreateChild`, `createChildFromResolved`) with overloaded generic `get` and `pull` (`get<T>(token: Class<T> | InjectionToken<T>): T`), decorators made by factories (`makeClassDecorator`, `makePropDecorator`, `makeParamDecorator`: `@injectable`, `@inject`, `@featureModule`, `@rootModule`, `@controller`, `@route`, `@guard`) read back through a reflector, a `ModuleManager` and a `ModuleFactory` normalizing module metadata, an imports resolver, extensions run in groups by an `ExtensionsManager`, an `AppInitializer`, a fluent `Providers` builder whose methods return `this.self`, HTTP frontends, backends and interceptors with guards chained by a `ChainMaker`, log and error mediators; its modules import each other through subpath aliases (`#di`, `#utils/*`, `#logger/*`) that its tsconfig maps to the sources",
  },
  {
    spec: '@tamagui/web@3.3.3',
    style:
      "held out: the style engine of a universal UI kit for React and React Native in TSX, `createComponent` (2,462 lines) and `styled()` making components from static configs with variants, a `getSplitStyles` (4,273 lines) splitting props into styles, pseudo and media states, CSS rules and native styles, `createTamagui` building a configuration of tokens, themes, fonts, shorthands and media queries (`createTokens`, `createVariables`, `createFont`), theme state and proxies reached through hooks (`useTheme`, `useThemeState`, `useMedia`, `useComponentState`, `useSplitStyles`), styled contexts (`createStyledContext`), views (`View`, `Text`, `Theme`, `TamaguiProvider`, `Slot`), DOM primitives and host facades, many helpers one per file, native twins of files (`.native.ts`, `.native.tsx`); React ships no types, so JSX and hooks are untyped (the compiler reports 593 errors, 375 of them `process` without Node's types)",
  },
  {
    spec: '@msagl/core@1.1.24',
    style:
      "held out: automatic graph layout and edge routing ported from C# (Microsoft's MSAGL), computational geometry over an `ICurve` interface implemented by `Curve`, `Polyline`, `LineSegment`, `BezierSeg` and `Ellipse`, `Point` and `Rectangle` value classes with dozens of static helpers, R-trees of `RectangleNode<T, P>`, red-black trees, constrained Delaunay triangulations (`Cdt`, `CdtSweeper`, `CdtTriangle` with its edges in a `ThreeArray<T>`), a layered (Sugiyama) layout, MDS and incremental (force-directed) layouts, overlap removal, a projection solver, rectilinear and spline routers with edge bundling, nudging and visibility graphs; `GeomGraph`, `GeomNode`, `GeomEdge` and `GeomLabel` over a graph of entities with attributes; generator methods and getters returning `IterableIterator<T>`, static factory methods without return types (`static mkPP(…) { const r = new Rectangle(…); …; return r }`), old-style `<T>x` assertions, `Stack` and `Queue` from small npm packages; 342 files, 66,419 lines, written without strict checks",
    // It ships no tsconfig: measured without strict checks, under which its sources compile. The
    // compiler reports 3 errors without them.
    extraOptions: { strict: false },
  },
  {
    spec: '@sanity/client@8.15.0',
    style:
      "held out: the JavaScript client of a headless CMS's HTTP API, two parallel client classes (`ObservableSanityClient` returning RxJS observables and `SanityClient` returning promises), a pair of resource clients per area in the same manner (`ObservableAssetsClient` and `AssetsClient`, whose promises wrap the same requests in `lastValueFrom`; datasets, projects, users, releases, agent actions, comments, media library) and a `LiveClient`, data methods as module functions taking the client and its `httpRequest` (`_fetch`, `_getDocument`, `_mutate`, `_action`), a patch builder and transactions over base classes (`BasePatch`, `Patch`, `ObservablePatch`, `BaseTransaction`), listening over EventSource, content source maps (`csm`) walked and resolved to edit URLs, stega encoding of source maps into strings, get-it HTTP middleware, config validation; some modules import the package by its own name (`@sanity/client`, `@sanity/client/csm`)",
    // A checkout has no build, to which the package's exports point: its own name is the sources.
    extraOptions: {
      baseUrl: '.',
      paths: {
        '@sanity/client': ['src/index.ts'],
        '@sanity/client/csm': ['src/csm/index.ts'],
        '@sanity/client/stega': ['src/stega/index.ts'],
      },
    },
  },
  // The forty-seventh held-out round, measured before any rule was written for them.
  {
    spec: '@solana/web3.js@1.98.4',
    style:
      "held out: the JavaScript SDK of a blockchain (Solana's web3.js 1.x), a `Connection` class of 6,961 lines over JSON-RPC and websockets with some 170 methods, many of them overloaded (`sendTransaction(transaction: Transaction, signers: Array<Signer>)` and `sendTransaction(transaction: VersionedTransaction, options?)`, told apart by `'version' in transaction`), checking responses against superstruct schemas (`create(unsafeRes, jsonRpcResultAndContext(nullable(AccountInfoResult)))`), legacy and versioned transactions and messages (`Transaction`, `VersionedTransaction`, `Message`, `MessageV0`, `MessageAccountKeys`, `CompiledKeys`) encoded through buffer layouts, a `PublicKey` value class over a borsh `Struct`, `Keypair`, programs as classes of static instruction builders beside classes of static decoders (`SystemProgram.transfer(…)`, `SystemInstruction.decodeTransfer(…)`; stake, vote, compute budget, address lookup tables, Ed25519 and secp256k1), a `Loader` and `BpfLoader` writing programs in chunks, account data decoders (`NonceAccount`, `VoteAccount`, `ValidatorInfo`), send-and-confirm helpers, errors carrying logs; `bn.js`, `bs58` and `node-fetch` ship no types",
    // It ships no tsconfig: measured with Node's module resolution, under which `rpc-websockets`
    // resolves (its exports have only `browser` and `node` conditions, which a bundler's resolution
    // does not match), and with esModuleInterop, for its default imports of CommonJS modules
    // (`agentkeepalive`, `jayson`). The compiler reports 8 errors, of the modules without types.
    extraOptions: { moduleResolution: 'node', esModuleInterop: true },
  },
  {
    spec: '@loaders.gl/core@4.5.4',
    style:
      "held out: the core of a framework of data loaders (vis.gl's loaders.gl), functional: `load`, `parse`, `parseSync`, `parseInBatches`, `loadInBatches`, `encode` and `selectLoader` as module functions with overloads, over loaders that are object literals checked with `satisfies` (`NullLoader`, whose `parseInBatches` is an async generator function expression), async iterators made from array buffers, blobs, strings and streams (`makeIterator`), loader options normalized and merged with defaults kept in a global state, a loader context, `fetchFile` and `FetchError`, a browser filesystem class, registered loaders; its types come from sibling packages (`@loaders.gl/loader-utils`, `@loaders.gl/schema`)",
  },
  {
    spec: 'react-native-gesture-handler@3.5.0',
    style:
      "held out: gestures for React Native in TSX, two APIs side by side: gesture builders as a class hierarchy (`Gesture`, `BaseGesture<T>`, `ContinousBaseGesture<T>`, then `PanGesture`, `TapGesture`, `LongPressGesture`, `NativeGesture`, `HoverGesture`, …, composed by `SimultaneousGesture` and `ExclusiveGesture`) whose configuration methods return `this`, made by an object literal of arrow functions (`GestureObjects`, imported as `Gesture`: `Gesture.Pan()`) and attached by a `GestureDetector`, and version 3's hooks (`usePanGesture`, `useTapGesture`, …) with host, virtual and intercepting detectors; a web implementation as a class hierarchy of handlers over an abstract `GestureHandler` implementing `IGestureHandler` (`PanGestureHandler`, `NativeViewGestureHandler`, `FlingGestureHandler`, …) kept by a static `NodeManager`, run by a `GestureHandlerOrchestrator` and an `InteractionManager` over pointer, keyboard and wheel event managers, the native module's web methods as an object literal exported by default (`RNGestureHandlerModule.web.ts`); buttons, `Pressable` over a `PressableStateMachine`, `ReanimatedSwipeable`, `ReanimatedDrawerLayout`, touchables; platform files (`.web.tsx`, `.android.tsx`, `.windows.ts`); React's types come with a dependency's (`@types/react-test-renderer`), while Reanimated and Worklets, imported but not depended on, are missing",
  },
  {
    spec: '@eclipse-glsp/server@2.8.0',
    style:
      "held out: the server framework of a graphical language server platform (Eclipse GLSP) assembled by dependency injection with inversify: container modules as classes (`GLSPModule`, `ServerModule`, `DiagramModule`, `GModelDiagramModule`) binding services to symbols named like their interfaces (`export const ActionDispatcher = Symbol('ActionDispatcher')` beside `export interface ActionDispatcher`) and multi-bindings of handlers, services injected into properties (`@inject(Logger) protected logger: Logger`), a child container per client session made by a `DefaultClientSessionFactory` and configured by `ClientSessionInitializer`s, action and operation handlers in registries over a generic `Registry<K, V>`, which interfaces extend (`interface ContextEditValidatorRegistry extends Registry<string, ContextEditValidator> {}`), an `ActionDispatcher` over a queue, commands and a command stack with undo and redo, recording commands over JSON patches, the graphical model's index, serializer, state and storage, features (navigation, validation, direct editing, layout, popups, context actions, clipboard, progress), JSON-RPC launchers over sockets, websockets and workers; the protocol's actions, types and classes come from a dependency (`@eclipse-glsp/protocol`)",
    // Its services are injected by inversify's decorators. The compiler reports 103 errors, 95 of
    // them properties injected without an initializer under strict checks.
    extraOptions: { experimentalDecorators: true },
  },
  // The forty-eighth held-out round, measured before any rule was written for them.
  {
    spec: '@gorhom/bottom-sheet@5.2.14',
    style:
      "held out: a bottom sheet for React Native in TSX, function components wrapped in `memo(forwardRef(…))` (`BottomSheet`, `BottomSheetModal` and its provider, backdrops, handles, footers, touchables, scrollables made by `createBottomSheetScrollableComponent`), their logic in hooks over Reanimated's shared values and worklets (`useAnimatedLayout`, `useAnimatedDetents`, `useAnimatedKeyboard`, `useScrollHandler`, `useGestureEventsHandlersDefault`) and gesture handlers, internal and external contexts read through hooks, imperative handles, small utilities one per file, platform files (`.web.ts`, `.web.tsx`, `.android.tsx`); React's types come with its peer `@types/react`",
  },
  {
    spec: '@wagmi/core@3.6.5',
    style:
      "held out: the core of a library of Ethereum wallet and chain actions over viem, functional: actions as module functions taking the config first (`getBalance(config, parameters)`, `readContract`, `writeContract`, `switchChain`, `watchBlockNumber`, …), a query-options factory beside each for TanStack Query (`getBalanceQueryOptions(config, options)`), a config made by `createConfig` as an object literal of getters, methods and nested literals over zustand stores, connectors made by `createConnector((config) => ({ … }))`, an arrow returning an object literal of methods that call one another through `this` (`injected`, `mock`, and the Tempo chain's `tempoWallet`, `webAuthn` and `dangerous_secp256k1` through a shared `_setup`), reached by calls through a `Connector` type (`ReturnType<CreateConnectorFn> & { emitter; uid }`), an `Emitter` class over eventemitter3, storages as object literals (`createStorage`, `cookieStorage`, `noopStorage`), transports, the Tempo chain's actions as functions in modules of their own (`token`, `dex`, `amm`, `fee`, `policy`, `zone`)",
    // Its optional peer `accounts` needs a version of `mppx` that the registry did not have then.
    // The compiler reports 10 errors: 2 of the module `accounts`, 6 of test helpers it does not
    // ship, 2 of a newer TanStack Query's types.
    unavailableDependencies: ['accounts'],
  },
  {
    spec: '@powersync/common@2.3.0',
    style:
      'held out: the common API of a client that syncs a local SQLite database with a server (PowerSync), class-heavy and interface-heavy: the database as an interface of some 40 members (`CommonPowerSyncDatabase`, besides those of `SqlExecutor` and `DBGetUtils`) implemented in other packages, an abstract `DBAdapter` and an abstract `LockContext` whose methods build on one another (`getAll` and `get` over `execute` over `executeRaw`), a `TransactionImplementation` wrapping a lock context, SQL run in callbacks given a lock or a transaction (`db.writeTransaction((tx) => tx.execute(…))`, `this.readLock((ctx) => ctx.getAll(…))`), a schema as classes (`Schema`, `Table`, `Column`, `Index`, `IndexedColumn`, `RawTable`) serialized by `toJSON`, an attachment queue with its context, syncing service and storage adapters behind interfaces, watched queries with comparators and differential processors, a trigger manager, sync status classes, a `BaseObserver`; no dependencies',
  },
  {
    spec: '@motion-canvas/2d@3.17.2',
    style:
      "held out: the 2D renderer of an animation library in TSX with its own JSX runtime, a class hierarchy of scene nodes (`Node` of 1,949 lines, then `Shape`, `Layout`, `Rect`, `Circle`, `Txt`, `Code`, `Img`, `Video`, `SVG`, `Latex`, `Camera`, `View2D`, `Curve` and its `Line`, `Spline`, `Path`, `Polygon`, `Bezier` subclasses) whose properties are signals declared by decorators (`@signal()`, `@initial(…)`, `@computed()`, `@vector2Signal()`, `@colorSignal()`) on fields typed with `@motion-canvas/core`'s `Signal` and `SimpleSignal` and read by calling them (`this.parent()?.localToWorld()`, `this.children()`), animations as generator methods (`*tweenSvg`), curve segments as a class hierarchy (`Segment`, `LineSegment`, `ArcSegment`, `CircleSegment`, `PolynomialSegment` and its `CubicBezierSegment` and `QuadBezierSegment`), code blocks with a `CodeSignal`, a Lezer highlighter and diffs, filters, gradients and patterns, a `Scene2D` over the core's generator scene; with its tests (10 files over Vitest)",
    // Its library compiles JSX with its own runtime, which its tsconfig names by a path into its
    // sources (`@motion-canvas/2d/src/lib`), mapped here, and declares signals with decorators.
    // Its editor plugin (`src/editor`, over Preact, which it does not install) is left out. The
    // compiler reports 10 errors: `import.meta.hot`, markdown its build imports, a module without
    // types.
    sourcePaths: ['src/lib'],
    extraOptions: {
      experimentalDecorators: true,
      jsx: 'react-jsx',
      jsxImportSource: '@motion-canvas/2d/src/lib',
      baseUrl: '.',
      paths: { '@motion-canvas/2d/src/lib/*': ['src/lib/*'] },
    },
  },
  // The forty-ninth held-out round, measured before any rule was written for them.
  {
    spec: 'stream-chat@9.53.0',
    style:
      "held out: the JavaScript client of a chat service's API, class-heavy: a `StreamChat` client of 5,536 lines holding active channels in a map (`activeChannels: { [key: string]: Channel }`) and dispatching events to them, a `Channel` of 2,560 lines with its `ChannelState`, threads, polls, reminders and notifications, each with a manager over an abstract `WithSubscriptions`, state kept in generic stores (`StateStore<T>`, read through `getLatestValue()` and `subscribeWithSelector`), a message composer whose parts (`TextComposer`, `AttachmentManager`, `LinkPreviewsManager`, `PollComposer`, `LocationComposer`) reach the client and the channel through getters without written return types (`get client() { return this.composer.client; }`), middleware executors (subclasses of a generic `MiddlewareExecutor`) running chains of middleware made by factory functions (`createUploadErrorHandlerMiddleware(composer)`), search sources over `BaseSearchSource<T>`, paginators over `BasePaginator<T>`, an abstract offline database, a websocket connection with a long-poll fallback, axios",
  },
  {
    spec: 'ix@7.0.0',
    style:
      "held out: the Interactive Extensions (operators over iterables and async iterables, RxJS's counterpart for pull sequences), functional by its API: abstract `IterableX<T>` and `AsyncIterableX<T>` with `pipe(...operations)`, each operator a subclass in a file of its own (`MapAsyncIterable extends AsyncIterableX`, whose `async *[Symbol.asyncIterator](signal)` pulls its source's iterator through `it.next()`) beside a pipeable function returning it (`map(selector)` returns `function mapOperatorFunction(source) { return new MapAsyncIterable(…) }`), the same operators added to the classes' prototypes by 196 modules of `add/` (`AsyncIterableX.prototype.map = mapProto`, with a `declare module` augmentation of the class), an `AsyncSink` implementing `AsyncIterableIterator`, abort signals, conversions from and to observables, promises, DOM streams and Node streams; Node's types are not loaded (`NodeJS.ReadableStream`, `stream` unresolved)",
    // The compiler reports 48 errors, all of Node's types, which its dependency `@types/node` has
    // but the reference, as for every corpus, does not load unasked.
  },
  {
    spec: 'react-native-paper@5.15.4',
    style:
      "held out: Material Design components for React Native in TSX, function components (`Button`, `TextInput` with its flat and outlined variants, `Menu`, `Tooltip`, `Snackbar`, `Banner`, `BottomNavigation`, `DataTable`, `List`, `FAB`, `Chip`) with compound parts as statics (`CardComponent.Title = CardTitle`), themes read through hooks (`useInternalTheme`) and a higher-order component (`withInternalTheme`), several exported wrapped (`export default forwardRef(Button)` through its own typed `forwardRef`, `React.memo(InputLabel)`, `withInternalTheme(Portal)`, `Animated.createAnimatedComponent(…)`), portals over class components (`PortalHost`, `PortalManager`), Animated values, platform files (`TouchableRipple.native.tsx`, `BackHandler.native.tsx`) that its tsconfig's `moduleSuffixes` prefer; React without types (its peer `react` ships none, and nothing it installs brings `@types/react`)",
    // Its modules import types from the package root (`src/types`) and its own name, and `.native`
    // files win over plain ones, as the tsconfig of its repository says (`baseUrl`, `paths`,
    // `moduleSuffixes`); the package ships none. The compiler reports 435 errors, 165 of them
    // modules without types (`react`, `color`).
    tsconfig: {
      compilerOptions: {
        baseUrl: '.',
        paths: {
          'react-native-paper': ['./src/index'],
          'react-native-paper/react-navigation': ['./src/react-navigation'],
        },
        esModuleInterop: true,
        jsx: 'react',
        lib: ['esnext', 'dom'],
        moduleSuffixes: ['.ios', '.native', '.android', ''],
        module: 'esnext',
        moduleResolution: 'node',
        resolveJsonModule: true,
        strict: true,
        target: 'esnext',
      },
      include: ['src'],
    },
  },
  {
    spec: 'jsdoc-type-pratt-parser@8.0.0',
    style:
      'held out: a Pratt parser of JSDoc, Closure and TypeScript type expressions, functional: a `Lexer` and a `Parser` class (`parseType`, `parseIntermediateType`, `consume`, `acceptLexerState`), parslets as functions made by `composeParslet({ name, accept, precedence, parsePrefix: (parser) => …, parseInfix: (parser, left) => … })`, whose options are a union of intersections (`ComposePrefixParsletOptions | ComposeInfixParsletOptions | (ComposePrefixParsletOptions & ComposeInfixParsletOptions)`), or by factories of them taking flags (`createKeyValueParslet({ allowOptional, … })`), grammars as arrays of parslets, nested parsers over a base parser (`new Parser(pathGrammar, parser.lexer, parser)`), transforms as objects of rules per node type (`stringify`, `catharsisTransform`, `jtpTransform`, `simplify`), a visitor; no dependencies. Its newer versions ship no sources',
    // The compiler reports 17 errors: regular expression flags its target lacks, and `estree`, whose
    // types it imports without depending on them.
  },
  // The fiftieth held-out round, measured before any rule was written for them.
  {
    spec: 'cojson@0.20.19',
    style:
      "held out: the core of a local-first database of collaborative values (Jazz's CoJSON), class-heavy: a `LocalNode` holding the loaded values, a `CoValueCore` of 2,209 lines per value verifying signed and encrypted transactions (`VerifiedState`), a `SyncManager` of 1,770 lines exchanging known states and content with peers (`PeerState`) through priority queues, value classes over it in a hierarchy of generics (`RawCoMap`, then `RawGroup` with its roles and keys and `RawAccount`; `RawCoList`, then `RawCoPlainText`; `RawCoStream`, `RawBinaryCoStream`), storage behind a `StorageAPI` interface (`StorageApiSync`, `StorageApiAsync`) over SQLite clients (`SQLiteClient`, `SQLiteClientAsync` implementing `DBClientInterfaceAsync`), crypto providers as subclasses of an abstract `CryptoProvider` (`WasmCrypto`, `NapiCrypto`, `RNCrypto`) over native dependencies, permissions, a garbage collector, message channels; with its tests and their helpers (77 files in `src/tests`, over Vitest), which make their nodes and accounts through helpers without written return types (`setupTestNode()`, ending `const ctx = { node, … }; return ctx;`, `setupTestAccount()`, `loadCoValueOrFail(node, id)`)",
    // The compiler reports 413 errors, 194 of them timers and other globals of Node and the DOM
    // (`setTimeout`, `queueMicrotask`), whose types its `lib` leaves out and the reference does not load.
  },
  {
    spec: '@evolu/common@8.11.0',
    style:
      "held out: the common library of a local-first platform (Evolu), functional: a `Result` type made and read by functions (`ok`, `err`, `trySync`, `tryAsync`), tasks as functions of a runner (`type Task<T, E, D> = (run: Run<D>) => Awaitable<Result<T, E>>`, `createRun()`) with combinators (`retry`, `timeout`, `race`, schedules), a run-time type system of branded types made by factories (`brand`, `object`, `union`, `array`, `Type.between(1, 2)(Type.Number)`) with error formatters per type and, in `intl/`, per locale (43 modules of `export const formatArrayError: TypeErrorFormatter<ArrayError> = (error) => …`, re-exported as namespaces, `export * as ar from './ar.ts'`), dependencies passed as objects of functions made by `create…` factories (`createConsole`, `createStore`, `createRef`, `createSqlite`), the local-first database (`createEvolu`), its protocol, owners, timestamps and relay over SQLite through Kysely, WebSockets and workers with test doubles; relative imports written with `.ts` extensions; with its tests (47 files, 74,092 lines, over `node:test`, whose types are not loaded), one of which imports the package by its own name (`from '@evolu/common/intl'`), which its exports resolve to the built declarations it ships",
    // Its repository's configuration for its libraries: Node's resolution, the newest standard
    // library and the DOM's; the package ships no tsconfig. The compiler reports 205 errors, 54 of
    // them Node's modules (`node:test`), whose types the reference does not load.
    tsconfig: {
      compilerOptions: {
        lib: ['dom', 'esnext'],
        module: 'NodeNext',
        target: 'es2022',
        strict: true,
        exactOptionalPropertyTypes: true,
        esModuleInterop: true,
        rewriteRelativeImportExtensions: true,
        verbatimModuleSyntax: true,
        resolveJsonModule: true,
      },
      include: ['src'],
    },
  },
  {
    spec: '@patternfly/react-table@6.6.1',
    style:
      "held out: the table of a React design system (PatternFly) in TSX, function components (`Table`, `Thead`, `Tbody`, `Tr`, `Th`, `Td`, `Caption`, `ExpandableRowContent`, `ActionsColumn`) made by `forwardRef` around inner components, cells decorated by transforms and formatters (`sortable`, `selectable`, `collapsible`, `cellActions`, `wrappable`, `info`) applied by functions over arrays of them, a deprecated class component `Table` (`class Table extends Component<TableProps, {}>`) with its `TableHeader` and `TableBody` over class components (`BaseHeader`, `BaseBody`, `BodyRow`, `RowWrapper`) and a `Provider` of a context made by `createContext`, and 79 examples, demos and tests that import the package by its own name (`from '@patternfly/react-table'`), which a checkout resolves to the built package, not to the sources; its sibling packages' components and styles come from dependencies; React without types (its peer `react` ships none)",
    // Its repository's tsconfig maps `*/deprecated` to the deprecated components, compiles JSX for
    // React and checks without `strictNullChecks`; the package ships none. The compiler reports 3,854
    // errors, most of them of React without types (2,059 JSX tags wanting `React` in scope), 80 imports
    // of `react` and 64 of the package's own name, which resolves to nothing here.
    tsconfig: {
      compilerOptions: {
        jsx: 'react',
        lib: ['es2015', 'dom'],
        target: 'es2015',
        module: 'es2015',
        moduleResolution: 'node',
        esModuleInterop: true,
        importHelpers: true,
        strict: true,
        strictNullChecks: false,
        isolatedModules: true,
        baseUrl: '.',
        paths: { '*/deprecated': ['./src/deprecated'] },
      },
      include: ['./src/*', './src/**/*'],
    },
  },
  {
    spec: 'hardhat@3.18.0',
    style:
      "held out: a development environment and command line tool for Ethereum smart contracts (Hardhat 3), class-heavy and interface-heavy: a runtime environment (`HardhatRuntimeEnvironmentImplementation`) built from plugins whose hook handlers are loaded lazily by dynamic imports (`hookHandlers: { hre: () => import('./hook-handlers/hre.js') }`, each a default export of an async arrow returning an object literal of handlers that may assign object literals to the runtime's fields, `hre.network = { async create(…) { … }, … }`) and run by a `HookManagerImplementation` in chains, tasks declared by fluent builders (`task('clean', …).addFlag({ … }).setAction(async () => await import('./task-action.js')).build()`) and resolved by a `TaskManagerImplementation`, a command line parsing global options and task arguments, configuration validated per plugin and its variables resolved lazily, a network manager whose providers wrap the EDR simulator (a native dependency) in request handlers (chain id, gas, accounts), a Solidity build system (dependency graph, resolver, compiler downloads and jobs), artifacts, a test runner, coverage and gas analytics plugins, type extensions by `declare module` augmentation; some modules import the package by its own name (`hardhat/types/hooks`), which resolves to its built declarations",
    // Its modules are ES modules by its manifest's `type`, under Node's resolution of its repository's
    // configuration for Node 20 (`module: 'node16'`), so its type extensions written without an
    // import or export (`declare module '../../../types/global-options.js' { … }`) augment; the
    // package ships no tsconfig. The compiler reports 24 errors, 6 of them modules without types
    // (`semver`, `ws`).
    tsconfig: {
      compilerOptions: {
        lib: ['es2023'],
        module: 'node16',
        moduleResolution: 'node16',
        target: 'es2022',
        strict: true,
        esModuleInterop: true,
        isolatedModules: true,
        noImplicitOverride: true,
      },
      include: ['src'],
    },
  },
  // The fifty-first held-out round, measured before any rule was written for them.
  {
    spec: '@serenity-js/core@3.48.0',
    style:
      "held out: the core of an acceptance-testing framework built on the Screenplay Pattern (Serenity/JS), class-heavy: an `Actor` performing activities (abstract `Interaction` and `Task`, made by static factories, `Interaction.where(description, async (actor) => …)`, `Task.where(description, ...activities)`) with abilities fetched by a static method generic over its `this` (`static as<A extends Ability>(this: AbilityType<A>, actor: UsesAbilities): A`, then `TakeNotes.as(actor).notepad.get(subject)`), questions made by the overloads of `Question.about(…)` and wrapped in proxies (`QuestionAdapter`) that turn the answer's members into further questions, meta-questions answered in the context of another (`MetaQuestion`, `List`, `MetaList`, `Question.formattedValue().of(x)`) narrowed by type predicates, expectations, a `Notepad`, time (`Duration`, `Timestamp`, `Wait.until`, `ScheduleWork`), a `Stage` with a `StageManager`, a `Cast` and crew members notified of 29 domain events (subclasses of `DomainEvent`), value objects over `tiny-types`' `TinyType` (24 subclasses), an error hierarchy over `RuntimeError`, a module loader and a filesystem; relative imports written with `.js` extensions; no tests shipped",
    // Its repository's configuration for the package (`module: 'Node16'` over its root's options,
    // decorators); the package ships only build configurations extending files it does not ship.
    // The compiler reports no error.
    tsconfig: { compilerOptions: SERENITY_OPTIONS, include: ['src'] },
  },
  {
    spec: 'rivetkit@2.3.19',
    style:
      "held out: a framework of stateful actors (Rivet's RivetKit), functional at its surface and class-heavy within: actors defined by `actor({ state, actions: { … }, onConnect, … })`, an object literal whose handlers take a context typed through a dozen type parameters and whose configuration zod validates (`src/actor/config.ts`, 2,456 lines), a registry made by `setup({ use: { … } })`, clients reaching actors through proxies (`createClient<typeof registry>()`, over the classes `ClientRaw`, `ActorHandleRaw`, `ActorConnRaw`), a core runtime behind an interface (`CoreRuntime`) implemented over native bindings (`NapiCoreRuntime`) and WebAssembly (`WasmCoreRuntime`) and adapted by a `native.ts` of 5,674 lines (actor contexts, connections, websockets, queues, schedules, SQLite), databases as object literals returned by factories behind interfaces (`wrapJsNativeDatabase(…)` returning a `StateAwareSqliteDatabase`), durable workflows (`WorkflowContext`, engine drivers), an inspector, serverless handlers, BARE protocol codecs (11 generated files, which the graph skips) with versioned migrations; modules import one another through an alias (`@/actor/config`); with its tests (14 files over Vitest); the native bindings' classes come from a dependency (`@rivetkit/rivetkit-napi`), imported under other names (`ActorContext as NativeActorContext`)",
    // Its modules import one another through an alias (`from "@/actor/config"`), which its
    // repository's tsconfig maps to the sources, as it does the package's own name for its test
    // fixtures, over the monorepo's options (the bundler's resolution, the newest standard
    // library); the package ships none. The compiler reports 18 errors, 5 of them a module without types (`invariant`).
    tsconfig: {
      compilerOptions: {
        target: 'esnext',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['ESNext'],
        strict: true,
        isolatedModules: true,
        esModuleInterop: false,
        allowSyntheticDefaultImports: true,
        downlevelIteration: true,
        resolveJsonModule: true,
        skipLibCheck: true,
        paths: {
          '@/*': ['./src/*'],
          rivetkit: ['./src/mod.ts'],
          'rivetkit/utils': ['./src/utils.ts'],
        },
      },
      include: ['src'],
    },
  },
  {
    spec: '@needle-tools/engine@4.16.5',
    style:
      "held out: a web 3D engine over three.js in the manner of Unity (Needle Engine), class-heavy: components as subclasses of an abstract `Component` exported again under another name (`export { Component as Behaviour }`, which 114 classes extend) with lifecycle methods the engine calls on them (`awake`, `onEnable`, `start`, `update`, `onBeforeRender`, `onDisable`, `onDestroy`, pointer handlers read before they are called, `if (comp.onPointerEnter) …`), coroutines as generator methods, fields serialized by decorators (`@serializable(Vector3)`, 798 uses), a `GameObject` over three's `Object3D` with static helpers (`GameObject.getComponent(object, RectTransform)`), a `Context` of 1,993 lines holding the renderer, input, physics (Rapier), networking (websockets, PeerJS), accessibility and XR sessions, reached from every component through `this.context`, components for cameras, lights, animation and timelines, particles, UI (`Canvas`, `RectTransform`, `Text`, `Button`), postprocessing, avatars, WebXR, USDZ and glTF export, web components (`<needle-engine>`, a menu); three.js without types (its fork `@needle-tools/three` ships none, nor does anything it installs bring `@types/three`)",
    // Its components declare serialized fields with decorators (`@serializable()`); the package
    // ships no tsconfig and its repository is not public, so a bundler's defaults with decorators.
    // The compiler reports 2,164 errors: 292 modules without types (203 of them `three`), and
    // implicit `any`s and members of untyped three.js bases that strict checks flag.
    extraOptions: { experimentalDecorators: true },
  },
  {
    spec: '@tanstack/angular-query-experimental@5.104.0',
    style:
      "held out: TanStack Query's adapter for Angular, functional: injection functions called in an injection context (`injectQuery(() => ({ queryKey, queryFn }))`, `injectMutation`, `injectQueries`, `injectInfiniteQuery`, `injectIsFetching`, `injectQueryClient`) that read services with Angular's `inject` and return signals, built by `createBaseQuery` over query-core's observers with `computed`, `effect` and `untracked`, a `signalProxy` exposing a signal's fields as signals through a `Proxy`, options helpers identical at run time and typed through overloads (`queryOptions`, `infiniteQueryOptions`, `mutationOptions`), providers and features (`provideTanStackQuery(queryClient, withDevtools(…))`), pending tasks for server rendering, devtools loaded lazily; with its tests (26 files, 6,520 lines, over Vitest, Angular's `TestBed` and 31 components declared with `@Component`), some importing the package by its own name; its core's classes and Angular come from dependencies",
    // Its repository's tsconfig for the package over the monorepo's (the bundler's resolution, the
    // DOM's library, decorators, class fields set in constructors, strict checks with unchecked
    // index access); the package ships none. Its `paths` name only sibling packages of the
    // monorepo, left out: its own name, which its tests import, resolves through its `exports` to
    // the built declarations it ships. The compiler reports 141 errors, 104 of them matchers of
    // `@testing-library/jest-dom` and 32 modules its tests import from its workspace.
    tsconfig: {
      compilerOptions: {
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        experimentalDecorators: true,
        isolatedModules: true,
        lib: ['DOM', 'DOM.Iterable', 'ES2022'],
        module: 'ES2022',
        moduleResolution: 'Bundler',
        noFallthroughCasesInSwitch: true,
        noImplicitReturns: true,
        noUncheckedIndexedAccess: true,
        resolveJsonModule: true,
        skipLibCheck: true,
        strict: true,
        target: 'ES2022',
        useDefineForClassFields: false,
      },
      include: ['src'],
    },
  },
  // The fifty-second held-out round, measured before any rule was written for them.
  {
    spec: '@huggingface/hub@2.17.5',
    style:
      "held out: the JavaScript client of a model hub's API (Hugging Face), functional: one exported async function or async generator per endpoint (`modelInfo`, `createRepo`, `deleteFile`, `listModels`, `listFiles`, `listCommits`, … paging through `Link` headers with `parseLinkHeader`), each taking a params object with credentials checked by `checkCredentials`, commits as an async generator of progress events (`commitIter`, in a `commit.ts` of 1,094 lines, wrapped by `commit`, `uploadFiles`, `uploadFilesWithProgress`) uploading through LFS or Xet (`createXorbs`, `uploadShards`, a `CurrentXorbInfo`), the platform's `Blob` subclassed with overrides of `slice`, `text`, `arrayBuffer` and `stream` (`WebBlob` over HTTP ranges, `FileBlob` over Node's files, `SplicedBlob`, `XetBlob` reconstructing files from chunks), a `RangeList<T>`, a `ChunkCache`, a streaming multipart parser, promise queues, a jobs API (17 files), a cache and snapshot download for Node, sha256 in workers and WebAssembly with Node's crypto imported dynamically (`cryptoModule = await import(\"./sha256-node\")`), vendored code (hash-wasm, lz4js, type-fest, Xet's WebAssembly glue: 13 files, which the graph skips); with its tests (62 files, 10,022 lines, over Vitest)",
    // It ships its tsconfig (CommonJS, Node's resolution, `lib: ['ES2022', 'DOM']`, strict), used
    // as it is. The compiler reports 73 errors, 63 of them Node's modules and globals
    // (`node:fs/promises`, `process`, `Buffer`), whose types the reference does not load.
  },
  {
    spec: 'standardized-audio-context@25.3.77',
    style:
      "held out: a wrapper of the browser's Web Audio API that follows its standard (standardized-audio-context), built by dependency injection: 164 factories (`createAudioBufferSourceNodeConstructor(audioNodeConstructor, createAudioBufferSourceNodeRenderer, createAudioParam, …)`) taking every collaborator as a parameter and returning a function or a class expression (31 of them, `return class AudioBufferSourceNode<T extends TContext> extends audioNodeConstructor<T, …> implements IAudioBufferSourceNode<T>`, named as the DOM's own classes, `AudioNode`, `OscillatorNode`, `AudioContext`, `EventTarget`), all wired together in one `module.ts` of 1,087 lines, the factories' parameters typed only by the function and constructor type aliases they are declared with (396 files in `types/`, `export const createX: TXFactory = (…) => …`), 85 interfaces (`IAudioNode`, `IBaseAudioContext`, `IEventTarget`, which extends the DOM's `EventTarget`), native nodes and contexts typed by the DOM's declarations (`TNativeAudioNode = AudioNode`) and faked by object literals of methods where a browser lacks them (`createNativeAudioWorkletNodeFaker`), renderers for offline contexts, 76 helpers and 12 type guards one per file; no tests shipped",
    // Its repository's configuration (`src/tsconfig.json`, which extends `tsconfig-holy-grail`'s
    // browser configuration: `lib: ['dom', 'es2019']`, ES2015 modules under Node's resolution, the
    // strict checks one by one, decorators, `isolatedModules`), written at the root as the bench
    // reads it; `noUnusedLocals` and `noUnusedParameters` left out. The compiler reports 35 errors,
    // all of TypeScript 5.9's newer standard and DOM libraries (typed arrays generic over their
    // buffers, the DOM's newer Web Audio declarations).
    tsconfig: {
      compilerOptions: {
        alwaysStrict: true,
        esModuleInterop: true,
        experimentalDecorators: true,
        forceConsistentCasingInFileNames: true,
        importHelpers: true,
        isolatedModules: true,
        lib: ['dom', 'es2019'],
        module: 'es2015',
        moduleResolution: 'node',
        noFallthroughCasesInSwitch: true,
        noImplicitAny: true,
        noImplicitReturns: true,
        noImplicitThis: true,
        strictBindCallApply: true,
        strictFunctionTypes: true,
        strictNullChecks: true,
        strictPropertyInitialization: true,
        target: 'es2019',
      },
      include: ['src'],
    },
  },
  {
    spec: 'onnxruntime-web@1.31.1',
    style:
      "held out: the TypeScript layer of an inference engine for ONNX models in the browser (ONNX Runtime Web), its sources under `lib/`: backends registered with `onnxruntime-common` (`OnnxruntimeWebAssemblyBackend`, `OnnxjsBackend`, classes implementing its `Backend` and session handler interfaces), the WebAssembly session layer as module functions over an Emscripten module (`wasm-core-impl.ts`: `createSession`, `run`, `releaseSession`) or a proxy worker spoken to by messages, the WebGPU execution provider (`WebGpuBackend`, a `GpuDataManager`, a `ComputeContextImpl`) whose 48 operators are functions building a `ProgramInfo` with a `getShaderSource(shaderHelper)` callback that writes WGSL in template strings through indices helpers (`inputVariable('x', …).getByIndices(…)`), attributes cached by `createAttributeWithCacheKey`, a WebNN backend with a tensor manager, and the older WebGL backend (onnxjs), class-heavy: `Session`, a `Graph` of nested `Node` and `Value` classes merged with namespaces and interfaces of the same names (`export declare namespace Graph`, `export interface Graph`, `export const Graph`), an `ExecutionPlan`, a `WebGLInferenceHandler`, program and texture managers, GLSL libraries as subclasses of `GlslLib`, 43 modules of operators typed by the function type `OperatorImplementation<T>` and resolved from a table of rules; 37 FlatBuffers classes generated by flatc (`Model`, `Graph`, `Node`, `Tensor`, `Attribute`, named as the onnxjs classes they are read into, reached as `import * as ortFbs from './ort-schema/flatbuffers/ort-generated'`) and protobuf declarations (`onnx.d.ts`); no tests shipped",
    // It ships no tsconfig and its repository's cannot be read, so the bench's defaults (the
    // bundler's resolution, strict) with the newest standard library and the DOM's, without the two
    // strict checks its code does not pass (`strictFunctionTypes`: its operators are assigned to
    // `OperatorImplementation<T>` with narrower handler parameters; `strictPropertyInitialization`),
    // and decorators. The compiler reports 221 errors: 64 `BUILD_DEFS`, declared in `lib/build-def.d.ts`,
    // which the reference does not load, 85 WebGPU and WebNN types (`@webgpu/types`, its own
    // `webnn.d.ts`), 18 Node's `require` and `process`, most of the rest Emscripten's module types.
    sourcePaths: ['lib'],
    extraOptions: {
      lib: ['esnext', 'dom'],
      strictFunctionTypes: false,
      strictPropertyInitialization: false,
      experimentalDecorators: true,
    },
  },
  {
    spec: 'maplibre-gl@6.20.0',
    style:
      "held out: a WebGL library of interactive vector maps (MapLibre GL JS), class-heavy: a `Map` of 4,884 lines (a class named as the standard library's `Map`, which every control, handler and test holds) extending `Evented<MapEventType>` and delegating to a `Camera`, a `Style` (2,252 lines) of sources managed by `TileManager`s and of `StyleLayer` subclasses (`FillStyleLayer`, `LineStyleLayer`, `SymbolStyleLayer`, `HeatmapStyleLayer`, … 11, some overriding optional methods of the base, `queryRadius?(bucket)`) with property classes generated per layer (`*_style_layer_properties.g.ts`, 88 generated files in all, with struct arrays as subclasses of `StructArray` and shaders), buckets implementing `Bucket` (`FillBucket`, `LineBucket`, `SymbolBucket`, …), draw functions per layer type (`webgl/draw/draw_fill.ts`, …) called by a `Painter`, programs with `Uniform` subclasses, sources implementing `Source` (`VectorTileSource`, `GeoJSONSource`, `RasterTileSource`, `ImageSource` with `VideoSource` and `CanvasSource` over it), workers spoken to through an `Actor` behind an `IActor` interface and a `Dispatcher`, projections and transforms behind interfaces (Mercator, globe, vertical perspective, coordinate reference systems), input handlers implementing `Handler` under a `HandlerManager`, controls implementing `IControl`, markers, popups, events as subclasses of `Event`; relative imports written with `.ts` extensions; with its tests (234 files, 67,202 lines, over Vitest), whose mocks are object literals passed where interfaces are expected (`wrapDispatcher({ sendAsync(message) { … } })`)",
    // Its repository's tsconfig is not shipped; its settings as the sources show them: imports
    // written with `.ts` extensions (`allowImportingTsExtensions`, the bundler's resolution), JSON
    // imported with attributes, classes redeclaring inherited fields without `declare` (which
    // compiles only without define semantics: `useDefineForClassFields: false`), and no strict checks
    // (with them, 4,337 errors: fields not initialized, implicit `any`s, possibly undefined values).
    // The compiler reports 206 errors: 98 Node's globals in its tests (`global`, `__dirname`), 89
    // modules it does not ship (its `test/` helpers and fixtures, `nise`, `canvas`), 18 members of
    // a newer Vitest than the one the reference finds (`bench`).
    tsconfig: {
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom', 'dom.iterable'],
        allowImportingTsExtensions: true,
        resolveJsonModule: true,
        esModuleInterop: true,
        isolatedModules: true,
        strict: false,
        useDefineForClassFields: false,
      },
      include: ['src'],
    },
  },
  // The fifty-third held-out round, measured before any rule was written for them.
  {
    spec: '@mysten/sui@1.45.2',
    style:
      "held out: a blockchain's TypeScript SDK (Sui), its transaction builder a `Transaction` class of 927 lines with `#private` fields and methods, serialization and build plugins (`Transaction.registerGlobalSerializationPlugin`, `namedPackagesPlugin`) and intents resolved at build time (`coinWithBalance`, `tx.addIntentResolver`), a `TransactionDataBuilder`, transaction data as valibot schemas in three versions, helpers as object literals of factory methods re-exported by barrels (`Commands.MoveCall(…)`, `Inputs.ObjectRef(…)`), BCS codecs built with `@mysten/bcs` (`bcs.struct('SuiObjectRef', {…})`, `bcs.enum('Owner', {…})`), three clients behind an abstract core (`Experimental_CoreClient`, implemented by `JSONRpcCoreClient`, `GraphQLCoreClient` and `GrpcCoreClient`; `Experimental_BaseClient.$extend(…)` adding extensions by `Object.create`), the JSON-RPC client exported again under another name (`export { SuiJsonRpcClient as SuiClient }`), keys and signers as class hierarchies (abstract `PublicKey`, `Signer` and `Keypair` over Ed25519, Secp256k1, Secp256r1, passkeys, zkLogin and multisig), transaction executors (serial, parallel, caching) whose steps are arrow functions in `#private` fields (`#cacheGasCoin = async (effects) => …`), 46 gRPC modules generated by protobuf-ts (13,747 lines: message types as subclasses of the runtime's `MessageType<T>`, service clients implementing generated interfaces), GraphQL queries and schemas generated by gql.tada (4 files, 44,667 lines, which the graph skips); with 2 tests over Vitest",
    // It ships no tsconfig; its build's options are recorded in the `tsconfig.tsbuildinfo` and
    // `tsconfig.esm.tsbuildinfo` it ships in `dist/` (TypeScript 5.9.2: target ES2020, ES modules
    // for `dist/esm`, CommonJS for `dist/cjs`, strict, `noImplicitReturns`,
    // `noFallthroughCasesInSwitch`, JSX `react`, `esModuleInterop`; the `dom` and `esnext`
    // libraries), with the resolution of its monorepo's shared configuration
    // (`packages/build-scripts/tsconfig.shared.json`: Node's, `resolveJsonModule`), which its test
    // configuration names too; `noUnusedLocals` and `noUnusedParameters` left out. The compiler
    // reports 0 errors (`vitest`, which its two tests import, resolves from the bench's own
    // workspace above the corpus folder).
    tsconfig: MYSTEN_CONFIG,
  },
  {
    spec: '@aptos-labs/ts-sdk@6.3.1',
    style:
      "held out: a blockchain's TypeScript SDK (Aptos), class-heavy: BCS serialization through an abstract `Serializable` that 87 classes extend (`serialize(serializer)`, `static deserialize(deserializer)`), Move values as classes (`U8` … `U256`, `I8` … `I256`, `Bool`, `MoveString`) with `MoveVector` and `MoveOption` building them in static factories named as the classes they construct (`static U8(values) { return new MoveVector<U8>(values.map((v) => new U8(v))); }`), tagged unions as abstract classes with a subclass per variant (`TransactionPayload`, `TransactionAuthenticator`, `AccountAuthenticator`, `TypeTag`, `Signature`, an empty abstract `Proof`), keys, signatures and accounts for Ed25519, Secp256k1/r1, multi-key, keyless (Groth16 proofs, a verification key with tuple fields) and federated keyless, accounts implementing an abstract class `Account` directly or through interfaces that extend it (`interface SingleKeySigner extends Account`), an `Aptos` facade holding 13 API classes and merged with an interface extending them (`export interface Aptos extends Account, ANS, Coin, …`) whose methods are copied onto its prototype at load (`applyMixin`), API classes delegating to functions in `internal/` taking an args object (`{ aptosConfig, accountAddress, options }`), method decorators checking number ranges (`@checkNumberRange(0, MAX_U8_NUMBER)`), deserialization trying classes in turn (`for (const KeyType of [Ed25519PublicKey, …]) KeyType.deserialize(…)`), a local node and a Move CLI wrapper over Node's processes, GraphQL indexer types generated by graphql-codegen (3 files, 12,361 lines, which the graph skips); no tests shipped",
    // It ships no tsconfig; its repository's (`tsconfig.json` at the root of aptos-ts-sdk: the
    // bundler's resolution, ES modules, target ES2022 with its default libraries, strict,
    // decorators, `isolatedModules`, `moduleDetection: force`, `resolveJsonModule`); its
    // `types: ['node', 'vitest/globals']` are not read (the bench loads no global types). The
    // compiler reports 22 errors: 15 Node's modules and `process` (`node:child_process`, `node:os`)
    // and 3 implicit `any`s in their callbacks, 2 development dependencies (`graphql-request`,
    // `tree-kill`), 1 `@aptos-labs/aptos-client`, whose `exports` name only `node` and `browser`
    // conditions, and 1 `.unref()` on a timer the DOM's `setInterval` types as a number.
    tsconfig: {
      compilerOptions: {
        esModuleInterop: true,
        experimentalDecorators: true,
        forceConsistentCasingInFileNames: true,
        isolatedModules: true,
        module: 'ESNext',
        moduleDetection: 'force',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        skipLibCheck: true,
        strict: true,
        target: 'ES2022',
      },
      include: ['src'],
    },
  },
  {
    spec: '@atproto/api@0.19.19',
    style:
      "held out: the client library of a social protocol (AT Protocol, Bluesky), mostly generated from its lexicons: 363 files under `src/client` (57,262 lines): a `lexicons.ts` of 25,781 lines of schema objects, an `index.ts` of 6,408 lines of namespace classes (`AtpBaseClient extends XrpcClient`, `AppNS`, `AppBskyFeedNS`, … with a method per endpoint calling `this._client.call('app.bsky.feed.getTimeline', params, …)`, record classes such as `AppBskyFeedPostRecord` with `list`, `get`, `create` and `delete`), and a module per lexicon of interfaces with generic type guards and validators (`isPostView<V>(v)`, `validatePostView<V>(v)`) that the barrel both imports and re-exports as namespaces (`import * as AppBskyActorDefs from …` and `export * as AppBskyActorDefs from …`); handwritten: an `Agent` of 1,645 lines over `XrpcClient` (preferences read, modified and written back through `updatePreferences((prefs) => …)`, guards passed as predicates, `prefs.findLast(predicate.isValidAdultContentPref)`), `AtpAgent` with a `CredentialSession` implementing `SessionManager`, the deprecated `BskyAgent`, moderation (`ModerationDecision`, `decidePost`, `decideAccount`, mute words), rich text over UTF-8 offsets (`RichText`, `UnicodeString`, facet detection), age assurance; with its tests (15 files, 10,147 lines, over Jest: one in `src/`, the others under `tests/`, importing the sources through `'../src'`, `'..'` and `'../dist'`)",
    // Its `tsconfig.json` only refers to `tsconfig.build.json` and `tsconfig.tests.json`, which
    // extend its monorepo's `tsconfig/isomorphic.json` and `tsconfig/tests.json` (not shipped):
    // measured as those say, over `tsconfig/base.json` (strict checks without `noImplicitAny`,
    // CommonJS under Node's resolution, target ES2020, `isolatedModules`, define semantics for
    // fields; the ES2023 and DOM libraries), with its tests, which `tsconfig.tests.json` covers.
    // The compiler reports 998 errors: 982 Jest's globals in its tests (`expect`, `it`,
    // `describe`; `@types/jest` is a development dependency), 4 a generated module it does not
    // ship (`./moderation/const/labels`, written by its build's `scripts/generate-code.mjs`), 4
    // its monorepo's `@atproto/dev-env`, 4 Node's modules, 1 `@jest/globals`, 3 arguments typed by
    // the missing `@atproto/dev-env`.
    sourcePaths: ['src', 'tests'],
    extraOptions: {
      strict: true,
      noImplicitAny: false,
      allowUnusedLabels: false,
      allowUnreachableCode: false,
      noFallthroughCasesInSwitch: true,
      esModuleInterop: true,
      allowSyntheticDefaultImports: true,
      isolatedModules: true,
      useDefineForClassFields: true,
      forceConsistentCasingInFileNames: true,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'CommonJS',
      moduleResolution: 'node',
      resolveJsonModule: true,
      jsx: 'preserve',
      target: 'ES2020',
    },
  },
  {
    spec: '@web/test-runner-core@1.0.0',
    style:
      "held out: the core of a browser test runner (Modern Web's `@web/test-runner`), class-based over Node: a `TestRunner` over the package's own typed `EventEmitter<EventMap>` scheduling test files into sessions (`TestScheduler`, `TestSessionManager` keyed by id and status, timeouts in `TestSessionTimeoutHandler`) run by browser launchers behind a `BrowserLauncher` interface implemented in other packages, a `TestRunnerServer` over `@web/dev-server-core` with plugins (`TestRunnerApiPlugin implements TestRunnerPlugin`, receiving the browsers' messages over web sockets; `serveTestRunnerHtmlPlugin`, `serveTestFrameworkPlugin` returning object literals) and middleware, a terminal interface (`TestRunnerCli` with menus, `DynamicTerminal`, `BufferedConsole`, `BufferedLogger implements Logger`), reporters and test frameworks behind interfaces, coverage through istanbul, stack traces mapped through source maps; small (49 files, 3,836 lines); no tests shipped",
    // It ships no tsconfig; its repository's (`packages/test-runner-core/tsconfig.json` over
    // `tsconfig.node-base.json`: CommonJS under Node's resolution, target ES2017, strict,
    // `downlevelIteration`, `esModuleInterop`, the ES2022 and DOM libraries, `allowJs`); its
    // `types: ['node', 'mocha', 'chai']` are not read (the bench loads no global types; Node's
    // come in through its dependencies' declarations). The compiler reports 3 errors: 2
    // assignments through `console[key]` with `key: keyof Console`, which includes the read-only
    // `Console` of the newer Node types installed (`@types/node` 26), and 1 a development
    // dependency (`portfinder`).
    tsconfig: {
      compilerOptions: {
        target: 'ES2017',
        module: 'commonjs',
        moduleResolution: 'node',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        strict: true,
        downlevelIteration: true,
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        skipLibCheck: true,
        forceConsistentCasingInFileNames: true,
        allowJs: true,
      },
      include: ['src'],
    },
  },
  // The fifty-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@aws-amplify/datastore@5.1.13',
    style:
      "held out: an offline-first data store synchronised with a GraphQL service (AWS Amplify DataStore), a `DataStore` class in a `datastore.ts` of 2,801 lines whose model classes are class expressions made per schema model and cast on the way out (`const clazz = class Model { constructor(init) { … } static fromJSON(json) { … this.fromJSON(init) … } } as unknown as PersistentModelConstructor<T>`), instances built and copied through immer's `produce`, a storage facade of two classes implementing `Omit<Adapter, 'setUp'>` (`StorageClass`, `ExclusiveStorage`) over adapters extending an abstract `StorageAdapterBase implements Adapter` (`IndexedDBAdapter`, `AsyncStorageAdapter` over an `AsyncStorageDatabase`) whose modules export an instance by default (`export default new IndexedDBAdapter()`), chosen by `getDefaultAdapter` with a React Native twin (`index.native.ts`), a sync engine (`SyncEngine`) of subscription, sync and mutation processors, an outbox and a merger over rxjs observables, predicates as condition trees (`GroupCondition`, `FieldCondition`) built through proxies (`predicates/next.ts`), `AsyncCollection` and `AsyncItem extends Promise` for lazy relations, auth-mode strategies; 33 files written without strict checks; no tests shipped",
    // It ships no tsconfig; its repository's (`packages/datastore/tsconfig.json` over the root
    // `tsconfig.json` of amplify-js: Node's resolution, target ES2020 with the `dom`, `es2017`,
    // `es2019` and async-iteration libraries, `downlevelIteration`, `esModuleInterop`,
    // `resolveJsonModule`; the package's own turning `strict` and `noImplicitAny` off and mapping
    // `~/*` to the package's root, which no module uses); the root's `types: ['node', 'jest']` are
    // not read (the bench loads no global types). The compiler reports 6 errors: 3 Node's `process`
    // (`src/datastore/utils.ts`), 2 React Native modules its `.native.ts` twins import and it does
    // not depend on (`@react-native-async-storage/async-storage`, `@aws-amplify/react-native`), and
    // 1 a `ModelPredicate<unknown>` passed where a `ModelPredicate<any>` is expected
    // (`src/predicates/next.ts:645`).
    tsconfig: {
      compilerOptions: {
        declaration: true,
        downlevelIteration: true,
        esModuleInterop: true,
        importHelpers: false,
        lib: [
          'dom',
          'dom.iterable',
          'es2017',
          'esnext.asynciterable',
          'es2018.asyncgenerator',
          'es2019',
          'es2020.promise',
        ],
        moduleResolution: 'node',
        noImplicitAny: false,
        skipLibCheck: true,
        strict: false,
        resolveJsonModule: true,
        target: 'es2020',
        rootDirs: ['src'],
        baseUrl: '.',
        paths: { '~/*': ['./*'] },
      },
      include: ['src'],
    },
  },
  {
    spec: '@fluidframework/merge-tree@3.7.0',
    style:
      "held out: the merge tree behind a collaboration framework's shared sequences (Fluid Framework), a CRDT over a B-tree of blocks: a `MergeTree` class of 3,025 lines walking `MergeBlock`s with callbacks (`const annotateSegment = (segment: ISegmentLeaf): boolean => …`), a `Client` of 1,742 lines applying, acknowledging, rebasing and rolling back operations, segments as classes (an abstract `BaseSegment implements ISegment`, `TextSegment`, `Marker`, endpoint segments) seen through tiers of interfaces whose additions are optional (`ISegmentPrivate extends ISegmentInternal extends ISegment`) and through generic aliases of intersections adding the info objects assigned at run time (`type SegmentWithInfo<T, S extends ISegmentPrivate = ISegmentPrivate> = S & T`, `type ISegmentLeaf = SegmentWithInfo<IMergeNodeInfo & IHasInsertionInfo>`, `overwriteInfo(segment, { insert: stamp })`), narrowed by type guards, static guards (`Marker.is(segment)`) and assertion functions (`asserts lref is LocalReference`), per-segment collections created on first use (`segment.propertyManager ??= new PropertiesManager()`), partial lengths, local references that slide, tracking groups over a `Trackable` union, perspectives as classes, revertibles, zamboni compaction, snapshot formats, attribution; ES modules under Node's resolution over ten of its monorepo's packages (`@fluidframework/*`, `@fluid-internal/client-utils`); 34 files; no tests shipped",
    // Its tsconfig extends its monorepo's `common/build/build-common/tsconfig.node20.json` (not
    // shipped), which sets `module: node20` over `tsconfig.base.json` (target ES2020, the ES2020 and
    // DOM libraries, strict, JSX `react`, `esModuleInterop`, `noUncheckedIndexedAccess`): those
    // options given here; its own (`noImplicitAny` on, `noUncheckedIndexedAccess` and
    // `exactOptionalPropertyTypes` off, `preserveConstEnums`) are read from the file. The compiler
    // reports 0 errors.
    extraOptions: {
      module: 'node20',
      target: 'ES2020',
      lib: ['ES2020', 'DOM', 'DOM.Iterable'],
      strict: true,
      jsx: 'react',
      esModuleInterop: true,
    },
  },
  {
    spec: '@deepkit/rpc@1.0.19',
    style:
      "held out: RPC over a binary protocol (Deepkit's), controllers declared by decorators made from classes (`@rpc.controller('name')`, `@rpc.action()`; `rpcClass: ClassDecoratorResult<typeof RpcClass> = createClassDecoratorContext(RpcClass)`), a server kernel (`RpcKernel`) creating a connection per client (`RpcKernelConnection extends RpcKernelBaseConnection`) whose `RpcServerAction` runs actions and keeps their observables, subjects and collections in records keyed by id (`{ [id: number]: { collection: Collection<any>, unsubscribe: () => void } }`), clients (`RpcClient extends RpcBaseClient` over an `RpcClientTransporter`, with WebSocket, HTTP and direct adapters implementing `ClientTransportAdapter`) whose `RpcActionClient` turns responses back into observables, subjects and collections (`Collection<T> extends ReplaySubject<T[]>`, `StreamBehaviorSubject<T> extends BehaviorSubject<T>`, `EntitySubject`) with an entity store per connection (`Map<IdType, { item: T, forks: EntitySubject<T>[] }>`), messages built and parsed over BSON (`createRpcMessage`, `RpcMessageBuilder`), transport writers returned as arrows typed by an interface of a call signature (`TransportMessageWriter`), security and sessions, progress; small (20 files, 6,175 lines); no tests shipped",
    // Its own tsconfig (CommonJS under Node's resolution, target ES2022, strict,
    // `noImplicitReturns`, decorators with metadata, `useDefineForClassFields: false`); its
    // `types: ['dot-prop', 'fs-extra', 'node']` are not read (the bench loads no global types). The
    // compiler reports 6 errors: 3 `@deepkit/event`, which it imports and does not depend on, and 3
    // `Uint8Array`s passed to `arrayBufferTo`, which takes an `ArrayBuffer`
    // (`src/model.ts:170`–`:175`); and 1 options diagnostic, its `composite` against the bench's
    // `incremental: false`.
    sourcePaths: ['src', 'index.ts'],
  },
  {
    spec: '@glideapps/glide-data-grid@6.0.3',
    style:
      'held out: a data grid for React in TSX drawn on a canvas (Glide Data Grid): a `DataEditor` whose implementation is one function component of some 3,300 lines (`const DataEditorImpl: React.ForwardRefRenderFunction<DataEditorRef, DataEditorProps> = (p, forwardedRef) => { … }`, exported as `React.forwardRef(DataEditorImpl)`) keeping its state in `React.useState<GridSelection>(…)` and its handlers in `React.useCallback`, over a `DataGrid` function component of 1,846 lines drawing to the canvas through render modules of plain functions (`drawGrid`, `drawCells`, `drawGridHeaders`), cell renderers as object literals, one per kind (`textCellRenderer: InternalCellRenderer<TextCell> = { kind, drawPrep, draw, … }`), an immutable `CompactSelection` value class, an image loader and a render state provider over an abstract `WindowingTrackerBase`, sprites, overlay editors, styled components from linaria (`styled.div`), hooks (`useColumnSizer`, `useAutoscroll`, `useSelectionBehavior`), two class components; with its Storybook stories and docs (84 files, 10,613 lines) and its tests (24 files, 9,290 lines, over Vitest and Testing Library, which it does not install); React and lodash without types (its peers ship none and nothing it installs brings `@types/react`)',
    // It ships no tsconfig. Its repository's `packages/core/tsconfig.json` extends a root
    // `tsconfig.json` whose stored versions are older than its 6.x build (target ES5); measured with
    // the options they agree on and its build shows: strict with `noImplicitAny`, JSX `react` (the
    // built `dist/esm` calls `React.createElement`), ES modules under Node's resolution,
    // `esModuleInterop`, target ES2020 (the build keeps `?.` and `??`), its sources and tests as
    // `packages/core/tsconfig.json` includes them; `noUnusedLocals` and `noUnusedParameters` left
    // out. The compiler reports 743 errors, all but a few from packages without types: 183 modules
    // without declarations or not installed (`react` 132, `lodash` 20, `react-dom` and `marked` 2
    // each; development dependencies: Testing Library 16, `react-laag` 4, Storybook, Faker and
    // `react-syntax-highlighter` 2 each, `react-resize-detector` 1), 223 JSX elements with no
    // `JSX.IntrinsicElements`, 292 implicit `any`s in callbacks passed to React's untyped hooks, 6
    // the `React` namespace, 2 Node's `process`, 37 that follow from them (`this.props` of class
    // components extending an untyped `React.Component`, values left `never`, Vitest's mocks).
    sourcePaths: ['src', 'test'],
    tsconfig: {
      compilerOptions: {
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        jsx: 'react',
        module: 'esnext',
        moduleResolution: 'node',
        noImplicitAny: true,
        strict: true,
        skipLibCheck: true,
        target: 'es2020',
      },
      include: ['src/**/*.ts', 'src/**/*.tsx', 'test/**/*.ts', 'test/**/*.tsx'],
    },
  },
  // The fifty-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@matter/general@0.17.9',
    style:
      "held out: the general layer of a Matter smart-home stack (matter.js, the monorepo of `@matter/protocol`, another layer), class-heavy and async: promise-like classes implementing the standard library's interfaces (`CancelablePromise<T> implements Promise<T>`, a `Gate`, `Construction<T> implements Promise<T>` for async construction, `BasicObservable implements Observable`, an interface extending `AsyncIterable` and `PromiseLike`, with `BasicObservableValue` adding `Promise`, `Mutex` and `BasicMultiplex implements PromiseLike`, an `Abort extends Callable implements AbortController, AbortSignal, PromiseLike<Error>`), values typed `MaybePromise<T> = T | PromiseLike<T>` narrowed by `MaybePromise.is`, classes merged with namespaces of functions (`Abort.sleep`, `ServerAddressSet.compareDesirability`, `CloneableStorage.is`), an environment and its services registry, logging and diagnostics, crypto behind an abstract `Crypto` (`StandardCrypto`, `NodeJsStyleCrypto`, `MockCrypto`), storage drivers over an abstract `StorageDriver` with a transaction class nested in its namespace and re-exported as a constant (`export const StorageTransaction = StorageDriver.Transaction`, `class WalTransaction extends StorageTransaction`), a write-ahead log, transactions (`Tx`), time and timers, codecs (DER, DNS), DNS-SD, UDP and HTTP network abstractions, file system abstractions with mocks; modules imported through the package's subpath imports (`#util/Bytes.js`); 194 files, 30,659 lines; no tests shipped",
    // Its `src/tsconfig.json` extends `../../../tsc/tsconfig.lib.json` of its monorepo (not shipped;
    // read from the matter.js repository's `tsc/`, the template its build tool copies:
    // `tsconfig.lib.json` over `tsconfig.base.json`): Node16 modules and resolution, target ES2022,
    // the ES2022, `ESNext.Disposable` and DOM libraries, the `dev-types` condition, strict,
    // `noImplicitOverride`, `isolatedModules`, `preserveConstEnums`; written at the root (the bench
    // reads no `src/tsconfig.json`), without `composite`, `incremental`, the output options and
    // `noUnused*`; its `types: ['@matter/testing']` are not read. The compiler reports 12 errors,
    // all `MatterHooks`, a global its test package's types declare (`typeof MatterHooks !==
    // "undefined"` in 6 modules).
    tsconfig: MATTER_CONFIG,
  },
  {
    spec: '@blocknote/react@0.55.0',
    style:
      'held out: the React layer of a block editor in TSX (BlockNote, the monorepo of `@blocknote/core`): function components over the editor (`BlockNoteView`, menus and toolbars made of controllers that position floating UI and of default items, each a component taking props), components swapped through a context of components (`<Components.TableHandle.ExtendButton>`), suggestion and grid suggestion menus passed as instantiated generic components (`suggestionMenuComponent || SuggestionMenu<ItemType<GetItemsType>>`), hooks (`useEditorState` over a class syncing the editor through `useSyncExternalStoreWithSelector`, `useBlockNoteEditor`, `useCreateBlockNote`), block specs made from React components (`createReactBlockSpec`), file blocks, comments and versioning; React typed (nothing it ships depends on `@types/react`, which `@tiptap/react` brings as a peer); 173 files (112 `.tsx`), 15,881 lines, with 3 tests (461 lines, over `vite-plus/test`, not installed)',
    // It ships no tsconfig; its repository's `packages/react/tsconfig.json` (the version with
    // `moduleResolution: bundler`, which its imports of `@blocknote/core`'s subpaths need: the
    // other stored version's Node resolution cannot read `exports`): ES modules, target and
    // libraries ESNext and DOM, JSX `react-jsx`, strict, `noImplicitReturns`,
    // `useDefineForClassFields`, `esModuleInterop`, `resolveJsonModule`; written at the root,
    // without `composite`, the output options and `noUnused*`. Its dependencies install only with
    // npm's `--force` (`forcedInstall`): `@blocknote/core`'s optional
    // peers `@y/y` and `@y/protocols` are release candidates npm cannot resolve as of
    // `DEPENDENCIES_AS_OF` (ERESOLVE); with it npm installs the peers it can (React and its types)
    // and none of `@y/*`. The compiler reports 44 errors: 36 `react-icons`, a development dependency
    // its build bundles, 3 `vite-plus/test` in the tests (and 1 implicit `any` following), 2
    // `NodeListOf` iterated with the DOM library alone (TypeScript 6 and later fold `DOM.Iterable`
    // into it; it builds with TypeScript 7), 2 Node's `process`.
    tsconfig: BLOCKNOTE_CONFIG,
    forcedInstall: true,
  },
  {
    spec: '@tldraw/tlschema@5.1.1',
    style:
      "held out: the record schema of a whiteboard (tldraw, the monorepo of `@tldraw/editor` and `@tldraw/store`): record types made by `createRecordType` with validators built from `@tldraw/validate`'s combinators (`T.object({ … })`), shape props as objects of validators (`frameShapeProps = { w: T.nonZeroNumber, color: { validate: (v) => DefaultColorStyle.validate(v) } }`), style props as classes made by static factories (`StyleProp.defineEnum(…)` returning an `EnumStyleProp`), migration sequences of object literals keyed by version ids (`createRecordMigrationSequence({ sequence: [{ id, up(record) { … } }] })`, `createMigrationSequence` with `up(_storage) { … }` for the store), bindings and assets, the store's schema and integrity checks (`createTLSchema`, `createIntegrityChecker`), translations; few functions (88 declarations); 73 files, 17,518 lines, with 9 tests (4,861 lines, over Vitest's globals, not installed) importing the package by its own name (`from '@tldraw/tlschema'`)",
    // It ships no tsconfig; its repository's `packages/tlschema/tsconfig.json` over the monorepo's
    // `config/tsconfig.base.json` (one stored version): ES modules under Node's resolution, target
    // and library ESNext with DOM and `DOM.Iterable`, JSX `react-jsx`, strict with `noImplicitAny`,
    // `noImplicitReturns`, `noImplicitOverride`, `noFallthroughCasesInSwitch`,
    // `experimentalDecorators`, `useDefineForClassFields`, `importHelpers`; written at the root,
    // without `composite`, `incremental` and the output options; the base's `types: ['node',
    // '@types/jest']` are not read. The compiler reports 601 errors, 524 in the tests (Vitest's
    // globals: `describe`, `it`, `test` 269, `expect` 244; Node's `global` 9; 2 imports of
    // internal members), 77 in the sources: 27 imports of members its sibling packages mark
    // `@internal` and strip from their published declarations (`createRecordMigrationSequence` 14,
    // `mapObjectMapValues` 4, `assert` 3, …; the repository's project references see them), 47
    // implicit `any`s that follow (the `up` callbacks of those untyped migration sequences), 1
    // `createIntegrityChecker` option stripped the same way, 2 Node's `process`.
    tsconfig: TLDRAW_CONFIG,
  },
  {
    spec: '@antv/layout@2.0.1',
    style:
      "held out: graph layout algorithms (AntV): one class per layout over an abstract `BaseLayout` (`CircularLayout`, `GridLayout`, `ConcentricLayout`, `RadialLayout`, `MDSLayout`, `ForceLayout`, `ForceAtlas2Layout`, `FruchtermanLayout`, `D3ForceLayout` over d3-force's untyped simulation, `DagreLayout` over the dagre package), simulations over an abstract `BaseSimulation` with two classes of the same name in two folders (`force-atlas2/simulation.ts` and `fruchterman/simulation.ts` each export a `Simulation`), an in-house port of dagre of module functions and arrow-function constants over its own graph class (`antv-dagre/`: ranking by network simplex, ordering, Brandes–Köpf positioning; 3,129 lines), numeric helpers (matrices, Floyd–Warshall), a runtime context and a supervisor running layouts in a web worker through comlink, a registry of layouts by name; written with `strictNullChecks` and `noImplicitAny` only; 100 files (2 declaration files), 14,766 lines; no tests shipped",
    // It ships no tsconfig. Its build (`rollup -c`) reads a `tsconfig.rollup.json` the tool
    // library does not hold; measured with the repository's root `tsconfig.json`, which its
    // `lint` script (`tsc --noEmit`) type-checks with (two stored versions, the same options): ES
    // modules under Node's resolution, target ES5 with the DOM and ES2015 libraries,
    // `noImplicitAny`, `strictNullChecks`, `experimentalDecorators`, JSX `react`,
    // `esModuleInterop`, `resolveJsonModule`; written at the root without `noUnusedLocals` and the
    // output options. (Its built `lib/` shows a later target, ES2015 or ES2016, and `tslib`
    // helpers: that build's own options are not stored.) The compiler reports 39 errors: 21 newer
    // library methods the ES2015 library lacks (`Object.values` 11, `Array.prototype.flat` 5,
    // `includes` 3, `Object.entries` 2), 10 modules without declarations (`d3-force` 5, `dagre` 2,
    // `d3-quadtree` 2, `d3-octree` 1; their `@types` are development dependencies), 8 implicit
    // `any`s that follow from them.
    tsconfig: {
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'node',
        skipLibCheck: true,
        esModuleInterop: true,
        noImplicitAny: true,
        strictNullChecks: true,
        resolveJsonModule: true,
        experimentalDecorators: true,
        jsx: 'react',
        target: 'es5',
        lib: ['dom', 'es2015'],
      },
      include: ['src'],
    },
  },
  // The fifty-sixth held-out round, measured before any rule was written for them.
  {
    spec: 'groq-js@1.30.3',
    style:
      "held out: a query language implementation (GROQ, Sanity's): a parser building an AST from a generated raw parser shipped as JavaScript with its declarations (`rawParser.js`, `rawParser.d.ts`) through a mark processor class (`MarkProcessor`), an evaluator of module functions dispatched by node type through an object of executors (`EXECUTORS[node.type]`), function sets filled by indexed assignment of executors made by higher-order helpers (`string['lower'] = mappedExecutor(…)`, namespaces `global`, `string`, `array`, `math`, `pt`, `delta`, `dateTime`, `geo`, `sanity`, `releases`, …), value classes (`StaticValue`, `StreamValue` over async generators, `DateTime`, `Path`), scopes and contexts, a static type evaluator of `handle…Node` functions over a schema with narrowing and optimizations, AST walking and unparsing; 57 files (and 1 declaration file), 8,812 lines; no tests shipped",
    // It ships no tsconfig; its repository's `tsconfig.json` extends `@sanity/pkg-utils`'s
    // `tsconfig/strictest.json` (over `strict.json` over `recommended.json`, a development
    // dependency, read from that repository): ES modules preserved under the bundler's resolution,
    // target and library ESNext, `moduleDetection: force`, `allowImportingTsExtensions`,
    // `resolveJsonModule`, `allowJs` (its own `checkJs: false`), strict with `noImplicitReturns`,
    // `noFallthroughCasesInSwitch`, `noPropertyAccessFromIndexSignature`, `isolatedModules`,
    // `verbatimModuleSyntax`, its own `exactOptionalPropertyTypes: false`; written at the root
    // without the output options and `noUnused*`. The compiler reports 8 errors: 6 `console` (the
    // ESNext library alone; the repository's development tooling brings Node's types) and 2 imports
    // of `debug`, its one dependency, which ships no declarations (`@types/debug` is a development
    // dependency).
    tsconfig: {
      compilerOptions: {
        target: 'ESNext',
        lib: ['ESNext'],
        module: 'Preserve',
        moduleDetection: 'force',
        moduleResolution: 'Bundler',
        allowImportingTsExtensions: true,
        resolveJsonModule: true,
        allowJs: true,
        checkJs: false,
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        forceConsistentCasingInFileNames: true,
        skipLibCheck: true,
        strict: true,
        noFallthroughCasesInSwitch: true,
        noPropertyAccessFromIndexSignature: true,
        isolatedModules: true,
        verbatimModuleSyntax: true,
        noImplicitAny: true,
        strictNullChecks: true,
        strictFunctionTypes: true,
        strictPropertyInitialization: true,
        noImplicitThis: true,
        alwaysStrict: true,
        noImplicitReturns: true,
        exactOptionalPropertyTypes: false,
      },
      include: ['src'],
    },
  },
  {
    spec: '@ton/core@0.63.1',
    style:
      "held out: the core data structures of a blockchain (TON): bit strings and cells of bits and references (`BitString`, `BitBuilder`, `BitReader`, `Cell` with exotic pruned, library and Merkle cells, `Builder` and `Slice` read and written by chained methods, `beginCell().storeUint(…).storeRef(…).endCell()`), bag-of-cells serialization, a generic `Dictionary<K, V>` over a Patricia tree with key and value codecs as objects of static factories (`Dictionary.Keys.Uint(32)`, `Dictionary.Values.Cell()`) and Merkle proofs, addresses (`Address.parse`, friendly and raw forms), tuples with a reader and builder, contracts opened through a provider proxy (`openContract`), and some forty TL-B types each as a `load…(slice)`/`store…(value)` pair of module functions, `store…` returning a `(builder: Builder) => void` passed to `builder.store(…)` (`storeMessage(message)`), and `DictionaryValue` objects of them; Node's `Buffer` throughout (untyped here); 95 files, 10,246 lines; no tests shipped (a seeded random generator, `src/test/prando.ts`, is)",
    // It ships no tsconfig; its repository's `tsconfig.json` (`noEmit`, `include: ['**/*']`) over
    // `tsconfig.base.json` (its build's `tsconfig.build.json` adds declarations only): CommonJS
    // modules (so Node's resolution), target ES2020 and its default libraries, strict,
    // `allowJs`/`checkJs` (no JavaScript in `src`), `allowSyntheticDefaultImports`,
    // `esModuleInterop`, `skipLibCheck`, `forceConsistentCasingInFileNames`; written at the root
    // with `include: ['src']`. Its peer `@ton/crypto` installs; `@types/node` is a development
    // dependency, not installed, but `@ton/crypto`'s declarations carry `/// <reference types="node"
    // />`, which here resolves up the folders to this repository's own `@types/node`: `Buffer` is
    // typed. The compiler reports no errors.
    tsconfig: {
      compilerOptions: {
        checkJs: true,
        allowJs: true,
        target: 'ES2020',
        module: 'commonjs',
        strict: true,
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        skipLibCheck: true,
        forceConsistentCasingInFileNames: true,
      },
      include: ['src'],
    },
  },
  {
    spec: '@uiw/react-md-editor@4.1.2',
    style:
      'held out: a Markdown editor for React in TSX (uiw): function components (`Editor` made by a factory taking the preview component, `Toolbar` and its children, a drag bar, a textarea with a highlighted Markdown layer in three variants, `.common` and `.nohighlight` entry points), a context with a reducer of editor state, toolbar commands as object literals of the `ICommand` union with `execute(state, api)` arrows and JSX icons (`bold`, `italic`, `title1`…`title6`, `link`, `table`, `group` of child commands, `fullscreen`, `preview` modes), a class wrapping the textarea for commands (`TextAreaTextApi`) and an orchestrator class running commands by key (`TextAreaCommandOrchestrator`), keyboard shortcuts and key handling, text utilities (`selectWord`, `insertTextAtPosition`); 49 files (43 `.tsx`; and 2 declaration files), 3,139 lines; no tests shipped',
    // It ships no tsconfig; its repository's `core/tsconfig.json` (`baseUrl: '.'`, `include:
    // ['src', '.kktrc.ts']`, declarations only) over the root `tsconfig.json`: ES modules under
    // Node's resolution, target ES5 with the DOM, `DOM.Iterable` and ESNext libraries, JSX
    // `react`, strict, `allowJs`, `isolatedModules`, `esModuleInterop`,
    // `allowSyntheticDefaultImports`, `resolveJsonModule`, `forceConsistentCasingInFileNames`,
    // `skipLibCheck`; written at the root with `include: ['src']`, without the output options and
    // `typeRoots`. React 19.3.1 and `@types/react` 19.3.3 install (the types through
    // `@uiw/react-markdown-preview`'s dependencies). The compiler reports 6 errors: 4 `useRef()`
    // without an argument, which React 19's types no longer allow (`src/Editor.factory.tsx:150`,
    // `DragBar`, `Textarea`, `factory`), 2 assignments of `undefined` that follow.
    tsconfig: {
      compilerOptions: {
        target: 'es5',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        esModuleInterop: true,
        allowSyntheticDefaultImports: true,
        strict: true,
        forceConsistentCasingInFileNames: true,
        module: 'esnext',
        moduleResolution: 'node',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react',
        baseUrl: '.',
      },
      include: ['src'],
    },
  },
  {
    spec: '@auth0/auth0-spa-js@2.28.3',
    style:
      'held out: a browser authentication SDK (Auth0), class-heavy: one large client class (`Auth0Client`, 2,458 lines: login by redirect and popup, silent token renewal through iframes or a web worker, refresh tokens, token exchange, connected accounts, logout) over private helpers and module functions (`Auth0Client.utils.ts`), caches behind an `ICache` interface (`InMemoryCache`, `LocalStorageCache`, a `CacheManager` with a key manifest, `CacheKey`), a `TransactionManager` over cookie and session storage, lock managers over the Web Locks API or a legacy lock (`WebLocksApiManager`, `LegacyLockManager`), a fetcher with DPoP proofs (`Fetcher`, `Dpop` over IndexedDB), API clients for MFA, passkeys, My Account and anonymous sessions each with error class hierarchies (`MfaError` and five subclasses, `GenericError` subclasses in `errors.ts`), a token worker posting messages (`worker/token.worker.ts`) with a mock under `__mocks__`, and a large file of option and result types (`global.ts`, 1,126 lines); 49 files, 9,997 lines; no tests shipped',
    // It ships no tsconfig; its repository's `tsconfig.json` (one stored version) with the
    // libraries its build compiles with: `rollup.config.mjs` runs `rollup-plugin-typescript2` with
    // `tsconfigOverride: { compilerOptions: { lib: ['dom', 'es6'] } }` (the file's own `lib`,
    // `ES2019.Object`, DOM and `DOM.Iterable`, has no ES5 library: 403 errors, `Array`, `Promise`,
    // `Error` not found). Target ES2022, Node's resolution,
    // `noImplicitAny`, `noImplicitThis`, `alwaysStrict`, `strictBindCallApply`,
    // `strictNullChecks`, `strictFunctionTypes`, `strictPropertyInitialization` (not `strict`),
    // `downlevelIteration`, `esModuleInterop`, `allowSyntheticDefaultImports`; written at the root
    // with `include: ['src']`, without the output options (its `exclude` of `__tests__` and
    // `__mocks__`: the bench measures every source under `src`, the one mock too). The compiler reports 32
    // errors: 15 newer library members ES2015 lacks (`includes` 8, `Object.entries` 3, `finally`
    // 3, `Object.values` 1) and 9 implicit `any`s and 2 `null` assignments that follow, 2 `Headers`
    // iterated without `DOM.Iterable`, Node's `process`, `module` and `NodeJS` 3, and Jest's `jest`
    // in the mock (and its 2 implicit `any`s counted above).
    tsconfig: {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'es6'],
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        moduleResolution: 'node',
        noImplicitAny: true,
        downlevelIteration: true,
        noImplicitThis: true,
        alwaysStrict: true,
        strictBindCallApply: true,
        strictNullChecks: true,
        strictFunctionTypes: true,
        strictPropertyInitialization: true,
      },
      include: ['src'],
    },
  },
  // The fifty-seventh held-out round, measured before any rule was written for them.
  {
    spec: 'react-native-svg@15.16.1',
    style:
      'held out: SVG for React Native in TSX (Software Mansion), class components: an abstract `Shape<P>` over `React.Component` with `setNativeProps`, `getBBox`, `getCTM`, `isPointInFill` and friends, subclassed by each element (`Svg`, `G`, `Rect`, `Circle`, `Path`, `Text`, `TSpan`, `Use`, `Image`, `LinearGradient`, `Mask`, `Pattern`, `Marker`, `ForeignObject`), filter primitives as a class hierarchy over `FilterPrimitive` (`FeGaussianBlur`, `FeColorMatrix`, `FeMerge`, …), props extracted by module functions (`extractProps`, `extractTransform`, `extractText`, `extractGradient`, `extractFill`, `extractStroke`), native components from codegen specs (`fabric/*NativeComponent.ts`), a web implementation (`.web.ts` files, `WebShape`), XML and CSS parsing into element trees (`SvgXml`, `SvgUri`, `SvgCss`, `SvgAst`), a filter image component; 135 files (57 `.tsx`; and 3 declaration files), 10,211 lines; no tests shipped',
    // It ships no tsconfig; its repository's `tsconfig.json` (one stored version): ES modules under
    // Node's resolution, target ES6 with the ES6 and DOM libraries, JSX `react-native`, strict,
    // `isolatedModules`, `esModuleInterop`, `allowSyntheticDefaultImports`, `resolveJsonModule`,
    // `preserveSymlinks`, `skipLibCheck`, `baseUrl: '.'` with `paths` of its own name to `src`;
    // written at the root with `include: ['src']` (not its `e2e`), without `declaration`. Its
    // peers `react` and `react-native` install, but React ships no types and nothing installs
    // `@types/react`. The compiler reports 357 errors: 75 `react` without types, and 124
    // properties of `unknown`, 35 implicit `any`s and others that follow (`this.props` of its
    // class components, whose `React.Component` is untyped).
    tsconfig: {
      compilerOptions: {
        baseUrl: '.',
        paths: {
          'react-native-svg': ['./src'],
          'react-native-svg/css': ['./src/css/index.tsx'],
          'react-native-svg/filter-image': ['./src/filter-image/index.tsx'],
        },
        preserveSymlinks: true,
        target: 'es6',
        module: 'ESNext',
        jsx: 'react-native',
        skipLibCheck: true,
        allowSyntheticDefaultImports: true,
        moduleResolution: 'node',
        lib: ['es6', 'dom'],
        esModuleInterop: true,
        strict: true,
        forceConsistentCasingInFileNames: true,
        resolveJsonModule: true,
        isolatedModules: true,
      },
      include: ['src'],
    },
  },
  {
    spec: 'react-native-screens@4.30.1',
    style:
      'held out: native screens for React Native in TSX (Software Mansion), with platform variants: function and class components (`Screen`, `ScreenContainer`, `ScreenStack`, `ScreenStackItem`, `SearchBar`, `FullWindowOverlay`, header config and subviews), a native stack navigator for React Navigation (`createNativeStackNavigator`, `NativeStackView`, header configuration, animations), gesture-handler and Reanimated integrations in subfolders, native components from codegen specs (`fabric/*NativeComponent.ts`), newer components (`tabs`, `split`, `gamma` stack) behind experimental entry points, platform files (`.web.tsx`, `.android.tsx`, `.ios.tsx`), contexts, hooks and utilities; 165 files (73 `.tsx`; and 1 declaration file), 12,724 lines; no tests shipped',
    // It ships no tsconfig; its repository's `tsconfig.json` (one stored version): ES modules under
    // Node's resolution, target and library ESNext, JSX `react`, strict, `esModuleInterop`,
    // `resolveJsonModule`, `skipLibCheck`, `forceConsistentCasingInFileNames`, `baseUrl: '.'` with
    // `paths` of its own name and subpaths into `src` (its `paths` into a checked-out
    // `react-navigation` are left out); written at the root with `include: ['src']`, without
    // `noUnused*`. React ships no types and nothing installs `@types/react`. The compiler reports
    // 139 errors: 62 `react` without types, 21 implicit `any`s and 13 `React` namespaces not found
    // that follow, 7 modules not found (`react-native-reanimated`, `react-native-gesture-handler`,
    // `react-native-safe-area-context`, its development dependencies only).
    tsconfig: {
      compilerOptions: {
        baseUrl: '.',
        paths: {
          'react-native-screens': ['src'],
          'react-native-screens/native-stack': ['src/native-stack/index.tsx'],
          'react-native-screens/reanimated': ['src/reanimated/index.tsx'],
          'react-native-screens/gesture-handler': ['src/gesture-handler/index.tsx'],
        },
        allowUnreachableCode: false,
        allowUnusedLabels: false,
        esModuleInterop: true,
        forceConsistentCasingInFileNames: true,
        jsx: 'react',
        lib: ['esnext'],
        module: 'esnext',
        moduleResolution: 'node',
        resolveJsonModule: true,
        skipLibCheck: true,
        strict: true,
        target: 'esnext',
      },
      include: ['src'],
    },
  },
  // The fifty-eighth held-out round, measured before any rule was written for it.
  {
    spec: '@line/bot-sdk@11.2.0',
    style:
      'held out: the Node.js SDK of a messaging platform (LINE), mostly generated from OpenAPI descriptions: one client class per API (`MessagingApiClient`, `MessagingApiBlobClient`, `InsightClient`, `LiffClient`, `ManageAudienceClient`, …) whose methods call a shared `HTTPFetchClient` and come in pairs (`pushMessage` over `pushMessageWithHttpInfo`), model modules of interfaces and discriminated unions with namespaces of constants (`TextMessage`, `FlexBubble`), barrels imported as namespaces (`import * as messagingApi`), a hand-written facade generated over every client (`LineBotClient`), webhook signature validation and an Express-style middleware; its sources under `lib/`',
    // Its sources sit in `lib/`, beside the compiled `dist/`. It ships no tsconfig: ES modules
    // under Node's resolution of `.js` specifiers (NodeNext), strict, as its build compiles them.
    sourcePaths: ['lib'],
    tsconfig: nodeNextConfig('lib'),
  },
  // The fifty-ninth held-out round, measured before any rule was written for them.
  {
    spec: '@unkey/api@2.5.1',
    style:
      "held out: a REST client generated by another generator (Speakeasy) than the OpenAI SDK's: one module per operation under `funcs/` (`keysCreateKey(client, request)`) building and sending the request through a core client (`UnkeyCore`) and matching the response with combinators (`M.json(200, …)`, `M.fail(…)`), SDK classes per resource delegating to them (`Keys`, `Ratelimit`, `Identities`), zod models (`models/components`, `models/operations`, `models/errors`: error classes over an `UnkeyError`), hooks, retries, an async `APIPromise`; its sources under `src/`, modules imported by their `.js` names",
    // It ships no tsconfig; its repository's build (tshy) compiles `src` as ES modules under
    // Node's resolution of `.js` specifiers, strict.
    tsconfig: nodeNextConfig('src'),
  },
  {
    spec: '@patternfly/react-topology@6.6.0',
    style:
      'held out: a React library in TSX for graphs and topology views (PatternFly), its model a MobX class hierarchy (`BaseElement`, `BaseNode`, `BaseEdge`, `BaseGraph` behind `Element`, `Node`, `Edge`, `Graph` interfaces) laid out by layout classes (`ForceLayout`, `DagreLayout`, `ColaLayout` over a `BaseLayout`), a `Visualization` controller registering component and layout factories, behaviours as higher-order components and hooks (`withDragNode`, `useSelection`, `withPanZoom`), anchors as classes (`CenterAnchor`, `EllipseAnchor`), SVG components (`DefaultNode`, `DefaultEdge`, `DefaultGroup`), pipeline topology components; its own tsconfig',
    // `mobx-react@7` allows React up to 18 only, against the React 19 its peers resolve to: npm
    // refuses the install without `--force`.
    forcedInstall: true,
  },
  {
    spec: 'matrix-bot-sdk@0.7.1',
    style:
      "held out: a bot SDK for a chat protocol (Matrix) on Node, class-heavy: a `MatrixClient` of 2,000 lines with an `Appservice`, `Intent` and a `UnstableApis` beside it, storage providers implementing `IStorageProvider` (`SimpleFsStorageProvider`, `RustSdkCryptoStorageProvider`), mixins as classes with static methods (`AutojoinRoomsMixin.setupOnClient(client)`), event classes over a `MatrixEvent` base (`MessageEvent<T>`, `MembershipEvent`), encryption through a `CryptoClient`, rich replies and mentions as static helpers, metrics decorators (`@timedMatrixClientFunctionCall()`), an event emitter; CommonJS under Node's resolution, its own tsconfig",
  },
  {
    spec: '@huggingface/tasks@0.21.54',
    style:
      'held out: the task and library metadata of a machine-learning hub, functional and declarative: no classes, tables of task specifications and libraries as object literals (`MODEL_LIBRARIES_UI_ELEMENTS` mapping each library to functions generating code snippets), snippet generators per language and inference provider (`snippets/python.ts`, `js.ts`, `curl.ts`) as functions of a model returning template strings, local apps with `deeplink` and `snippet` functions, GGUF and hardware tables, types generated from JSON schemas; ES modules under NodeNext, its own tsconfig',
  },
  // The sixtieth held-out round, measured before any rule was written for them.
  {
    spec: '@tact-lang/compiler@1.5.0',
    style:
      "held out: the compiler of a smart-contract language (Tact) for a blockchain, functional over a shared immutable context: a grammar in Ohm whose semantics build the AST, type checking and resolution passes storing facts in a `CompilerContext` through `createContextStore()` stores (`store.get(ctx, key)`, `store.set(ctx, key, value)`), constant evaluation and an optimizer, code generation writing FunC through a `WriterContext` class of `append`/`inIndent` calls, ABI and storage layouts, packaging and a CLI; CommonJS under Node's resolution, with its tests",
    // It ships no tsconfig; its repository's: CommonJS under Node's resolution, ES2020, strict,
    // `esModuleInterop`, `resolveJsonModule`.
    tsconfig: commonJsConfig('es2020', ['es2020'], { resolveJsonModule: true }),
  },
  {
    spec: '@livekit/agents@1.9.0',
    style:
      'held out: a framework of realtime voice AI agents on Node (LiveKit Agents), class-heavy and async: an `AgentSession` running `Agent` subclasses with lifecycle hooks, an agent activity of speech handles and generation pipelines, abstract plugin bases for LLM, STT, TTS and VAD with stream classes over async iterators and readable streams, function tools made by `llm.tool({ … })`, a job worker with IPC between processes, typed event emitters, inference gateways, metrics and OpenTelemetry tracing; ES modules under NodeNext, with its tests',
    // It ships no tsconfig; ES modules imported by their `.js` names: NodeNext, strict.
    tsconfig: nodeNextConfig('src'),
    // Its optional peers have no versions npm can resolve together.
    forcedInstall: true,
  },
  {
    spec: 'react-native-reanimated@4.8.0',
    style:
      'held out: an animation library for React Native in TSX over worklets: shared values and animations as hooks (`useSharedValue`, `useAnimatedStyle`, `withTiming`, `withSpring`, `withSequence`), animation objects made by factories whose `onFrame` and `onStart` run on the UI thread, layout animations as classes with static builders and chained modifiers (`FadeIn.duration(300).delay(100)`, a `ComplexAnimationBuilder` over a `BaseAnimationBuilder`), CSS animations and transitions managed by classes per platform, a web implementation beside the native one (`.web.ts` files), the JS reanimated module behind an interface, animated components made by `createAnimatedComponent`; React without types',
    // It ships no tsconfig; its repository's: ES modules under Node's resolution, ESNext, JSX
    // `react-native`, strict.
    tsconfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'node',
        target: 'esnext',
        lib: ['esnext'],
        jsx: 'react-native',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
      },
      include: ['src'],
    },
    // React Native's release candidates and React's peers conflict without `--force`.
    forcedInstall: true,
  },
  // The sixty-first held-out round, measured before any rule was written for them.
  {
    spec: '@eclipse-glsp/client@2.8.0',
    style:
      "held out: the client of a graphical language server platform (Eclipse GLSP) over sprotty, class-heavy with dependency injection: InversifyJS modules binding services (`bind(TYPES.IActionHandler).to(…)`, `@inject(…)` fields and constructor parameters), action handlers and command classes over sprotty bases (`Command`, `MouseListener`, `AbstractUIExtension`), tools (`BaseEditTool`, `ChangeBoundsTool`) with feedback emitters, a model of `GModelElement` subclasses, features as mixins and type guards, an editor context service with events; CommonJS under Node's resolution, imports without extensions",
    // It ships no tsconfig; its repository's (`@eclipse-glsp/ts-config`): CommonJS under Node's
    // resolution, ES2019 with the DOM, strict, legacy decorators with their metadata.
    tsconfig: commonJsConfig('es2019', ['es2019', 'dom'], {
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
    }),
  },
  {
    spec: '@refinedev/inferencer@7.0.0',
    style:
      'held out: code generators in React TSX (refine): inferencer components per UI library (Ant Design, Material UI, Mantine, Chakra, headless) built by one `createInferencer` factory from renderer functions that print page code as template strings, field inference as a chain of inferrer functions (`textInfer`, `relationInfer`, `imageInfer`) over a record, utilities resolving relations through hooks (`useRelationFetch`), a live previewer and code viewer; paths aliased `@/`',
    // Its tsconfig extends its monorepo's, which the package lacks: ES modules under Node's
    // resolution, JSX for React 17+, strict.
    extraOptions: {
      module: 'esnext',
      moduleResolution: 'node',
      target: 'es2019',
      lib: ['es2019', 'dom'],
      jsx: 'react-jsx',
      strict: true,
      esModuleInterop: true,
    },
    // Its peers' ranges conflict: npm refuses the install without `--force`.
    forcedInstall: true,
  },
  {
    spec: '@keplr-wallet/stores@0.12.313',
    style:
      "held out: the state stores of a blockchain wallet (Keplr) on MobX: observable query classes over a base `ObservableQuery` and `ObservableChainQuery` with their maps (`ObservableQueryBalances`, `ObservableQueryDelegations`), account stores composing per-chain account sets (`AccountSetBase`, `CosmosAccountImpl`), decorators (`@observable`, `@computed`, `@action`, `@flow`), generic store maps (`HasMapStore`), a chain store of chain infos, price and IBC stores; CommonJS under Node's resolution",
    // Its tsconfig extends its monorepo's, which the package lacks: CommonJS under Node's
    // resolution, ES2020 with the DOM, strict, legacy decorators.
    extraOptions: {
      module: 'commonjs',
      moduleResolution: 'node',
      target: 'es2020',
      lib: ['es2020', 'dom'],
      strict: true,
      esModuleInterop: true,
      experimentalDecorators: true,
    },
    // Its peers' ranges conflict: npm refuses the install without `--force`.
    forcedInstall: true,
  },
  {
    spec: '@atproto/pds@0.4.217',
    style:
      "held out: the personal data server of a social protocol (AT Protocol, Bluesky) on Express: an `AppContext` built once and handed to generated XRPC route handlers (`server.com.atproto.repo.createRecord({ auth, handler })`), an account manager over a Kysely database of query helper modules, actor stores per account (`ActorStore.transact(did, (store) => …)`) with readers and transactors (`RepoTransactor` over `RepoReader`), a sequencer, mailer, image and blob stores, OAuth; CommonJS under Node's resolution, imports without extensions",
    // Its tsconfig extends its monorepo's, which the package lacks: CommonJS under Node's
    // resolution, ES2022, strict.
    extraOptions: {
      module: 'commonjs',
      moduleResolution: 'node',
      target: 'es2022',
      lib: ['es2022'],
      strict: true,
      esModuleInterop: true,
    },
  },
  // The sixty-second held-out round, measured before any rule was written for them.
  {
    spec: '@drift-labs/sdk@2.145.0',
    style:
      'held out: the TypeScript SDK of a perpetuals exchange on a blockchain (Drift, on Solana): a `DriftClient` of several thousand lines building and sending transactions through an Anchor program, a `User` class reading its accounts, account subscribers behind interfaces with WebSocket, polling and gRPC implementations (`WebSocketDriftClientAccountSubscriber`, `PollingUserAccountSubscriber`), math modules of functions over big numbers (`calculateMarkPrice`, `calculateLiquidationPrice`), order and auction helpers, oracles per source behind an `OracleClient` interface, a transaction sender hierarchy (`BaseTxSender`, `RetryTxSender`, `WhileValidTxSender`); CommonJS, its own tsconfig',
    // Its dependencies' peer ranges conflict (Anchor): npm refuses the install without `--force`.
    forcedInstall: true,
  },
  {
    spec: '@microsoft/agents-hosting@1.8.1',
    style:
      "held out: the hosting layer of an SDK for conversational agents (Microsoft 365 Agents): an `AgentApplication` routing activities to handlers registered by selectors (`onMessage`, `onConversationUpdate`, `onActivity`), a `TurnContext` sending and updating activities through an adapter (`CloudAdapter` over `BaseAdapter`), middleware sets, state as `TurnState` over storage implementations (`MemoryStorage`, `FileStorage`), OAuth flows and token clients, connector and user-token clients over an HTTP client, authentication providers (`MsalTokenProvider`), transcript loggers; CommonJS under Node's resolution, imports without extensions",
    // It ships no tsconfig; its repository's: CommonJS under Node's resolution, ES2019, strict.
    tsconfig: commonJsConfig('es2019', ['es2019', 'dom'], { resolveJsonModule: true }),
  },
  {
    spec: '@patternfly/chatbot@6.5.0',
    style:
      'held out: React components in TSX for chat interfaces (PatternFly): a `Chatbot` container, message lists and messages with Markdown rendered through remark plugins, a message bar with attachments, speech recognition and a send button, a conversation history drawer, source cards, code and table blocks, response actions, a file preview and a compare layout; function components with hooks and props interfaces, each component a folder with its own index; its own tsconfig',
    // Its peers' ranges conflict: npm refuses the install without `--force`.
    forcedInstall: true,
  },
  // The sixty-third held-out round, measured before any rule was written for them.
  {
    spec: 'jazz-tools@0.20.19',
    style:
      "held out: a framework of collaborative values synchronised as CRDTs (Jazz): schema builders (`co.map`, `co.list`, `z.string()`) producing `CoValue` classes (`CoMap`, `CoList`, `CoFeed`, `Account`, `Group`) with proxies over their fields, subscription scopes loading and resolving deep references, a sync manager over peers, storage adapters, auth with passkeys and passphrases, React and React Native bindings in TSX and hooks; ES modules under the bundler's resolution, its own tsconfig",
  },
  {
    spec: '@lodestar/state-transition@1.48.0',
    style:
      'held out: the state transition of an Ethereum consensus client (Lodestar): functions per fork processing blocks and epochs (`processBlock`, `processEpoch`, `processAttestations`, `processWithdrawals`) over cached beacon states wrapping SSZ tree views, an epoch cache and shuffling caches as classes, signature sets, utilities over validators and balances; ES modules imported by their `.js` names',
    // It ships no tsconfig; its repository compiles it under NodeNext. One dependency is written
    // as a pnpm catalog entry, which npm cannot read.
    tsconfig: nodeNextConfig('src'),
    unavailableDependencies: ['@chainsafe/lodestar-z'],
  },
  {
    spec: '@deepkit/desktop-ui@1.0.19',
    style:
      'held out: an Angular component library for desktop applications (Deepkit): components and directives declared with decorators (`@Component`, `@Directive`, `@Input`, `@HostListener`), services injected through constructors, a window and dialog system, tables with virtual scrolling, forms with value accessors, menus bridged to Electron; its own tsconfig with legacy decorators',
    // Its peers' ranges conflict: npm refuses the install without `--force`.
    forcedInstall: true,
  },
  // The sixty-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@dfinity/agent@3.4.3',
    style:
      "held out: the agent of a blockchain's canister API (the Internet Computer): an `HttpAgent` class signing, sending and polling calls and queries with retries and a certificate check, actors made at run time as proxies whose methods come from a Candid interface, certificates and their hash trees verified against BLS signatures, identities behind an interface, a canister status reader; ES modules imported by their `.ts` names",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@solana/spl-token@0.4.15',
    style:
      "held out: the client library of a blockchain's token program (Solana), functional: an instruction builder and decoder per instruction (`createTransferCheckedInstruction`, `decodeTransferCheckedInstruction`) over buffer layouts, actions sending transactions (`transferChecked`, `mintTo`), account and mint state with their layouts, token extensions each in a folder of its own with instructions, state and actions; ES modules imported by their `.js` names",
    // It ships no tsconfig; its repository compiles `src` as ES modules with `.js` imports.
    tsconfig: nodeNextConfig('src'),
  },
  {
    spec: '@metaplex-foundation/umi@1.6.0',
    style:
      'held out: the core interfaces of a framework of Solana clients (Umi): a `Context` of interfaces (`RpcInterface`, `Signer`, `EddsaInterface`, `ProgramRepositoryInterface`) that plugins install implementations of, a fluent immutable `TransactionBuilder` of chained methods returning new builders, null objects throwing for each interface, amounts, date times and options as functions over plain objects; CommonJS, imports without extensions',
    // It ships no tsconfig; its repository's: CommonJS under Node's resolution, ES2020, strict.
    tsconfig: commonJsConfig('es2020', ['es2020', 'dom']),
  },
  // The sixty-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@nostr-dev-kit/ndk@3.0.3',
    style:
      'held out: the development kit of clients of a social protocol (Nostr): an `NDK` class owning a pool of relays and a cache adapter, events as an `NDKEvent` class with kinds as subclasses (`NDKArticle`, `NDKList`, `NDKZap`…) wrapped from raw events by a registry, subscriptions grouped and sent through relay connectivity and filter validation, signers behind an interface (private key, NIP-07, NIP-46 remote), zaps and wallets, outbox tracking; imports with and without `.js`, no tsconfig',
  },
  {
    spec: '@helia/verified-fetch@8.0.4',
    style:
      'held out: a `fetch` for content-addressed data (IPFS, Helia): a `VerifiedFetch` class resolving IPFS and IPNS URLs through a chain of plugins (`DagCborPlugin`, `DagPbPlugin`, `TarPlugin`, `IpnsRecordPlugin`) over an abstract base plugin, path walking, content-type sniffing, byte ranges, response builders; ES modules imported by their `.ts` names',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@stacks/transactions@7.6.0',
    style:
      'held out: the transaction library of a blockchain (Stacks), functional: Clarity values made by constructor functions and serialized per type, transactions built from payloads, authorizations and post-conditions, signers, address and key helpers, a wire format of discriminated objects read by a byte reader; imports without extensions, no tsconfig',
  },
  // The sixty-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@effect/cluster@0.60.2',
    style:
      "held out: distributed entities over Effect (Effect's cluster): entities defined from RPC groups and made into clients, sharding of entities over runners with a shard manager, message storage and runner storage behind services with SQL implementations, envelopes and replies as schema classes, singletons and cron jobs, workflows over the cluster, layers wiring it all; functional, generators in `Effect.gen`, `.js` imports, no tsconfig",
  },
  {
    spec: '@libp2p/webrtc@6.0.33',
    style:
      'held out: WebRTC transports of a peer-to-peer networking stack (libp2p): a private-to-private transport signalling over relayed streams, a private-to-public one dialing with certificate hashes in multiaddrs, a data channel muxer over a class of streams, SDP munging, a listener per transport, Node and browser variants of the peer connection; ES modules imported by their `.ts` names',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@waku/sdk@0.0.31',
    style:
      "held out: the SDK of a peer-to-peer messaging network (Waku): a `WakuNode` built by factory functions over libp2p, light push, filter and store protocols wrapped as SDK classes over the core's protocol clients, peer managers and connection management, a reliable channel with message sync, health indicators; `.js` imports, no tsconfig",
  },
  // The sixty-seventh held-out round, measured before any rule was written for them.
  {
    spec: '@huggingface/inference@4.13.30',
    style:
      "held out: the inference client of a model hub (Hugging Face): a function per task (`textGeneration`, `chatCompletion`, `textToImage`, `automaticSpeechRecognition`, …) that finds a provider helper and sends the request through shared request functions, provider helpers as a class hierarchy over an abstract `TaskProviderHelper` with a subclass per provider and task implementing task interfaces (`TextToImageTaskHelper`, …), an `InferenceClient` class whose methods are the task functions bound to its options, code snippets generated per provider and language from templates; ES modules imported by their `.js` names under Node's resolution",
    // It ships no tsconfig; its repository's: ES modules under Node's resolution, ESNext, strict,
    // `noImplicitOverride`, `esModuleInterop`, `resolveJsonModule` (written with `include: ['src']`:
    // its tests are not shipped).
    tsconfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'node',
        target: 'esnext',
        strict: true,
        noImplicitOverride: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        skipLibCheck: true,
      },
      include: ['src'],
    },
  },
  {
    spec: '@shopify/react-native-skia@2.14.0',
    style:
      "held out: 2D graphics for React Native over Skia in TSX: a React reconciler rendering JSX elements (`Canvas`, `Rect`, `Path`, `Image`, `Group`, shaders, filters) into a scene graph of commands replayed on a recorder, Skia's API as interfaces (`SkCanvas`, `SkPaint`, `SkPath`, `SkImage`, …) implemented twice, natively through JSI and for the web as `Jsi*` classes over CanvasKit, animations over Reanimated's shared values, views and pictures per platform, headless rendering; imports without extensions, React without types",
    // It ships no tsconfig; its repository's: ES modules under Node's resolution, target ESNext with
    // the DOM and ES2019 libraries, JSX `react-native`, strict, `noImplicitReturns`,
    // `esModuleInterop`, `allowSyntheticDefaultImports`, `resolveJsonModule` (written with
    // `include: ['src']`, without `noUnused*` and `allowJs`).
    tsconfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'node',
        target: 'esnext',
        lib: ['dom', 'es2019'],
        jsx: 'react-native',
        strict: true,
        noImplicitReturns: true,
        noFallthroughCasesInSwitch: true,
        esModuleInterop: true,
        allowSyntheticDefaultImports: true,
        resolveJsonModule: true,
        skipLibCheck: true,
      },
      include: ['src'],
    },
    // React Native's and Reanimated's peers conflict without `--force`.
    forcedInstall: true,
  },
  {
    spec: '@chainsafe/discv5@12.0.2',
    style:
      "held out: Ethereum's peer discovery protocol (discv5) over UDP: a `Discv5` service class over a session service that encrypts packets with handshakes, a Kademlia routing table of buckets and iterative lookups, classes extending an event emitter cast to a strictly typed one (`extends (EventEmitter as { new (): … })`), message encoding and decoding with RLP, transports behind an interface, rate limiting, a libp2p peer discovery adapter; `.js` imports under NodeNext",
    // It ships no tsconfig; its repository's: NodeNext, ESNext, strict.
    tsconfig: nodeNextConfig('src'),
    // The registry here has `@chainsafe/enr` up to 5.0.0, and none of the `^6.0.2` it asks for.
    unavailableDependencies: ['@chainsafe/enr'],
  },
  // The sixty-eighth held-out round, measured before any rule was written for them.
  {
    spec: '@luma.gl/engine@9.4.2',
    style:
      'held out: the engine layer of a WebGL and WebGPU framework over its device API: a `Model` class drawing geometry with pipelines made by a factory and shader inputs of uniform modules, model subclasses (`ClipSpace`, light models over an abstract generic base), an animation loop and an abstract template an application subclasses, a scenegraph of nodes, buffer and texture transforms, computations, swap framebuffers, materials, dynamic textures, picking managers, geometries as classes; written without strict null checks',
  },
  {
    spec: 'react-native-vision-camera@5.2.3',
    style:
      'held out: a camera library for React Native over Nitro modules, in TSX: hybrid objects declared as interfaces extending `HybridObject` (`CameraSession`, `CameraDevice`, `Frame`, outputs) and created through a factory object, hooks (`useCameraDevice`, `useFrameOutput`, `usePhotoOutput`) over them, a `Camera` view component, frame processors run as worklets on threads, helpers converting orientations and formats; React without types',
    // It ships no tsconfig; its repository's: ES modules under Node's resolution, ESNext, JSX
    // `react-native`, strict, `noUncheckedIndexedAccess`, `noImplicitReturns`, `esModuleInterop`,
    // `resolveJsonModule` (written with `include: ['src']`, without `noUnused*`).
    tsconfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'node',
        target: 'esnext',
        lib: ['esnext'],
        jsx: 'react-native',
        strict: true,
        noUncheckedIndexedAccess: true,
        noImplicitReturns: true,
        noFallthroughCasesInSwitch: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        skipLibCheck: true,
      },
      include: ['src'],
    },
    // React Native's peers conflict without `--force`.
    forcedInstall: true,
  },
  {
    spec: '@loaders.gl/tiles@4.5.4',
    style:
      "held out: 3D tiles streaming of a framework of data loaders (vis.gl's loaders.gl), class-heavy: a `Tileset3D` class selecting, requesting, caching and unloading tiles per frame over viewports, `Tile3D` nodes with content and bounding volumes, traversers as a class hierarchy (`TilesetTraverser`, `Tileset3DTraverser`, `I3STilesetTraverser`) overriding its hooks, an I3S tile manager and pending-tiles register, a least-recently-used cache over a doubly linked list, culling, level-of-detail and frame-state helpers over math.gl",
  },
  // The sixty-ninth held-out round, measured before any rule was written for them.
  {
    spec: '@fluidframework/container-loader@3.0.2',
    style:
      "held out: the container loader of a collaboration framework (Fluid Framework), class-heavy and event-driven: a `Container` class of some 2,500 lines over a `DeltaManager` queuing inbound and outbound ops through `DeltaQueue`s, a `ConnectionManager` behind an interface of callbacks, a connection state handler with its own handler interface, protocol and quorum handlers, storage adapters wrapping a driver's storage service, a serialized state manager for pending local state, a `Loader` resolving and creating containers, audience and attachment tracking; ES modules under Node's resolution over nine of its monorepo's packages",
    // Its tsconfig extends its monorepo's `common/build/build-common/tsconfig.node20.json` (not
    // shipped), as `@fluidframework/merge-tree`'s does: those options given here; its own
    // (`noUncheckedIndexedAccess` and `exactOptionalPropertyTypes` off) are read from the file.
    extraOptions: {
      module: 'node20',
      target: 'ES2020',
      lib: ['ES2020', 'DOM', 'DOM.Iterable'],
      strict: true,
      jsx: 'react',
      esModuleInterop: true,
    },
  },
  {
    spec: 'react-native-maps@1.29.11',
    style:
      'held out: maps for React Native in TSX, class components: a `MapView` of some 1,300 lines over `React.Component` whose methods call native commands through a ref (`animateToRegion`, `fitToCoordinates`, `getCamera`), its overlays as components (`MapMarker`, `MapPolyline`, `MapPolygon`, `MapCircle`, tiles, callouts) decorated per provider by a higher-order function, an `AnimatedRegion` subclassing an animated node, native components from codegen specs, a web variant; React without types',
    // It ships no tsconfig; its repository's: ES modules under the bundler's resolution, ESNext,
    // JSX `react-jsx`, strict, `noImplicitReturns`, `esModuleInterop`, `resolveJsonModule`, `paths`
    // of its own name to `src` (written with `include: ['src']`, without `noUnused*`).
    tsconfig: {
      compilerOptions: {
        baseUrl: '.',
        paths: { 'react-native-maps': ['./src/index'] },
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'esnext',
        lib: ['esnext'],
        jsx: 'react-jsx',
        strict: true,
        noImplicitReturns: true,
        noFallthroughCasesInSwitch: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        skipLibCheck: true,
      },
      include: ['src'],
    },
    // React Native's peers conflict without `--force`.
    forcedInstall: true,
  },
  {
    spec: '@apollo/query-planner@2.14.4',
    style:
      'held out: the query planner of a GraphQL federation: a `QueryPlanner` class building plans over a federated query graph, fetch groups and their dependency graph as classes (`FetchGroup`, `FetchDependencyGraph`) merged, pruned and optimised, a closed-branch search over paths with generic option sets, conditions resolved against subgraph paths, plan nodes serialised and pretty-printed; over `@apollo/federation-internals` and `@apollo/query-graphs`',
  },
  // The seventieth held-out round, measured before any rule was written for them.
  {
    spec: '@atproto/oauth-client@0.6.1',
    style:
      'held out: the OAuth client of a social protocol (AT Protocol): an `OAuthClient` class authorizing and restoring sessions over a resolver of identities and authorization servers, server agents making DPoP-bound token requests, session and state stores behind interfaces, getters caching metadata and sessions as subclasses of a generic `CachedGetter`, error classes per failure, a fetch wrapper adding DPoP proofs',
    // Its `tsconfig.json` only refers to `tsconfig.build.json`, which extends its monorepo's
    // `tsconfig/isomorphic.json` (not shipped): measured with the options `@atproto/api` is measured
    // with, which extends the same file.
    extraOptions: {
      strict: true,
      noImplicitAny: false,
      esModuleInterop: true,
      isolatedModules: true,
      useDefineForClassFields: true,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'CommonJS',
      moduleResolution: 'node',
      resolveJsonModule: true,
      target: 'ES2020',
    },
  },
  {
    spec: '@ethereumjs/trie@6.2.1',
    style:
      "held out: Ethereum's Merkle Patricia trie: a `Trie` class of some 1,300 lines putting, getting, deleting and walking over a database of encoded nodes, node classes (`BranchNode`, `ExtensionNode`, `LeafNode` over a base `Node`) decoded from RLP, a walk controller and a prioritized task executor, proofs created and verified, range proofs, a read stream over Node's `Readable`, nibble helpers; ES modules imported by their `.js` names",
  },
  {
    spec: '@serenity-js/web@3.43.2',
    style:
      'held out: the web module of an acceptance-testing framework on the Screenplay Pattern: an abstract `BrowseTheWeb` ability over abstract `Page`, `PageElement`, `PageElements` and `BrowsingSession` classes that integrations implement, interactions as classes made by static factories (`Click.on(…)`, `Enter.theValue(…).into(…)`, `Navigate.to(…)`), questions over page elements (`Text.of(…)`, `Attribute.called(…).of(…)`) as meta-questions, selectors as classes (`By.css(…)`), expectations',
    // It ships only build configurations extending files it does not ship: measured with the
    // options `@serenity-js/core` is measured with, and the DOM library its page scripts use.
    tsconfig: {
      compilerOptions: { ...SERENITY_OPTIONS, lib: ['es2022', 'dom'] },
      include: ['src'],
    },
  },
  // The seventy-first held-out round, measured before any rule was written for them.
  {
    spec: '@milkdown/crepe@7.22.1',
    style:
      "held out: a ready-made Markdown editor over a plugin framework (Milkdown's Crepe): a `CrepeBuilder` class adding features by configuration, each feature a module defining ProseMirror plugins, views and Vue components in TSX (block handles, a slash menu, a toolbar, link tooltips, image blocks, a CodeMirror code block, LaTeX, tables, an AI assistant streaming suggestions through providers), configs merged with defaults, icons as strings",
  },
  {
    spec: '@tanstack/vue-query@5.104.0',
    style:
      "held out: a data-fetching library's adapter for Vue: composables (`useQuery`, `useInfiniteQuery`, `useMutation`, `useQueries`) over the core's observers made reactive with refs, computed values and watchers, a `QueryClient`, `QueryCache` and `MutationCache` subclassing the core's to unwrap Vue refs in their arguments, a Vue plugin installing the client, devtools integration",
  },
  {
    spec: '@tiptap/extension-table@3.35.0',
    style:
      'held out: table editing for a ProseMirror-based editor framework (Tiptap): node extensions made by `Node.create({ … })` from object literals whose methods (`addCommands`, `addKeyboardShortcuts`, `addProseMirrorPlugins`, `renderHTML`) the framework calls with `this` bound, a table view class, cell, header and row nodes, a kit bundling them, helpers creating tables and reading column widths',
  },
  // The seventy-second held-out round, measured before any rule was written for them.
  {
    spec: '@deepkit/framework@1.0.19',
    style:
      "held out: the application framework of Deepkit: a `FrameworkModule` configured by a config class and assembling the HTTP, RPC, broker and filesystem modules, an `ApplicationServer` starting workers and listeners, a `WebWorker` over Node's HTTP server, RPC kernels and controllers per connection, a broker server and its adapters, CLI commands as classes, a debug module recording stopwatch frames, zones, a test facade (`createTestingApp`), services injected through constructors",
    // Its own tsconfig (CommonJS under Node's resolution, target ES2022, strict without
    // `noImplicitAny`, decorators with metadata); its `types` are not read (the bench loads no
    // global types).
    sourcePaths: ['src', 'index.ts'],
  },
  {
    spec: '@atproto/xrpc-server@0.10.21',
    style:
      "held out: the HTTP server side of a social protocol's RPC (XRPC): a `Server` class registering query, procedure and subscription methods from lexicon documents on an Express router, handlers validating parameters and bodies, auth verifiers, rate limiters behind an interface with a route and a global kind, WebSocket subscriptions streaming frames (`Frame`, `MessageFrame`, `ErrorFrame`) from async generators, error classes per status; with its tests (13 files) starting servers and calling them through the client",
    // Its `tsconfig.json` only refers to others that extend its monorepo's `tsconfig/node.json`
    // (not shipped): measured as `@atproto/repo` is, whose build extends the same file.
    extraOptions: ATPROTO_OPTIONS,
    sourcePaths: ['src', 'tests'],
  },
  {
    spec: '@refinedev/mui@8.0.2',
    style:
      "held out: Material UI components for a React admin framework (Refine), in TSX: CRUD page layouts (`List`, `Create`, `Edit`, `Show`), buttons wired to the core's hooks (`useNavigation`, `useDeleteButton`), field components, a themed layout with a sider, header and title, hooks adapting data grids and autocompletes to the core's data hooks (`useDataGrid`, `useAutocomplete`), contexts and themes; modules imported by path aliases (`@components`, `@hooks`, `@definitions`)",
    // Its tsconfig extends its monorepo's `tsconfig.build.json` (not shipped): written here with
    // that file's options (ES modules under Node's resolution, strict, React's JSX) and its own
    // path aliases.
    tsconfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'node',
        lib: ['dom', 'esnext', 'DOM.Iterable'],
        strict: true,
        noImplicitReturns: true,
        jsx: 'react',
        esModuleInterop: true,
        allowSyntheticDefaultImports: true,
        allowImportingTsExtensions: true,
        noEmit: true,
        skipLibCheck: true,
        baseUrl: '.',
        paths: {
          '@components/*': ['src/components/*'],
          '@components': ['src/components'],
          '@hooks/*': ['src/hooks/*'],
          '@hooks': ['src/hooks'],
          '@definitions/*': ['src/definitions/*'],
          '@definitions': ['src/definitions'],
          '@contexts/*': ['src/contexts/*'],
          '@contexts': ['src/contexts'],
        },
      },
      include: ['src'],
    },
    // `@mui/lab`'s pre-release allows React's types up to 18 only, against the 19 its peers
    // resolve to: npm refuses the install without `--force`.
    forcedInstall: true,
  },
  // The seventy-third held-out round, measured before any rule was written for them.
  {
    spec: '@effect/experimental@0.61.1',
    style:
      "held out: experimental modules over effect, in effect's style (modules of functions over interfaces, tags and layers, `Effect.gen` with `yield*`): an event log of events grouped in schemas, its journal, encryption and remote sync over sockets, persisted caches and queues over a `Persistence` service, a rate limiter, reactivity keys invalidating queries, state machines as actors (`Machine`), server-sent events parsing, variant schemas, dev tools over a socket",
  },
  {
    spec: '@nostr-dev-kit/ndk-wallet@0.7.1',
    style:
      "held out: wallets for a social protocol's development kit (Nostr): an abstract `NDKWallet` over an event emitter, a Cashu e-cash wallet class (`NDKCashuWallet`) keeping proofs and token events in a wallet state class, minting, paying Lightning invoices and sending nutzaps through helper modules, an NWC wallet over a remote-signer client, a WebLN wallet, a nutzap monitor class redeeming received zaps with a persistent store, helpers decoding invoices; with its tests (7 files, over Vitest)",
    // Its own tsconfig (ES modules under Node's resolution, imported by their `.js` names, strict).
  },
  {
    spec: 'expo-modules-core@58.2.1',
    style:
      "held out: the JavaScript side of a React Native framework's native modules (Expo): `requireNativeModule` and `requireOptionalNativeModule` reading a global proxy, `EventEmitter`, `NativeModule` and `SharedObject` classes the native side backs, a `LegacyEventEmitter` wrapping a native module's listeners, permission hooks made by `createPermissionHook`, platform checks, errors with codes (`CodedError`, `UnavailabilityError`), a native view manager adapter in TSX, web variants of modules (`.web.ts`), UUID helpers",
    // It ships no tsconfig; its repository's extends `expo-module-scripts/tsconfig.base.json`:
    // written here with that file's options (ES modules under the bundler's resolution, ESNext,
    // JSX `react-jsx`, strict, `noImplicitReturns`, `noUncheckedIndexedAccess`), without its output
    // options, `noUnused*` and its `types`.
    tsconfig: {
      compilerOptions: {
        lib: ['dom', 'DOM.Iterable', 'esnext'],
        jsx: 'react-jsx',
        target: 'esnext',
        moduleResolution: 'bundler',
        module: 'esnext',
        moduleDetection: 'force',
        verbatimModuleSyntax: true,
        allowSyntheticDefaultImports: true,
        esModuleInterop: true,
        isolatedModules: true,
        skipLibCheck: true,
        strict: true,
        noFallthroughCasesInSwitch: true,
        noImplicitReturns: true,
        noUncheckedIndexedAccess: true,
      },
      include: ['src'],
    },
  },
  // The seventy-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@matter/nodejs@0.17.9',
    style:
      "held out: the Node.js platform layer of a smart-home stack (matter.js): network, storage and crypto drivers implementing the general layer's abstract classes (`NodeJsNetwork`, `NodeJsUdpChannel`, `StorageBackendDisk`, `NodeJsCrypto`), services registered in an environment (`NodeJsEnvironment` loading configuration from files, arguments and variables), a process and signal manager, a BLE proxy; class-heavy and async",
    // Its `src/tsconfig.json` extends its monorepo's `tsc/tsconfig.lib.json` (not shipped): measured
    // with the options `@matter/general` is measured with (the same template).
    tsconfig: MATTER_CONFIG,
  },
  {
    spec: '@tanstack/pacer@0.22.0',
    style:
      'held out: rate-limiting utilities (TanStack Pacer): a class per strategy (`Debouncer`, `Throttler`, `RateLimiter`, `Queuer`, `Batcher`) and an async twin of each, their state in stores, options that are values or functions of the instance (`parseFunctionOrValue`), a retryer, factory functions wrapping each class (`debounce`, `throttle`, `queue`), an event client for devtools',
  },
  {
    spec: '@jupyterlab/codemirror@4.6.6',
    style:
      "held out: a notebook's CodeMirror 6 integration (JupyterLab): an editor class implementing the notebook's editor interface over CodeMirror's view and a shared model, registries of extensions, languages and themes behind tokens, a factory service, search over editors, a Yjs binding as a view plugin",
  },
  // The seventy-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@chainsafe/libp2p-noise@17.0.0',
    style:
      "held out: the Noise protocol's secure channel for libp2p: a `Noise` class implementing the connection encrypter (`secureInbound`, `secureOutbound`) over XX handshakes run as state machines of symmetric and cipher states, crypto behind an interface with pure-JS and Node implementations, an encrypted message stream subclassing libp2p's abstract one, a metrics registry; `.js` imports under NodeNext",
    // It ships no tsconfig; its repository's: NodeNext, strict.
    tsconfig: nodeNextConfig('src'),
  },
  {
    spec: '@mysten/kiosk@0.14.6',
    style:
      'held out: the kiosk SDK of a blockchain (Sui): a `KioskClient` querying kiosks and transfer policies through the chain client, `KioskTransaction` and `TransferPolicyTransaction` builder classes adding Move calls to a transaction, rule resolvers per policy rule as functions in a registry, BCS types of kiosk objects, query helpers; CommonJS',
    // It ships no tsconfig: measured with the options `@mysten/sui` is measured with (its
    // monorepo's shared configuration).
    tsconfig: MYSTEN_CONFIG,
  },
  {
    spec: '@blocknote/mantine@0.55.0',
    style:
      "held out: a block editor's UI components over the Mantine library, in TSX (BlockNote): a `BlockNoteView` wrapping the React layer's view with a theme, and each component the React layer swaps through its context of components written with Mantine's (menus, toolbars, suggestion menus, table handles, side menus, forms, comments), themes applied as CSS variables",
    // It ships no tsconfig: measured with the options `@blocknote/react` is measured with (its
    // repository's `packages/mantine/tsconfig.json` is the same over the same monorepo). Its
    // dependencies install only with npm's `--force`, as `@blocknote/core`'s do.
    tsconfig: BLOCKNOTE_CONFIG,
    forcedInstall: true,
  },
  // The seventy-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@tldraw/sync-core@5.1.1',
    style:
      "held out: the multiplayer sync engine of a whiteboard (tldraw): a `TLSyncRoom` applying clients' pushes to a document store and broadcasting diffs, a `TLSocketRoom` over sessions and socket adapters, a `TLSyncClient` rebasing speculative changes, storage behind a `TLSyncStorage` interface with in-memory and SQLite implementations over wrapper classes per SQLite binding, record and object diffs, message chunking; class-heavy, with its tests (over Vitest, not installed)",
    // It ships no tsconfig: measured with the options `@tldraw/tlschema` is measured with.
    tsconfig: TLDRAW_CONFIG,
  },
  {
    spec: '@waku/core@0.0.35',
    style:
      'held out: the core of a peer-to-peer messaging network (Waku) over libp2p: protocol clients over a `BaseProtocol` class (light push, filter, store, metadata) sending protobuf messages on streams a stream manager keeps per peer, a connection manager of classes for dialing, discovery, keep-alive and network state, message encoders and decoders per version; `.js` imports, no tsconfig',
  },
  {
    spec: '@helia/ipns@10.1.0',
    style:
      'held out: IPNS (mutable names over IPFS, Helia): an `IPNS` class publishing and resolving records through routers behind an interface (a Helia router, a pub/sub router, a local store), a republisher on an interval, record validation and selection, protobuf codecs generated by protons; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The seventy-seventh held-out round, measured before any rule was written for them.
  {
    spec: '@ethereumjs/blockchain@10.1.3',
    style:
      "held out: Ethereum's blockchain of blocks (EthereumJS): a `Blockchain` class putting, validating and iterating blocks over a database manager with caches and batched operations, consensus as classes behind an interface (`CliqueConsensus`, `EthashConsensus`, `CasperConsensus`), constructors from a genesis state or a list of blocks, helpers over RLP; `.ts` imports",
  },
  {
    spec: '@effect/sql@0.52.1',
    style:
      "held out: SQL over Effect, in effect's style: a `SqlClient` service as a `Context.Tag` class whose statements are tagged templates compiled per dialect, connections acquired from pools, resolvers batching requests, schemas of queries, models with repositories, a migrator loading migrations from the file system, an event journal and a persisted queue over SQL",
  },
  {
    spec: '@tanstack/solid-query@5.107.1',
    style:
      "held out: a data-fetching library's primitives for Solid, in TSX: `useQuery`, `useInfiniteQuery`, `useMutation` and `useQueries` over the core's observers through a base hook building a store and a resource, a client provider over Solid's context, query options helpers",
  },
  // The seventy-eighth held-out round, measured before any rule was written for them (after the
  // service-tag rule written for `@effect/cluster`).
  {
    spec: '@effect/rpc@0.76.2',
    style:
      "held out: remote procedure calls over Effect, in effect's style: procedures as schemas grouped in an `RpcGroup`, a client and a server over `Protocol` tags with implementations per transport (HTTP, sockets, workers), serialization as a `RpcSerialization` tag (JSON, NDJSON, MessagePack), middleware as tag classes, a test client",
  },
  {
    spec: '@effect/workflow@0.19.1',
    style:
      "held out: durable workflows over Effect, in effect's style: a `WorkflowEngine` service as a `Context.Tag` class with an in-memory engine, workflows and activities as values made by constructors, durable clocks, deferreds, queues and rate limiters, a workflow proxy to RPC and HTTP groups",
  },
  {
    spec: '@effect/ai@0.37.0',
    style:
      "held out: AI models over Effect, in effect's style: a `LanguageModel` service as a `Context.Tag` class made from a provider's functions, chats keeping history, prompts and responses as schemas of parts, tools and toolkits with handlers, embedding models batching requests, tokenizers, an MCP server over RPC",
  },
  // The seventy-ninth held-out round, measured before any rule was written for them (with `zod`
  // and `gpt-tokenizer`, measured until then only for test reach: see TESTED).
  {
    spec: 'prosemirror-model@1.25.13',
    style:
      'held out: the document model of a rich-text editor (ProseMirror): immutable nodes, fragments and marks as classes, a schema compiling node and mark specs into types, content expressions compiled to automata, resolved positions, slices and replacing, parsing from and serializing to the DOM',
  },
  {
    spec: 'prosemirror-transform@1.12.7',
    style:
      "held out: a rich-text editor's document transforms (ProseMirror): steps as a class hierarchy registered by a JSON id (replace, replace-around, mark and attribute steps) with step maps and mappings, a `Transform` class of chained methods, structure helpers (lift, wrap, split, join), a replace algorithm fitting slices",
  },
  // The eightieth held-out round, measured before any rule was written for them.
  {
    spec: '@libp2p/circuit-relay-v2@4.2.13',
    style:
      'held out: circuit relays of a peer-to-peer stack (libp2p): a relay server keeping reservations in a store and signing vouchers, a transport dialing and listening through relays with its own reservation store and a discovery of relays on a typed event emitter, streams made into connections, protobuf messages generated by protons; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/completer@4.6.6',
    style:
      "held out: a notebook's code completer (JupyterLab): a completion handler between an editor and a model, a completer widget over Lumino, a manager of providers behind an `ICompletionProvider` interface (kernel, context, inline history), inline ghost text as CodeMirror decorations, a reconciliator merging providers' replies, tokens for dependency injection",
  },
  {
    spec: '@tldraw/state@5.1.1',
    style:
      "held out: a whiteboard's signals library (tldraw): atoms and computed values as classes behind `Atom` and `Computed` interfaces, parents and children tracked through array sets, history buffers of diffs, effect schedulers and reactors, transactions with rollback, captured dependencies; with its tests (over Vitest, not installed)",
    // It ships no tsconfig: measured with the options `@tldraw/tlschema` is measured with.
    tsconfig: TLDRAW_CONFIG,
  },
  // The eighty-first held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/cells@4.6.6',
    style:
      "held out: a notebook's cells (JupyterLab): a generic `Cell` widget over Lumino with code, Markdown and raw cells as subclasses (attachments cells between), cell models over a shared document, input areas, a collapser in TSX, a cell's search provider, drag utilities",
  },
  {
    spec: 'prosemirror-state@1.4.4',
    style:
      "held out: a rich-text editor's state (ProseMirror): an immutable `EditorState` made from plugins' fields, selections as a class hierarchy (text, node, all) with bookmarks mapped through changes and registered by a JSON id, a `Transaction` extending the transform class, plugins and plugin keys",
  },
  {
    spec: '@tanstack/virtual-core@3.19.13',
    style:
      'held out: list virtualization (TanStack Virtual): a generic `Virtualizer` class measuring items and computing ranges from options of callbacks, observers of element and window size and offset as exported arrow functions, scrolling helpers, lazy measurements',
  },
  // The eighty-second held-out round, measured before any rule was written for them.
  {
    spec: '@tldraw/utils@5.1.1',
    style:
      "held out: a whiteboard's utilities (tldraw), functional: array, object, iterable and number helpers as exported functions, an LRU cache and a weak cache, an execution queue, retries and debouncing, fractional indices for reordering, readers of image formats (PNG, APNG, GIF, WebP, AVIF), a performance tracker, a media helper class of static methods; with their tests (over Vitest, not installed)",
    // It ships no tsconfig: measured with the options `@tldraw/tlschema` is measured with.
    tsconfig: TLDRAW_CONFIG,
  },
  {
    spec: '@jupyterlab/rendermime@4.6.6',
    style:
      "held out: a notebook's MIME rendering (JupyterLab): a `RenderMimeRegistry` choosing renderer factories by MIME type and rank, rendered widgets as a class hierarchy over a common base (HTML, Markdown, LaTeX, images, SVG, text, errors, JavaScript), render functions they share, MIME and output models, attachments models, sanitizing and link handling",
  },
  {
    spec: '@libp2p/identify@4.1.14',
    style:
      'held out: the identify protocols of a peer-to-peer stack (libp2p): `Identify` and `IdentifyPush` classes over an abstract base, each behind its own interface, reading and writing protobuf messages on streams, updating the peer store; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The eighty-third held-out round, measured before any rule was written for them.
  {
    spec: '@effect/typeclass@0.41.0',
    style:
      "held out: typeclasses over Effect's data types, functional: typeclass interfaces (`Monad`, `Traversable`, `Semigroup`, `Bounded`, …) as generic interfaces over higher-kinded type lambdas, instances for each data type (`Option`, `Either`, `Array`, `Record`, `Identity`, …) as object literals of those interfaces, built from one another's members, combinators as dual functions taking an instance",
  },
  {
    spec: 'true-myth@9.4.0',
    style:
      'held out: safe types for JavaScript, functional by its API over classes: `Maybe`, `Result` and `Task` (a lazy promise of a result) as classes behind interfaces, each with a module of curried functions over them (`map`, `andThen`, `match`, …) exported as a namespace beside the class, a toolbelt converting between them, an ESLint plugin of two rules; `.js` imports',
    // It ships no tsconfig; its repository builds with NodeNext, strict.
    tsconfig: nodeNextConfig('src'),
  },
  {
    spec: '@jupyterlab/filebrowser@4.6.6',
    style:
      "held out: a notebook application's file browser (JupyterLab): a `FileBrowser` widget over a `FileBrowserModel` that lists and watches a drive's directory through the services' contents manager, a directory listing with a renderer class and drag and drop, a breadcrumbs bar, an upload button and its model, a file dialog, a browser factory tracking instances, one component in TSX",
  },
  // The eighty-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@effect/printer@0.51.0',
    style:
      "held out: a pretty printer in Effect's style (after Wadler's and Leijen's): documents as an algebra of tagged object literals made by constructors and combinators in an internal module, re-exported by public modules of dual functions, layouts turning documents into streams of tokens, streams rendered to strings, document trees, optimization and flattening as recursive functions over the tags",
  },
  {
    spec: '@jupyterlab/docregistry@4.6.6',
    style:
      "held out: a notebook application's document registry (JupyterLab): a `DocumentRegistry` of file types, model factories and widget factories, a document context tying a model to a file through the services' contents manager, abstract widget factories subclassed per document kind, `DocumentWidget` over Lumino widgets, MIME documents, test utilities; one component in TSX",
  },
  {
    spec: '@multiformats/multiaddr@13.0.3',
    style:
      'held out: composable network addresses (multiaddr): a `Multiaddr` class behind an interface, parsed from strings and bytes into components through a registry of protocol codecs (objects of functions converting values to and from bytes and strings), validation functions per protocol; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The eighty-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@uppy/utils@7.2.0',
    style:
      "held out: a file uploader's shared utilities (Uppy), functional with a few classes: some sixty modules of one exported function each (file type and name helpers, progress, network checks, DOM helpers), a rate-limited queue and a task queue as classes whose wrapped functions return abortable promises, a translator of locale strings with pluralization, error classes, a virtual list component in TSX (Preact); with their tests (over Vitest, not installed); `.js` imports",
    // It ships no tsconfig; its repository builds with NodeNext, strict.
    tsconfig: nodeNextConfig('src'),
  },
  {
    spec: '@tanstack/store@0.11.3',
    style:
      'held out: a framework-agnostic reactive store (TanStack): `Store` and derived values over atoms and signals of a small reactive core (`alien`) of linked nodes propagating changes, effects, batches, shallow comparison',
  },
  {
    spec: '@jupyterlab/console@4.6.4',
    style:
      "held out: a notebook application's code console (JupyterLab): a `CodeConsole` widget of cells over Lumino with a prompt cell, a console panel holding it with a session context, a history of inputs navigated through a kernel's history requests, a foreign handler for other clients' messages, a widget tracker",
  },
  // The eighty-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@lumino/algorithm@2.0.5',
    style:
      'held out: generic algorithms over iterables (Lumino), functional: generator functions (`map`, `filter`, `chain`, `zip`, `stride`, `take`, …) and reducers, array algorithms as functions of a namespace (`ArrayExt.firstIndexOf`, `ArrayExt.upperBound`, …) calling one another, string matching as a namespace, a topological sort',
  },
  {
    spec: '@jupyterlab/coreutils@6.6.6',
    style:
      "held out: a notebook application's core utilities (JupyterLab): namespaces of functions for paths, URLs, page configuration, text and time, an activity monitor and an LRU cache as classes, a plugin registry resolving plugins' dependencies, Markdown code block parsing",
  },
  {
    spec: '@jupyterlab/observables@5.6.6',
    style:
      "held out: a notebook application's observable data structures (JupyterLab): `ObservableList`, `ObservableMap`, `ObservableString` and `ObservableJSON` classes behind interfaces emitting change signals, an undoable list extending the observable list with a serializer, a model database over them",
  },
  // The eighty-seventh held-out round, measured before any rule was written for them.
  {
    spec: '@lumino/coreutils@2.2.3',
    style:
      'held out: core utilities of a widget toolkit (Lumino): JSON values and their deep comparison and copy as functions of a namespace, a promise delegate class, tokens, MIME data, UUIDs and random bytes through functions chosen per platform at load',
  },
  {
    spec: '@jupyterlab/statedb@4.6.6',
    style:
      "held out: a notebook application's state database (JupyterLab): a `StateDB` class over a connector interface with an in-memory implementation, transforms applied to its contents, a `RestorablePool` of objects restored through the database, tokens",
  },
  {
    spec: '@jupyterlab/translation@4.6.6',
    style:
      "held out: a notebook application's translations (JupyterLab): a translation manager fetching language packs through a server connection, gettext bundles as a class with pluralization and contexts, a null translator, a translator connector, tokens",
  },
  // The eighty-eighth held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/debugger@4.6.4',
    style:
      "held out: a notebook application's debugger (JupyterLab): a `DebuggerService` speaking the Debug Adapter Protocol through a kernel session, models of breakpoints, call stacks, variables and sources emitting signals, handlers tying notebooks, consoles and files to the service, sidebar panels of Lumino widgets with React components in TSX, editor gutters for breakpoints",
  },
  {
    spec: '@libp2p/utils@7.4.1',
    style:
      'held out: shared utilities of a peer-to-peer stack (libp2p): abstract message streams, stream muxers and multiaddr connections as class hierarchies with mock and paired implementations, queues (a job queue, a peer queue, a priority queue) over an event target, a rate limiter, a repeating task, tracked maps and lists, IP and multiaddr filters; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@effect/opentelemetry@4.0.1',
    style:
      "held out: OpenTelemetry for Effect 4: layers wiring an SDK's tracer, meter and logger providers into Effect's tracer, metrics and logger services, spans made from Effect's spans and back, metric producers reading Effect's metrics, resources, attributes; `.ts` imports",
    // It ships no tsconfig for its sources; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The eighty-ninth held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/ui-components@4.6.6',
    style:
      "held out: a notebook application's UI components (JupyterLab): `LabIcon` icons as a class with a registry, resolving and rendering SVGs into DOM elements and React elements, toolbars, side panels, collapsers and a windowed list of Lumino widgets, React components in TSX (buttons, search, tables, forms) with `ReactWidget` wrappers, a form renderer registry",
  },
  {
    spec: '@libp2p/crypto@5.2.0',
    style:
      'held out: the cryptography of a peer-to-peer stack (libp2p): Ed25519, secp256k1, ECDSA and RSA public and private keys as classes behind interfaces, made and unmarshalled by functions per key type, protobuf encodings, HMAC, AES-GCM, PBKDF2 and key stretching as functions, browser variants of modules beside Node ones; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/lsp@4.6.6',
    style:
      "held out: a notebook application's language server client (JupyterLab): a connection manager opening WebSocket connections per language server, virtual documents stitching a notebook's cells into one document of foreign code blocks, editor adapters per widget, extractors of code in other languages, positions translated between editor, virtual and root documents",
  },
  // The ninetieth held-out round, measured before any rule was written for them.
  {
    spec: '@effect/platform-node@4.0.6',
    style:
      "held out: Effect 4's Node platform: layers providing the platform's services (file system, paths, sockets, HTTP client and server, workers, child processes, terminal, Redis, DNS, crypto) over Node's modules and the shared Node package, HTTP server requests and incoming messages as classes, a runtime's main entry; `.ts` imports",
    // It ships no tsconfig for its sources; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/toc@6.6.6',
    style:
      "held out: a notebook application's table of contents (JupyterLab): a registry of table-of-contents factories per widget kind, an abstract model over a widget's headings subclassed per document, a panel and a tracker, Markdown heading parsing and numbering as functions, a tree view of React components in TSX",
  },
  {
    spec: '@chainsafe/libp2p-yamux@8.0.1',
    style:
      "held out: the Yamux stream multiplexer for libp2p: a `Yamux` factory making `YamuxMuxer`s that subclass libp2p's abstract stream muxer, streams subclassing its abstract stream with flow-control windows, frame headers encoded and decoded by a decoder class over byte lists, configuration validated; `.js` imports under NodeNext",
    // It ships no tsconfig; its repository's: NodeNext, strict.
    tsconfig: nodeNextConfig('src'),
  },
  // The ninety-first held-out round, measured before any rule was written for them.
  {
    spec: '@effect/sql-pg@4.1.5',
    style:
      "held out: PostgreSQL for Effect 4's SQL layer: a client service made by a layer over a connection pool the package writes itself (`PgPool`), connections speaking the wire protocol through a protocol module of message encoders and decoders, authentication (SCRAM, MD5), type parsers, a migrator; `.ts` imports",
    // It ships no tsconfig for its sources; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/docmanager@4.6.6',
    style:
      "held out: a notebook application's document manager (JupyterLab): a `DocumentManager` opening, creating, renaming and closing documents through the registry's factories and the services' contents manager, a widget manager tracking a context's widgets through Lumino's message hooks, a save handler on a timer, recent documents, dialogs, status bar items as React components in TSX",
  },
  {
    spec: '@libp2p/peer-store@12.0.28',
    style:
      "held out: the peer store of a peer-to-peer stack (libp2p): a `PersistentPeerStore` over a `PersistentStore` class keeping protobuf-encoded peers in a datastore under a mutex, peers merged, patched and saved through helper functions, protons-generated codecs in a namespace merged with each message's interface; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The ninety-second held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/application@4.6.6',
    style:
      "held out: a notebook application's application shell (JupyterLab): a generic `JupyterFrontEnd` over Lumino's application with `JupyterLab` subclassing it, a `LabShell` widget of areas (main dock panel, side bars, top and bottom panels) behind an interface extending the class, a layout restorer saving and restoring widgets through the state database, a router matching URL patterns to commands, a status with busy and dirty signals, MIME renderer extensions",
  },
  {
    spec: '@jupyterlab/codeeditor@4.6.6',
    style:
      "held out: a notebook application's code editor abstraction (JupyterLab): a `CodeEditor` namespace of interfaces (editor, model, selections, positions) with a `Model` class over a shared model, an editor wrapper widget, a JSON editor widget, MIME type services, a line-and-column status item as a React component in TSX",
  },
  {
    spec: '@libp2p/tcp@11.0.28',
    style:
      "held out: the TCP transport of a peer-to-peer stack (libp2p): a `TCP` class dialing Node's sockets and creating `TCPListener`s (an event target over a `net.Server` with a status state machine), sockets turned into multiaddr connections by a function, a browser module that throws; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The ninety-third held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/outputarea@4.6.6',
    style:
      "held out: a notebook application's output area (JupyterLab): an `OutputAreaModel` of output models over an observable list behind an interface, an `OutputArea` widget rendering outputs through the MIME renderers, executing code through a kernel's future and handling its messages, stdin widgets, a simplified output area subclassing it",
  },
  {
    spec: '@tldraw/validate@5.1.1',
    style:
      "held out: a whiteboard's runtime validators (tldraw): a generic `Validator` class with subclasses for arrays, objects, unions and dictionaries, refined and optional variants made by methods returning new validators, module constants and functions building them, validation errors carrying paths; with its tests and fuzz tests (over Vitest, not installed)",
    // It ships no tsconfig: measured with the options `@tldraw/tlschema` is measured with.
    tsconfig: TLDRAW_CONFIG,
  },
  {
    spec: '@tanstack/query-persist-client-core@5.108.3',
    style:
      "held out: a data-fetching library's persistence of its query cache (TanStack): functions persisting and restoring a client's cache through a persister interface, a subscription saving on changes, a per-query persister made by a factory returning functions over a storage, retry strategies as functions",
  },
  // The ninety-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/fileeditor@4.6.4',
    style:
      "held out: a notebook application's file editor (JupyterLab): a `FileEditor` widget over a code editor wrapped in a document widget, a factory, a search provider and a language server adapter subclassing other packages' generic bases, table-of-contents models per language (Markdown, LaTeX, Python) subclassing the TOC package's abstract model, status items as VDom renderers with React components in TSX",
  },
  {
    spec: '@jupyterlab/documentsearch@4.6.6',
    style:
      "held out: a notebook application's document search (JupyterLab): an abstract generic `SearchProvider` subclassed by a generic DOM search provider and a text search helper, a registry of provider factories, a search model driving the active provider with debounced queries and filters, a search overlay as React components in TSX",
  },
  {
    spec: '@jupyterlab/csvviewer@4.6.4',
    style:
      "held out: a notebook application's CSV viewer (JupyterLab): a delimiter-separated values parser as functions (a full and a quick one, row offsets computed lazily), a `DSVModel` subclassing Lumino's data grid model, a viewer widget with a search service, document widgets and factories subclassing the registry's bases, a delimiter toolbar",
  },
  // The ninety-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@effect/ai-openai@0.41.0',
    style:
      "held out: OpenAI for Effect's AI models, in effect's style: a client service as a `Context.Tag` class over a 22,000-line client generated from the OpenAI description (schemas as classes, one method per operation), a language model and an embedding model made from the provider's functions with `Effect.fnUntraced` generators, provider-defined tools, telemetry attributes, a tokenizer",
  },
  {
    spec: '@jupyterlab/settingregistry@4.6.6',
    style:
      "held out: a notebook application's setting registry (JupyterLab): a `SettingRegistry` class loading plugins' schemas through a connector, validating them with a JSON schema validator class behind an interface, transforming and merging user settings, a generic `BaseSettings` subclassed by `Settings` (one plugin's settings), menu and toolbar items reconciled by functions of a namespace",
  },
  {
    spec: '@lumino/polling@2.1.6',
    style:
      'held out: polling and rate limiting for a widget toolkit (Lumino): a generic `Poll` class (a state machine of ticks with backoff, standby and signals), an abstract generic `RateLimiter` subclassed by a `Debouncer` and a `Throttler` that each hold a `Poll`, interfaces with namespaces beside them',
  },
  // The ninety-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@libp2p/autonat@3.0.28',
    style:
      "held out: NAT detection for a peer-to-peer stack (libp2p): one `AutoNATService` class (a startable service handling the protocol's streams, asking peers to dial its addresses back through a queue and tallying their answers), protobuf messages generated as interfaces with codec namespaces; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/extensionmanager@4.6.4',
    style:
      "held out: a notebook application's extension manager (JupyterLab): a `ListModel` subclassing a VDom model (searching, installing, enabling extensions through a server's REST API, paging), a side panel of React widgets in TSX (a list of entries, a header, a search bar) as function components and `ReactWidget` classes",
    // Its paginator's peer range allows only React 16; npm installs React 18 beside it when forced.
    forcedInstall: true,
  },
  {
    spec: '@jupyterlab/terminal@4.6.6',
    style:
      "held out: a notebook application's terminal (JupyterLab): a `Terminal` widget over xterm.js and a terminal session (options, themes, resizing, messages handled by overridden widget hooks, addons loaded lazily), tokens and interfaces in a namespace",
  },
  // The ninety-seventh held-out round, measured before any rule was written for them.
  {
    spec: '@effect/platform-browser@0.77.0',
    style:
      "held out: the browser's platform for Effect, in effect's style: public modules of values re-exporting an internal module's (`internal.layerXMLHttpRequest`), an HTTP client over `XMLHttpRequest`, key-value stores over web storage, sockets and workers over the DOM's, clipboard, geolocation and permissions as `Context.Tag` services made by layers",
  },
  {
    spec: '@libp2p/http@2.0.6',
    style:
      "held out: HTTP over a peer-to-peer stack (libp2p): an `HTTP` service class for browsers subclassed by Node's (dispatching through undici and Node agents it subclasses), a registrar routing requests and WebSockets to handlers, middleware classes behind an interface (cookies, origin, peer-id authentication), route helpers; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/launcher@4.6.6',
    style:
      "held out: a notebook application's launcher (JupyterLab): a `LauncherModel` subclassing a VDom model behind a token's interface, a `Launcher` VDom renderer in TSX drawing cards per category with function components, items sorted by rank through a namespace's functions",
  },
  // The ninety-eighth held-out round, measured before any rule was written for them.
  {
    spec: '@effect/ai-google@0.15.0',
    style:
      "held out: Google's Gemini for Effect's AI models, in effect's style: a client service as a `Context.Tag` class made by a layer over a 6,000-line client generated from Google's description (schemas as classes, a namespace imported as `Generated`), a language model converting prompts and responses part by part with `Effect.fnUntraced` generators, provider-defined tools",
  },
  {
    spec: '@libp2p/floodsub@11.0.28',
    style:
      "held out: flood publish-subscribe over a peer-to-peer stack (libp2p): a `FloodSub` class (a typed event emitter) tracking peers' streams, subscriptions and a seen-message cache, `PeerStreams` (another emitter) wrapping inbound and outbound streams, message signing and validation as functions, protobuf messages generated as interfaces with nested codec namespaces; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/markdownviewer@4.6.6',
    style:
      "held out: a notebook application's Markdown viewer (JupyterLab): a `MarkdownViewer` widget rendering through a MIME renderer with a debounced monitor, a `MarkdownDocument` subclassing the registry's generic document widget, its factory, a table-of-contents model and factory subclassing the TOC package's generic bases",
  },
  // The ninety-ninth held-out round, measured before any rule was written for them.
  {
    spec: '@libp2p/webtransport@6.0.39',
    style:
      "held out: the WebTransport transport of a peer-to-peer stack (libp2p): a transport class dialing through the browser's `WebTransport` (a stand-in class for Node), sessions turned into connections by subclassing the stack's abstract multiaddr connection, streams and a muxer subclassing its abstract stream and message-stream bases; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/metadataform@4.6.4',
    style:
      "held out: a notebook application's metadata forms (JupyterLab): a `MetadataFormWidget` subclassing a notebook tool written through its namespace (`NotebookTools.Tool`) and implementing an interface of a namespace of its own, a form widget as a `ReactWidget` in TSX over a JSON schema form, a provider registry class behind a token",
  },
  {
    spec: '@libp2p/upnp-nat@4.0.28',
    style:
      'held out: UPnP port mapping for a peer-to-peer stack (libp2p): a `UPnPNAT` service class (a browser stand-in beside it), gateway finders as typed event emitters behind an interface (searching, static), a port mapper class per gateway, an external address checker; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  // The hundredth held-out round, measured before any rule was written for them.
  {
    spec: '@effect/ai-openrouter@0.10.1',
    style:
      "held out: OpenRouter for Effect's AI models, in effect's style: a client service as a `Context.Tag` class adding streaming chat completions as `Schema.Class` chunks to a 6,000-line client generated from OpenRouter's description, a language model converting prompts and responses with `Effect.fnUntraced` generators, a config tag with transforms",
  },
  {
    spec: '@libp2p/mplex@12.0.32',
    style:
      "held out: a stream multiplexer of a peer-to-peer stack (libp2p): a muxer class subclassing the stack's generic abstract muxer (`AbstractStreamMuxer<MplexStream>`), streams subclassing its abstract stream, a message decoder class over length-prefixed varints, an encoder, a factory class; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/pluginmanager@4.6.4',
    style:
      "held out: a notebook application's plugin manager (JupyterLab): a `PluginListModel` subclassing a VDom model (listing, enabling and disabling plugins through a server's REST API, locks, search), a `Plugins` panel of React widgets in TSX, dialogs as function components",
  },
  // The hundred-and-first held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/shortcuts-extension@5.4.4',
    style:
      "held out: a notebook application's keyboard shortcut editor (JupyterLab): React class components in TSX (a list, items, a top bar, a key binding input capturing keystrokes) passing callbacks down as props, shortcut items and registries as classes, a custom options dialog subclassing a generic `Dialog`, a plugin wiring the settings registry's transforms",
  },
  {
    spec: '@libp2p/keychain@6.1.7',
    style:
      'held out: a key store for a peer-to-peer stack (libp2p): a `Keychain` class storing encrypted private keys in a datastore behind a DEK derived by PBKDF2, importing and exporting keys as PEM through ASN.1 helpers written as functions; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/logconsole@4.6.4',
    style:
      "held out: a notebook application's log console (JupyterLab): a `Logger` with an output area model subclassing the output area package's (content factories subclassed through their namespaces, `OutputAreaModel.ContentFactory`), a `LoggerRegistry`, a log console panel and output area widgets subclassing other packages' bases",
  },
  // The hundred-and-second held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/statusbar@4.6.6',
    style:
      "held out: a notebook application's status bar (JupyterLab): a `StatusBar` widget of items ordered by rank on each side, a popup widget anchored to an item, items as React function components in TSX with namespaces of their props (text, group, progress bar and circle)",
  },
  {
    spec: '@libp2p/websockets@10.1.21',
    style:
      "held out: the WebSockets transport of a peer-to-peer stack (libp2p): a transport class dialing through `ws` and a `WebSocketListener` (a typed event emitter over Node's HTTP and HTTPS servers), sockets turned into connections by subclassing the stack's abstract multiaddr connection, browser stand-ins; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@effect/sql-sqlite-node@0.52.0',
    style:
      "held out: SQLite for Effect's SQL layer, in effect's style: a client service made by a layer over better-sqlite3 (statements cached in an LRU, transactions through a semaphore, exports and backups), a migrator over the SQL package's, `Context.Tag` classes",
  },
  // The hundred-and-third held-out round, measured before any rule was written for them.
  {
    spec: '@lumino/virtualdom@2.0.5',
    style:
      "held out: a virtual DOM for a widget toolkit (Lumino), in one 1,700-line module: virtual text and element classes (a pass-through subclass), an overloaded `h` function with a namespace of tag functions built from it, a `VirtualDOM` namespace rendering and diffing children against the real DOM through a private namespace's functions",
  },
  {
    spec: '@libp2p/dcutr@3.0.28',
    style:
      "held out: direct connection upgrade through relay for a peer-to-peer stack (libp2p): a `DefaultDCUtRService` class synchronising hole punches over a relayed connection's stream, address filters as functions, protobuf messages generated as an interface with a codec namespace; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/inspector@4.6.4',
    style:
      "held out: a notebook application's contextual help (JupyterLab): a `KernelConnector` subclassing a generic data connector, an `InspectionHandler` implementing an interface of a namespace merged with a token and querying a kernel on each editor change, an `InspectorPanel` widget, namespaces of options",
  },
  // The hundred-and-fourth held-out round, measured before any rule was written for them.
  {
    spec: '@libp2p/peer-collections@7.0.28',
    style:
      "held out: collections keyed by peer ids for a peer-to-peer stack (libp2p): generic `PeerMap<T>`, `PeerSet` and `PeerList` classes wrapping JavaScript's by the ids' string forms, tracked subclasses reporting their sizes to metrics, factory functions, filters with a bloom filter class; `.ts` imports",
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/mermaid@4.6.6',
    style:
      'held out: Mermaid diagrams in a notebook application (JupyterLab): a `MermaidManager` class loading the library lazily and caching rendered diagrams behind an interface of a merged namespace, a Markdown renderer class, a MIME renderer widget, namespaces of options and private functions',
  },
  {
    spec: '@jupyterlab/testing@4.6.4',
    style:
      "held out: a notebook application's test helpers (JupyterLab): a `JupyterServer` class starting a server process for tests, promise helpers over signals and frames as functions, a Jest environment subclassing JSDOM's, shims and a data transfer mock class",
  },
  // The hundred-and-fifth held-out round, measured before any rule was written for them.
  {
    spec: '@libp2p/fetch@4.1.11',
    style:
      'held out: a key-value fetch protocol for a peer-to-peer stack (libp2p): one `Fetch` service class handling inbound requests through registered lookup functions and sending outbound ones, protobuf messages generated as interfaces with codec namespaces; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/htmlviewer@4.6.4',
    style:
      "held out: a notebook application's HTML viewer (JupyterLab): an `HTMLViewer` document widget rendering into a sandboxed iframe, its factory subclassing the registry's generic one, toolbar items as React components in TSX",
  },
  {
    spec: '@effect/sql-mysql2@0.52.0',
    style:
      "held out: MySQL for Effect's SQL layer, in effect's style: a client service made by a layer over a mysql2 pool (connections acquired per transaction, results streamed through a queue), a migrator over the SQL package's, `Context.Tag` classes",
  },
  // The hundred-and-sixth held-out round, measured before any rule was written for them.
  {
    spec: '@libp2p/mdns@12.0.32',
    style:
      'held out: multicast DNS peer discovery for a peer-to-peer stack (libp2p): a `MulticastDNS` class (a typed event emitter, startable) answering and sending queries on an interval, query and response handling as functions of a module; `.ts` imports',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/imageviewer@4.6.4',
    style:
      "held out: a notebook application's image viewer (JupyterLab): an `ImageViewer` widget (zoom, rotation, color inversion, printing) over a document context, its factory subclassing the registry's generic one, a private namespace of helpers",
  },
  {
    spec: '@jupyterlab/tooltip@4.6.4',
    style:
      "held out: a notebook application's tooltips (JupyterLab): a `Tooltip` widget rendering a MIME bundle near an editor's cursor, positioning and dismissing itself through DOM event handlers overriding the widget's message hooks, a manager token",
  },
  // The hundred-and-seventh held-out round, measured before any rule was written for them (on
  // the graph reading the dependencies' declaration files).
  {
    spec: '@jupyterlab/apputils-extension@4.6.4',
    style:
      "held out: a notebook application's core plugins (JupyterLab): plugin objects activated with injected tokens, a command palette implementing the palette token, a settings connector extending the state database's data connector, a notification center's VDom model and React views; `.tsx` files",
  },
  {
    spec: '@libp2p/pubsub@10.1.18',
    style:
      'held out: the base of publish-subscribe routers for a peer-to-peer stack (libp2p): an abstract protocol class (a typed event emitter implementing the package interface) with template methods its routers override, peer streams wrapping a library stream, message signing and validation as functions',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/notebook-extension@4.6.4',
    style:
      "held out: a notebook application's notebook plugins (JupyterLab): one 5,461-line module of plugin objects and activation functions registering dozens of commands over the notebook tracker, tool widgets in React; `.tsx` files",
  },
  // The hundred-and-eighth held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/cell-toolbar@4.6.4',
    style:
      "held out: a notebook application's cell toolbars (JupyterLab): a tracker (disposable, of a library's interface) adding a toolbar widget to each cell of a notebook panel as cells come and go, through signals, and a document registry's widget extension creating it",
  },
  {
    spec: '@effect/sql-kysely@0.47.0',
    style:
      "held out: Kysely's query builder for Effect's SQL: functions patching the builder's prototypes so that queries are effects, one `make` per dialect (MySQL, Postgres, SQLite, MSSQL), proxies over a library's objects",
  },
  {
    spec: '@jupyterlab/docmanager-extension@4.6.4',
    style:
      "held out: a notebook application's document manager plugins (JupyterLab): plugin objects registering open, save, rename and close commands over a document manager token, a recents menu, a status item and a dialog in React; `.tsx` files",
  },
  // The hundred-and-ninth held-out round, measured before any rule was written for them.
  {
    spec: '@jupyterlab/lsp-extension@4.6.4',
    style:
      "held out: a notebook application's language-server plugins (JupyterLab): plugin objects over the LSP tokens, a running-servers item implementing the running panel's item interface, a React class component rendering each server's settings; `.tsx` files",
  },
  {
    spec: '@libp2p/record@4.0.15',
    style:
      'held out: DHT records for a peer-to-peer stack (libp2p): a `Libp2pRecord` class serializing through a protons-generated codec (a message interface merged with its namespace), RFC 3339 time helpers',
    // It ships no tsconfig; its repository imports modules by their `.ts` names under NodeNext.
    tsconfig: nodeNextConfig('src', TYPESCRIPT_IMPORTS),
  },
  {
    spec: '@jupyterlab/attachments@4.6.6',
    style:
      "held out: a notebook cell's attachments (JupyterLab): an attachments model (disposable, observable map of MIME bundles, signals) implementing its interface, and a resolver implementing the MIME renderer's resolver interface over a parent resolver",
  },
  // The hundred-and-tenth held-out round, measured before any rule was written for them.
  {
    spec: '@lexical/table@0.53.0',
    style:
      "held out: tables for an editor (Lexical): table, row and cell nodes as subclasses of the library's `ElementNode` overriding its methods (`createDOM`, `updateDOM`, `exportJSON`), a `TableSelection` implementing the library's `BaseSelection`, a `TableObserver` tracking a table's DOM and listeners, commands registered on an editor, utilities inserting and deleting rows and columns over a table map, an extension defined by `defineExtension`",
  },
  {
    spec: '@lexical/list@0.53.0',
    style:
      "held out: lists for an editor (Lexical): list and list item nodes as subclasses of the library's `ElementNode`, `$`-prefixed functions inserting, formatting and indenting list items, check lists registering commands and listeners on an editor, import extensions",
  },
  {
    spec: '@milkdown/preset-commonmark@7.22.1',
    style:
      "held out: the CommonMark preset of an editor framework (Milkdown): each node and mark a schema made by factories over a context (`$nodeSchema('heading', (ctx) => ({ … }))`), with input rules, commands and keymaps made the same way (`$inputRule`, `$command`, `$useKeymap`), remark and ProseMirror plugins, composed into arrays; with its tests (Vitest)",
  },
  // The hundred-and-eleventh held-out round, measured before any rule was written for them.
  {
    spec: '@lexical/markdown@0.53.0',
    style:
      "held out: Markdown import and export for an editor (Lexical): transformers as object literals typed by union aliases (`ElementTransformer`, `TextFormatTransformer`, `TextMatchTransformer`) whose `export`, `replace` and `regExp` members the importer, exporter and shortcut listener call in loops, node states made by the library's `createState`, functions creating the importer and exporter from lists of transformers",
  },
  {
    spec: '@lumino/commands@2.3.4',
    style:
      'held out: a command registry for desktop-like web applications (Lumino): one class of commands, key bindings and keystroke matching over signals, with a namespace merged with it of interfaces and functions parsing, normalizing and formatting keystrokes, and a private namespace of helpers creating commands and bindings',
  },
  {
    spec: '@preact/signals-core@1.14.5',
    style:
      'held out: reactive signals (Preact), written as constructor functions with methods assigned to their prototypes (`Signal.prototype._subscribe = function (node) { … }`, `Computed` and `Effect` calling the prototype they extend, `Signal.prototype._subscribe.call(this, node)`) beside `declare class` declarations of their types, a dependency graph of linked-list nodes, batches and effects as module functions',
  },
] as const satisfies readonly {
  spec: string;
  style: string;
  extraOptions?: object;
  /** A `tsconfig.json` written at the root when the package ships none, as its repository has. */
  tsconfig?: object;
  /** Folders and files holding the sources, when not only `src/`. */
  sourcePaths?: readonly string[];
  /** Dependencies left out of the install: the registry has no version their range allows. */
  unavailableDependencies?: readonly string[];
  /**
   * Dependencies installed with npm's `--force`: a dependency's optional peers have no version npm
   * can resolve, and npm refuses the whole install without it (it then installs the peers it can).
   */
  forcedInstall?: true;
  /**
   * A package of the same monorepo, its sources and manifest copied into `directory`, as a
   * checkout holds it beside the corpus (measured with it).
   */
  beside?: { spec: string; directory: string };
}[];

/**
 * Every `.ts`/`.tsx` file under `directory` of `root` (or `directory` itself, when a file: ethers
 * keeps its sources in a folder named `src.ts`).
 */
function typescriptUnder(root: string, directory: string): string[] {
  if (statSync(join(root, directory)).isFile()) return /\.tsx?$/.test(directory) ? [directory] : [];
  return (readdirSync(join(root, directory), { recursive: true }) as string[])
    .map((path) => `${directory}/${path.split('\\').join('/')}`)
    .filter((path) => /\.tsx?$/.test(path))
    .sort();
}

/** Every `.ts`/`.tsx` source (not declarations) under `directory` of `root`. */
function sourcesUnder(root: string, directory: string): string[] {
  return typescriptUnder(root, directory).filter((path) => !path.endsWith('.d.ts'));
}

/** Every declaration file (`.d.ts`) under `directory` of `root`. */
function declarationsUnder(root: string, directory: string): string[] {
  return typescriptUnder(root, directory).filter((path) => path.endsWith('.d.ts'));
}

/** A pinned npm package's contents, fetched once with `npm pack` and unpacked. */
export function packed(spec: string): string {
  const directory = join(corporaDirectory, spec.replace(/[@/]/g, '_'));
  if (existsSync(join(directory, 'package.json'))) return directory;
  mkdirSync(corporaDirectory, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', spec, '--silent', '--pack-destination', corporaDirectory],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .pop();
  if (!tarball) throw new Error(`npm pack ${spec} gave no tarball`);
  // A folder of its own: benches run side by side would otherwise unpack into one another's.
  const unpacked = mkdtempSync(join(corporaDirectory, 'unpack-'));
  execFileSync('tar', ['-xzf', join(corporaDirectory, tarball), '-C', unpacked]);
  // What an unpacking cut short left there.
  rmSync(directory, { recursive: true, force: true });
  renameSync(join(unpacked, 'package'), directory);
  rmSync(unpacked, { recursive: true, force: true });
  return directory;
}

/**
 * The day the corpora's dependencies are taken as of: npm installs the newest versions their ranges
 * allowed then (`--before`), so the reference does not move when a dependency is released.
 */
const DEPENDENCIES_AS_OF = '2026-12-01T20:00:00Z';

/**
 * The dependencies and peer dependencies of the package unpacked in `directory`, installed into its
 * `node_modules` with npm (once; as of `DEPENDENCIES_AS_OF`), as a checkout has them: without their
 * types the reference cannot follow a value a dependency's function returns (Solid's `createMemo`).
 * They are installed from a folder of their own: npm would also resolve the package's development
 * dependencies, which a monorepo's workspace often is alone in having. A package without any
 * (mobx, query-core) has nothing installed.
 */
function installDependencies(
  directory: string,
  unavailable: readonly string[] = [],
  forced = false,
): void {
  if (existsSync(join(directory, 'node_modules'))) return;
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const dependencies = { ...manifest.peerDependencies, ...manifest.dependencies };
  for (const name of unavailable) delete dependencies[name];
  if (Object.keys(dependencies).length === 0) return;
  const install = `${directory}.dependencies`;
  mkdirSync(install, { recursive: true });
  writeFileSync(
    join(install, 'package.json'),
    JSON.stringify({
      private: true,
      dependencies,
    }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--silent',
      '--before',
      DEPENDENCIES_AS_OF,
      ...(forced ? ['--force'] : []),
    ],
    { cwd: install, stdio: 'inherit' },
  );
  renameSync(join(install, 'node_modules'), join(directory, 'node_modules'));
}

/** Another package's sources and manifest, copied once into `directory` of the corpus. */
function placeBeside(root: string, beside: { spec: string; directory: string }): void {
  const target = join(root, beside.directory);
  if (existsSync(join(target, 'package.json'))) return;
  const other = packed(beside.spec);
  cpSync(join(other, 'src'), join(target, 'src'), { recursive: true });
  cpSync(join(other, 'package.json'), join(target, 'package.json'));
}

/** npm packages shipping their TypeScript sources with their tests, pinned (for test reach). */
const TESTED = [
  {
    spec: 'zod@4.1.12',
    style: 'a schema library: 148 test files importing the package by its own name',
    // The tests import `zod/v4`; this condition of its exports points at the sources.
    extraOptions: { customConditions: ['@zod/source'], moduleResolution: 'bundler' },
  },
  {
    spec: 'gpt-tokenizer@3.4.0',
    style: 'a tokenizer: a few broad tests over encodings, chat and model data',
    extraOptions: {},
  },
] as const;

/** Corpora that ship their tests: this repository and `TESTED`. */
export function testedCorpusNames(): string[] {
  return ['self-all', ...TESTED.map((entry) => entry.spec.replace(/@[^@]+$/, ''))];
}

export function corpusNames(): string[] {
  return [
    'effect',
    'self',
    ...[...PACKED, ...TESTED].map((entry) => entry.spec.replace(/@[^@]+$/, '')),
  ];
}

export function loadCorpus(name: string): Corpus {
  if (name === 'effect') {
    const root = dirname(require.resolve('effect/package.json'));
    const version = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    return {
      name: `effect ${version}`,
      style: 'functional: pipelines, namespaces, interface-heavy data types',
      root,
      sources: sourcesUnder(root, 'src'),
      declarations: declarationsUnder(root, 'src'),
    };
  }
  if (name === 'self' || name === 'self-all') {
    const root = join(here, '..', '..', '..');
    // `self-all` adds the apps and every package's tests, benches and scripts: code that tests
    // reach and code they do not.
    const folders =
      name === 'self'
        ? ['packages/*/src']
        : [
            'packages/*/src',
            'packages/*/bench',
            'packages/*/test',
            'apps/*/src',
            'apps/*/test',
            'apps/*/bench',
          ];
    const sources = folders.flatMap((pattern) => {
      const [top = '', , leaf = ''] = pattern.split('/');
      return readdirSync(join(root, top)).flatMap((entry) =>
        existsSync(join(root, top, entry, leaf))
          ? sourcesUnder(root, `${top}/${entry}/${leaf}`).filter(
              (path) => !path.includes('/.corpora/') && !path.includes('/node_modules/'),
            )
          : [],
      );
    });
    return {
      name:
        name === 'self'
          ? 'this repository (packages/*/src)'
          : 'this repository (packages and apps: sources, tests, benches)',
      style: 'a pnpm monorepo of small packages: classes, interfaces, workspace imports',
      root,
      sources,
      declarations: [],
      // Workspace packages resolve to their sources, as they do for the graph.
      extraOptions: {
        baseUrl: root,
        paths: {
          '@codehawk/agent/testing': ['packages/agent/src/testing.ts'],
          '@codehawk/vcs/testing': ['packages/vcs/src/testing.ts'],
          '@codehawk/*': ['packages/*/src/index.ts'],
        },
      },
    };
  }
  const tested = TESTED.find((candidate) => candidate.spec.replace(/@[^@]+$/, '') === name);
  if (tested) {
    const root = packed(tested.spec);
    return {
      name: tested.spec,
      style: tested.style,
      root,
      sources: sourcesUnder(root, 'src'),
      declarations: declarationsUnder(root, 'src'),
      extraOptions: { ...tested.extraOptions },
    };
  }
  const entry = PACKED.find((candidate) => candidate.spec.replace(/@[^@]+$/, '') === name);
  if (!entry) throw new Error(`Unknown corpus ${name}: one of ${corpusNames().join(', ')}`);
  const root = packed(entry.spec);
  installDependencies(
    root,
    'unavailableDependencies' in entry ? entry.unavailableDependencies : [],
    'forcedInstall' in entry,
  );
  const beside = 'beside' in entry ? entry.beside : undefined;
  if (beside) placeBeside(root, beside);
  if ('tsconfig' in entry && !existsSync(join(root, 'tsconfig.json')))
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(entry.tsconfig, null, 2));
  const paths: readonly string[] = [
    ...('sourcePaths' in entry ? entry.sourcePaths : ['src']),
    ...(beside ? [`${beside.directory}/src`] : []),
  ];
  return {
    name: entry.spec,
    style: entry.style,
    root,
    sources: paths.flatMap((path) => sourcesUnder(root, path)),
    declarations: paths.flatMap((path) => declarationsUnder(root, path)),
    ...('extraOptions' in entry ? { extraOptions: { ...entry.extraOptions } } : {}),
  };
}
