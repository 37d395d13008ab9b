// Lint rules, including the layering rules of ARCHITECTURE.md ("Who may import whom"): the core
// and the generator are pure (no DOM, Node or timer globals or imports); each layer imports only
// the layers the table allows, and the core only through src/core/index.ts. Each ban is a regex
// over the import source, applied to static imports and re-exports (no-restricted-imports) and to
// dynamic import() (no-restricted-syntax). src/layering.test.ts lints one probe per forbidden edge.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'url',
  'util',
  'stream',
  'worker_threads',
  'http',
  'https',
  'net',
  'zlib',
  'readline',
  'process',
  'buffer',
  'events',
  'perf_hooks',
];

/** A forbidden edge: a regex over the import source (relative paths: '../adapters/node/x'). */
const ban = (regex, message) => ({ regex, message });

const toUi = ban('(^|/)ui/', 'Only the UI imports the UI (ARCHITECTURE.md, "Who may import whom").');
const toWorker = ban('(^|/)worker/', 'Only the UI imports the worker, through its client (ARCHITECTURE.md).');
const toCli = ban('(^|/)cli/', 'Nothing imports the CLI (ARCHITECTURE.md).');
const toAdapters = ban('(^|/)adapters/', 'Adapters are reached through the ports and the worker (ARCHITECTURE.md).');
const toNodeAdapters = ban('(^|/)adapters/node/', 'The worker runs in a browser: no Node adapters (ARCHITECTURE.md).');
const toWebAdapters = ban(
  '(^|/)adapters/(web|memory)/',
  'The CLI runs in Node: node adapters only (and adapters/model, which both share).',
);
// Between adapters (from src/adapters/x/, '../node/y' is src/adapters/node/y).
const toNodeAdapterSibling = ban(
  '(^|/)(adapters|\\.\\.)/node/',
  'Browser and shared adapters never import adapters/node (it would bring Node into the app).',
);
const toWebAdapterSibling = ban(
  '(^|/)(adapters|\\.\\.)/web/',
  'Node and shared adapters never import adapters/web (browser APIs).',
);
const toGenerator = ban(
  '(^|/)generator/',
  'Only the CLI, benches, training and tests use the generator (ARCHITECTURE.md).',
);
const toGeneratorInternals = ban(
  '(^|/)generator/(?!index(\\.ts)?$)',
  'Use the generator through src/generator/index.ts.',
);
const toCoreInternals = ban('(^|/)core/(?!index(\\.ts)?$)', 'Use the core through src/core/index.ts.');
const toCoreInternalsButPorts = ban(
  '(^|/)core/(?!(index|ports)(\\.ts)?$)',
  'Adapters use the core through src/core/index.ts and src/core/ports.ts.',
);
// The UI's side of the worker: its client, the message protocols and the view models they carry.
const toWorkerInternals = ban(
  '(^|/)worker/(?!((client|protocol|libraryProtocol)(\\.ts)?$|views/))',
  'The UI reaches the worker through client.ts, the protocols and views/ only (ARCHITECTURE.md).',
);

// The core's and the generator's purity: no Node built-ins, no UI or runtime libraries.
const pureImportPaths = nodeBuiltins.map((name) => ({
  // Exact module names (a pattern like 'util' would also match a local ./util folder).
  name,
  message: 'The core and the generator use no Node built-ins; reach the platform through ports.ts.',
}));
const purePatterns = [
  {
    group: ['node:*'],
    message: 'The core and the generator use no Node built-ins; reach the platform through ports.ts.',
  },
  {
    group: ['react', 'react-dom', 'zustand', '@tanstack/*', 'cytoscape', 'onnxruntime-*'],
    message: 'The core and the generator depend on no UI or runtime library.',
  },
];

const exportAllBan = { selector: 'ExportAllDeclaration', message: 'No `export *`: name what a module exports.' };

/**
 * The rules for a layer that may not import `bans`: static imports and re-exports through
 * no-restricted-imports, dynamic import() through no-restricted-syntax (esquery regexes may not
 * contain '/', hence \x2F).
 */
function layerRules(bans, { paths = [], patterns = [] } = {}) {
  return {
    'no-restricted-imports': [
      'error',
      { paths, patterns: [...patterns, ...bans.map(({ regex, message }) => ({ regex, message }))] },
    ],
    'no-restricted-syntax': [
      'error',
      exportAllBan,
      ...bans.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

/** A layer's rules for its sources, and for its tests, which may also use the generator (through its index). */
function layer(folder, bans, extensions = 'ts') {
  return [
    {
      files: [`src/${folder}/**/*.${extensions}`],
      rules: layerRules(bans),
    },
    {
      files: [`src/${folder}/**/*.test.ts`],
      rules: layerRules(bans.map((b) => (b === toGenerator ? toGeneratorInternals : b))),
    },
  ];
}

const coreBans = [toUi, toWorker, toAdapters, toCli, toGenerator];
const adapterBans = [toUi, toWorker, toCli, toGenerator, toCoreInternalsButPorts];

const coreGlobalBans = [
  'window',
  'document',
  'navigator',
  'fetch',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'localStorage',
  'indexedDB',
  'process',
  'require',
  'Buffer',
  'performance',
  'self',
  'postMessage',
  'Worker',
  'XMLHttpRequest',
  '__dirname',
].map((name) => ({ name, message: 'The core uses no platform globals; use a port from ports.ts.' }));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'scratch/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'models/train/**',
      'public/**',
      'src/core/relevance/wordVectorsData.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', exportAllBan],
    },
  },
  // The core imports only itself; its tests may also use the generator and Node.
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...layerRules(coreBans, { paths: pureImportPaths, patterns: purePatterns }),
      'no-restricted-globals': ['error', ...coreGlobalBans],
    },
  },
  // The generator is pure like the core, and uses the core only through src/core/index.ts.
  {
    files: ['src/generator/**/*.ts'],
    ignores: ['src/generator/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...layerRules([toUi, toWorker, toAdapters, toCli, toCoreInternals], {
        paths: pureImportPaths,
        patterns: purePatterns,
      }),
      'no-restricted-globals': ['error', ...coreGlobalBans],
    },
  },
  ...layer('adapters', adapterBans),
  ...layer('adapters/web', [...adapterBans, toNodeAdapterSibling]),
  ...layer('adapters/memory', [...adapterBans, toNodeAdapterSibling]),
  ...layer('adapters/node', [...adapterBans, toWebAdapterSibling]),
  ...layer('adapters/model', [...adapterBans, toNodeAdapterSibling, toWebAdapterSibling]),
  ...layer('worker', [toUi, toCli, toNodeAdapters, toGenerator, toCoreInternals]),
  ...layer('cli', [toUi, toWorker, toWebAdapters, toCoreInternals, toGeneratorInternals]),
  ...layer('ui', [toAdapters, toCli, toGenerator, toCoreInternals, toWorkerInternals], '{ts,tsx}'),
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
