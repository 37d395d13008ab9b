/**
 * The layering rules of ARCHITECTURE.md ("Who may import whom") as eslint.config.js encodes
 * them: a probe source per forbidden edge must get the rule's error, and allowed edges none.
 * The probes are linted in memory at a path inside the importing layer; no file is written.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** An importing file (a path under src/) and the source it imports; `dynamic` uses import(). */
interface Edge {
  from: string;
  source: string;
  dynamic?: boolean;
}

function probeCode({ source, dynamic }: Edge): string {
  return dynamic
    ? `export const load = () => import('${source}');\n`
    : `import { probe } from '${source}';\nexport const used = probe;\n`;
}

const forbidden: Edge[] = [
  // The core imports only itself.
  { from: 'src/core/menu/__probe__.ts', source: '../../ui/app/App' },
  { from: 'src/core/menu/__probe__.ts', source: '../../worker/client' },
  { from: 'src/core/menu/__probe__.ts', source: '../../adapters/memory/memoryCatalogStore' },
  { from: 'src/core/menu/__probe__.ts', source: '../../cli/main' },
  { from: 'src/core/menu/__probe__.ts', source: '../../generator/index' },
  { from: 'src/core/menu/__probe__.ts', source: 'fs' },
  { from: 'src/core/menu/__probe__.ts', source: 'node:path' },
  { from: 'src/core/menu/__probe__.ts', source: '../../adapters/node/nodeClock', dynamic: true },
  // The generator imports the core's index only, and is as pure as the core.
  { from: 'src/generator/__probe__.ts', source: '../core/catalog/types' },
  { from: 'src/generator/__probe__.ts', source: '../core/util/prng' },
  { from: 'src/generator/domains/__probe__.ts', source: '../../core/catalog/fieldNames' },
  { from: 'src/generator/__probe__.ts', source: '../adapters/node/readInputFile' },
  { from: 'src/generator/__probe__.ts', source: '../worker/client' },
  { from: 'src/generator/__probe__.ts', source: '../ui/app/App' },
  { from: 'src/generator/__probe__.ts', source: '../cli/main' },
  { from: 'src/generator/__probe__.ts', source: 'node:crypto' },
  // Adapters: core/index.ts, core/ports.ts and platform APIs; never ui, worker, cli.
  { from: 'src/adapters/web/__probe__.ts', source: '../../worker/protocol' },
  { from: 'src/adapters/node/__probe__.ts', source: '../../worker/client' },
  { from: 'src/adapters/web/__probe__.ts', source: '../../ui/app/App' },
  { from: 'src/adapters/node/__probe__.ts', source: '../../cli/args' },
  { from: 'src/adapters/node/__probe__.ts', source: '../../generator/index' },
  { from: 'src/adapters/memory/__probe__.ts', source: '../../core/catalog/types' },
  { from: 'src/adapters/web/__probe__.ts', source: '../node/nodeClock' },
  { from: 'src/adapters/model/__probe__.ts', source: '../node/nodeClock' },
  { from: 'src/adapters/node/__probe__.ts', source: '../web/performanceClock' },
  // Worker: core/index.ts, adapters/web, adapters/memory; never ui, cli, adapters/node.
  { from: 'src/worker/__probe__.ts', source: '../adapters/node/nodeClock' },
  { from: 'src/worker/library/__probe__.ts', source: '../../adapters/node/readInputFile' },
  { from: 'src/worker/__probe__.ts', source: '../adapters/node/loadNodeModelRunner', dynamic: true },
  { from: 'src/worker/__probe__.ts', source: '../ui/app/App' },
  { from: 'src/worker/__probe__.ts', source: '../cli/args' },
  { from: 'src/worker/__probe__.ts', source: '../generator/index' },
  { from: 'src/worker/views/__probe__.ts', source: '../../core/menu/buildMenus' },
  // UI: core/index.ts and the worker's client side; never adapters, cli, core internals.
  { from: 'src/ui/features/menus/__probe__.ts', source: '../../../adapters/web/fetchText' },
  { from: 'src/ui/app/__probe__.ts', source: '../../cli/main' },
  { from: 'src/ui/app/__probe__.ts', source: '../../generator/index' },
  { from: 'src/ui/app/__probe__.ts', source: '../../core/menu/buildMenus' },
  { from: 'src/ui/app/__probe__.ts', source: '../../core/ports' },
  { from: 'src/ui/app/__probe__.ts', source: '../../worker/library/catalogLibrary' },
  { from: 'src/ui/app/__probe__.ts', source: '../../worker/inspector.worker' },
  { from: 'src/ui/app/__probe__.tsx', source: '../../adapters/web/indexedDbStore' },
  // CLI: core/index.ts, adapters/node, the generator; never ui, worker.
  { from: 'src/cli/__probe__.ts', source: '../worker/client' },
  { from: 'src/cli/commands/__probe__.ts', source: '../../worker/views/inspectorViews' },
  { from: 'src/cli/__probe__.ts', source: '../ui/app/App' },
  { from: 'src/cli/__probe__.ts', source: '../adapters/web/fetchText' },
  { from: 'src/cli/__probe__.ts', source: '../core/diagnose/metrics' },
  { from: 'src/cli/__probe__.ts', source: '../generator/generateDemo' },
  // Tests follow their layer's rules, and may use the generator through its index only.
  { from: 'src/worker/__probe__.test.ts', source: '../generator/noise' },
  { from: 'src/worker/__probe__.test.ts', source: '../ui/app/App' },
];

