/**
 * `npm run bench:hostile`: feeds hostile and huge inputs to the CLI as a user would and records
 * what happened (exit code, first stderr line, time, peak memory). Prints the Markdown table
 * of RELIABILITY.md and writes bench/out/hostile.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemo } from '../src/generator/index';

const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
const tasksFile = join(dir, 'tasks.json');
writeFileSync(
  tasksFile,
  JSON.stringify({
    format: 'tool-tasks/v1',
    tasks: [{ id: 't1', query: 'send the receipt for order 84213 to the customer' }],
  }),
);
const base = generateDemo({ seed: 7, tasks: 0 }).catalog;
const tool = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name: id.replace(/\W/g, '_'),
  description: 'A tool.',
  inputs: [{ name: 'order_id', required: true }],
  outputs: [{ name: 'customer_id' }],
  ...extra,
});
const catalog = (tools: unknown[]): string => JSON.stringify({ format: 'tool-catalog/v1', name: 'hostile', tools });

function nested(depth: number): unknown {
  let v: unknown = { leaf: true };
  for (let k = 0; k < depth; k++) v = { type: 'object', properties: { [`level${k}`]: v } };
  return v;
}

function huge(targetBytes: number): string {
  const pad = 'x'.repeat(2000);
  const tools = base.tools.map((t) => ({ ...t, description: `${t.description} ${pad}` }));
  const chunk = JSON.stringify(tools).length;
  const copies = Math.ceil(targetBytes / chunk);
  const all: unknown[] = [];
  for (let c = 0; c < copies; c++) for (const t of tools) all.push({ ...t, id: `${t.id}.copy${c}` });
  return catalog(all);
}

const cases: { name: string; file: string; text: () => string; args?: string[] }[] = [
  {
    name: 'malformed JSON (missing comma)',
    file: 'bad.json',
    text: () => catalog([tool('a.one')]).replace('"name":"hostile",', '"name":"hostile"'),
  },
  {
    name: 'malformed YAML (bad indentation)',
    file: 'bad.yaml',
    text: () => 'openapi: 3.1.0\ninfo:\n  title: T\n   version: 1\npaths: {}\n',
  },
  { name: 'not a catalog at all (a PNG header)', file: 'image.json', text: () => '\u0089PNG\r\n\u001a\n' },
  { name: 'empty file', file: 'empty.json', text: () => '' },
  { name: 'empty catalog (no tools)', file: 'empty-catalog.json', text: () => catalog([]) },
  { name: 'duplicate tool ids', file: 'dup.json', text: () => catalog([tool('a.one'), tool('a.one')]) },
  {
    name: 'wrong types deep inside',
    file: 'types.json',
    text: () => catalog([tool('a.one', { inputs: [{ name: 'x', required: 'yes' }] })]),
  },
  {
    name: '50-level nested object in a tool',
    file: 'nest50.json',
    text: () => catalog([tool('a.one', { x_schema: nested(50) })]),
  },
  {
    name: '50-level nested OpenAPI schema',
    file: 'nest50-openapi.json',
    text: () =>
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Deep', version: '1' },
        paths: {
          '/x': {
            get: {
              operationId: 'getX',
              responses: { 200: { description: 'ok', content: { 'application/json': { schema: nested(50) } } } },
            },
          },
        },
      }),
  },
  {
    name: '$ref cycle (A → B → A)',
    file: 'cycle.json',
    text: () =>
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Cycle', version: '1' },
        paths: {
          '/a': {
            get: {
              operationId: 'getA',
              responses: {
                200: {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } },
                },
              },
            },
          },
        },
        components: {
          schemas: {
            A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
            B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
          },
        },
      }),
  },
  {
    name: '100,000-character description',
    file: 'long.json',
    text: () => catalog([tool('a.one', { description: 'receipt '.repeat(12500) }), tool('a.two')]),
  },
  {
    name: 'odd Unicode (RTL, zero-width, emoji, combining, NUL)',
    file: 'unicode.json',
    text: () =>
      catalog([
        tool('ユニ.コード', {
          name: 'send\u200b_receipt\u202e',
          description: 'Envoie le reçu 🧾 ﷺ e\u0301 \u0000',
          inputs: [{ name: 'ｏｒｄｅｒ＿ｉｄ', required: true }],
        }),
      ]),
  },
  {
    name: '__proto__ / constructor keys',
    file: 'proto.json',
    text: () =>
      '{"format":"tool-catalog/v1","name":"p","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"tools":[{"id":"a.one","name":"one","__proto__":{"x":1},"inputs":[],"outputs":[]}]}',
  },
  {
    name: 'HTML/JS payloads in names and descriptions',
    file: 'xss.json',
    text: () =>
      catalog([
        tool('a.<script>alert(1)</script>', {
          name: '<img src=x onerror=alert(1)>',
          description: '"><svg onload=alert(1)> javascript:alert(1)',
        }),
      ]),
  },
  {
    name: '64,000-tool catalog (34 MB)',
    file: 'big64k.json',
    text: () => JSON.stringify(generateDemo({ seed: 7, tools: 64_000, tasks: 0 }).catalog),
  },
  { name: '200 MB catalog', file: 'huge200.json', text: () => huge(200e6) },
];

const rows: Record<string, unknown>[] = [];
for (const c of cases) {
  const file = join(dir, c.file);
  const text = c.text();
  writeFileSync(file, text);
  const t0 = Date.now();
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/main.ts',
      'menus',
      '--catalog',
      file,
      '--tasks',
      tasksFile,
      '--scorer',
      'structural',
      '--out',
      join(dir, 'out.json'),
      ...(c.args ?? []),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  const ms = Date.now() - t0;
  const stderr =
    (r.stderr ?? '')
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('warning:'))[0] ?? '';
  const probe = {} as Record<string, unknown>;
  rows.push({
    case: c.name,
    bytes: Buffer.byteLength(text),
    exit: r.status,
    signal: r.signal,
    ms,
    stderr: stderr.replace(dir, '<tmp>'),
    prototypeClean: probe.polluted === undefined,
  });
  process.stderr.write(`${c.name}: exit ${r.status} in ${ms} ms\n`);
}
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/hostile.json', `${JSON.stringify(rows, null, 2)}\n`);
const md = [
  '| case | size | CLI exit | time | what the user sees |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.case} | ${((r.bytes as number) / 1e6).toFixed((r.bytes as number) < 1e5 ? 3 : 1)} MB | ${r.exit ?? r.signal} | ${r.ms} ms | ${String(
        r.stderr || 'menus written',
      )
        .replace(/\|/g, '\\|')
        .slice(0, 160)} |`,
  ),
];
process.stdout.write(`${md.join('\n')}\n`);
