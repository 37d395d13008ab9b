// Lint rules, including the layering rules of ARCHITECTURE.md: the core is pure (no UI,
// worker, adapter or CLI imports; no DOM, Node or timer globals), adapters never reach the UI,
// and the UI reaches the core only through src/core/index.ts.
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

const coreImportBans = {
  // Exact module names (a pattern like 'util' would also match a local ./util folder).
  paths: nodeBuiltins.map((name) => ({
    name,
    message: 'The core uses no Node built-ins; reach the platform through ports.ts.',
  })),
  patterns: [
    {
      group: ['**/ui/**', '**/worker/**', '**/adapters/**', '**/cli/**'],
      message: 'The core never imports UI, worker, adapters or CLI (ARCHITECTURE.md).',
    },
    { group: ['node:*'], message: 'The core uses no Node built-ins; reach the platform through ports.ts.' },
    {
      group: ['react', 'react-dom', 'zustand', '@tanstack/*', 'cytoscape', 'onnxruntime-*'],
      message: 'The core depends on no UI or runtime library.',
    },
  ],
};

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: name what a module exports.' },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts', 'src/generator/**/*.ts'],
    ignores: ['src/core/**/*.test.ts', 'src/generator/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', coreImportBans],
      'no-restricted-globals': ['error', ...coreGlobalBans],
    },
  },
  {
    files: ['src/adapters/**/*.ts', 'src/worker/**/*.ts', 'src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui/**'], message: 'Only the UI imports the UI.' },
            {
              group: ['**/core/*/**', '!**/core/index', '!**/core/ports'],
              message: 'Use the core through src/core/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/*/**', '!**/core/index', '!**/core/ports'],
              message: 'The UI uses the core only through src/core/index.ts.',
            },
            { group: ['**/adapters/**', '**/cli/**'], message: 'The UI talks to adapters through the worker client.' },
          ],
        },
      ],
    },
  },
);