const allowed: Edge[] = [
  { from: 'src/core/menu/__probe__.ts', source: '../util/prng' },
  { from: 'src/core/menu/__probe__.ts', source: '../ports' },
  { from: 'src/generator/__probe__.ts', source: '../core/index' },
  { from: 'src/generator/flows/__probe__.ts', source: '../spec' },
  { from: 'src/adapters/node/__probe__.ts', source: '../../core/index' },
  { from: 'src/adapters/node/__probe__.ts', source: '../../core/ports' },
  { from: 'src/adapters/web/__probe__.ts', source: '../model/modelManifest' },
  { from: 'src/adapters/node/__probe__.ts', source: '../model/ortModelRunner' },
  { from: 'src/worker/__probe__.ts', source: '../adapters/model/errorLine' },
  { from: 'src/cli/__probe__.ts', source: '../adapters/model/modelManifest' },
  { from: 'src/worker/__probe__.ts', source: '../core/index' },
  { from: 'src/worker/__probe__.ts', source: '../adapters/memory/memoryCatalogStore' },
  { from: 'src/worker/__probe__.ts', source: '../adapters/web/loadWebModelRunner', dynamic: true },
  { from: 'src/worker/__probe__.test.ts', source: '../generator/index' },
  { from: 'src/ui/app/__probe__.ts', source: '../../core/index' },
  { from: 'src/ui/app/__probe__.ts', source: '../../worker/client' },
  { from: 'src/ui/features/menus/__probe__.ts', source: '../../../worker/views/inspectorViews' },
  { from: 'src/cli/__probe__.ts', source: '../core/index' },
  { from: 'src/cli/__probe__.ts', source: '../adapters/node/readInputFile' },
  { from: 'src/cli/__probe__.ts', source: '../generator/index' },
];

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: 'eslint.config.js' });
});

/** The layering errors (rule ids) ESLint reports for an edge's probe. */
async function layerErrors(edge: Edge): Promise<string[]> {
  const [result] = await eslint.lintText(probeCode(edge), { filePath: `${ROOT}${edge.from}` });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? []).flatMap((m) => (m.ruleId !== null && LAYER_RULES.has(m.ruleId) ? [m.ruleId] : []));
}

const label = (e: Edge): string => `${e.from} → ${e.dynamic ? 'import(' : ''}${e.source}${e.dynamic ? ')' : ''}`;

describe('layering lint rules', () => {
  it.each(forbidden.map((e) => [label(e), e] as const))('forbids %s', async (_, edge) => {
    const expected = edge.dynamic ? 'no-restricted-syntax' : 'no-restricted-imports';
    expect(await layerErrors(edge)).toEqual([expected]);
  });

  it.each(allowed.map((e) => [label(e), e] as const))('allows %s', async (_, edge) => {
    expect(await layerErrors(edge)).toEqual([]);
  });
});
