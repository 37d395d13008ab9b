import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from './runCliForTests';
import { featureFingerprintOfBuild, FEATURE_VERSION } from '../core/index';

const fixtures = join(import.meta.dirname, 'fixtures');
const catalog = join(fixtures, 'catalog.json');
const tasks = join(fixtures, 'tasks.json');
/** The committed encoder (models/); ENCODER_MODEL_DIR points elsewhere while developing without one. */
const modelDir = process.env.ENCODER_MODEL_DIR ?? join(import.meta.dirname, '../../models');
const haveModel = existsSync(join(modelDir, 'encoder.onnx')) && existsSync(join(modelDir, 'manifest.json'));

describe('menu-inspector CLI', () => {
  it('menus writes tool-menus/v1 with both methods, per-slot terms and timings', async () => {
    const { code, stdout } = await cli(
      'menus',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--budget',
      '4',
      '--top',
      '3',
      '--scorer',
      'structural',
    );
    expect(code).toBe(0);
    const doc = JSON.parse(stdout);
    expect(doc).toMatchObject({ format: 'tool-menus/v1', budget: 4, top: 3 });
    expect(doc.results.map((r: { task_id: string; method: string }) => `${r.task_id}/${r.method}`)).toEqual([
      't-receipt/relevance',
      't-receipt/state-path',
      't-weather/relevance',
      't-weather/state-path',
    ]);
    const sp = doc.results[1];
    expect(sp.slots.length).toBeLessThanOrEqual(4);
    expect(sp.slots.map((s: { tool: string }) => s.tool)).toContain('shop.get_customer_email');
    expect(Object.keys(sp.slots[0].terms)).toEqual(
      expect.arrayContaining(['M', 'C', 'D', 'm', 'phi', 'P', 'e', 'order']),
    );
    expect(Object.keys(sp.timings_ms)).toEqual(expect.arrayContaining(['recall', 'encoder', 'retriever', 'reranker']));
    expect(doc.results[2].state).toEqual([
      expect.objectContaining({ field: 'city', source: 'inferred', evidence: 'in Lisbon' }),
    ]);
  });

  it('menus --out writes the file and --method filters', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mi-')), 'menus.json');
    const { code, stdout } = await cli(
      'menus',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--method',
      'state-path',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    expect(doc.results.every((r: { method: string }) => r.method === 'state-path')).toBe(true);
  });

  it('bad input: one line naming file, line and JSON path, exit code 2, nothing written', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mi-')), 'menus.json');
    const bad = join(fixtures, 'bad-catalog.json');
    const { code, stderr } = await cli('menus', '--catalog', bad, '--tasks', tasks, '--out', out);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`${bad}:7:`);
    expect(stderr).toContain('$.tools[1].inputs[0].required: expected true or false');
    expect(existsSync(out)).toBe(false);
  });

  it('reports missing files, unknown options and a file of the wrong format', async () => {
    expect((await cli('menus', '--catalog', 'nope.json', '--tasks', tasks)).stderr).toContain(
      'nope.json: no such file',
    );
    expect((await cli('menus', '--catalog', catalog, '--tasks', tasks, '--budjet', '3')).stderr).toContain(
      'unknown option --budjet',
    );
    const wrongTasks = join(fixtures, 'catalog.json');
    const r = await cli('eval', '--catalog', catalog, '--tasks', wrongTasks);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('this looks like a tool-catalog/v1 file');
  });

  it('--rule and --params set the hand rules, which the document records; a bad value is one located line, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const params = join(dir, 'params.json');
    writeFileSync(params, JSON.stringify({ lambda: 1, rules: { roleFill: 0, requestOpener: true } }));
    const args = ['menus', '--catalog', catalog, '--tasks', tasks, '--budget', '4', '--top', '3'];
    const { code, stdout } = await cli(...args, '--params', params, '--rule', 'requestOpener=off');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).params).toMatchObject({ lambda: 1, rules: { roleFill: 0, requestOpener: false } });
    expect(JSON.parse((await cli(...args)).stdout).params).not.toHaveProperty('rules');
    const bad = await cli(...args, '--rule', 'waitShare=2');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toContain('--rule waitShare=2 must be a number in [0, 1], got 2');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    writeFileSync(params, JSON.stringify({ rules: { callableFirst: 'no' } }));
    const badFile = await cli(...args, '--params', params);
    expect(badFile.code).toBe(2);
    expect(badFile.stderr).toContain(`--params ${params}: $.rules.callableFirst must be true or false, got "no"`);
    writeFileSync(params, JSON.stringify({ lambda: 1, gamma: 2 }));
    expect((await cli(...args, '--params', params)).stderr).toContain('$.gamma: unknown key');
  });

  it('eval --json reports both methods at each budget, by bucket', async () => {
    const { code, stdout } = await cli(
      'eval',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--budgets',
      '2,4',
      '--json',
      '--scorer',
      'structural',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.tasks).toBe(2);
    expect(report.methods['state-path']['4'].overall.coverage).toBe(1);
    // Every gold tool is on the 4-slot menu, so all of them are in its top slots.
    expect(report.methods['state-path']['4'].overall.goldTop).toBe(1);
    expect(report.methods.relevance['2'].overall.coverage).toBeLessThan(1);
    expect(Object.keys(report.methods.relevance['4'].buckets)).toEqual(['1-2', '3-4', '5-6', '7+']);
  });

  it("eval --misses lists what each task's State-Path menu lacks and why; --json carries them", async () => {
    const args = [
      'eval',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--budgets',
      '2',
      '--scorer',
      'structural',
      '--misses',
    ];
    const text = await cli(...args);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(
      "misses of the State-Path menu at 2 slots: 1 of 2 tasks lack a gold tool (relevance's 2 slots hold the whole chain in 0)",
    );
    expect(text.stdout).toMatch(
      /\nt-receipt\n {2}lacks shop\.get_customer_email: in the candidate pool, but .* took its place by /,
    );
    expect(text.stdout).not.toMatch(/\nt-weather\n/);
    const json = await cli(...args, '--json');
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report.misses.map((m: { taskId: string }) => m.taskId)).toEqual(['t-receipt']);
    expect(report.misses[0]).toMatchObject({ budget: 2, relevanceCovers: false, inverted: [] });
    expect(report.misses[0].missing.map((m: { toolId: string }) => m.toolId)).toContain('shop.send_receipt');
    // Without the flag the report is as before.
    expect(JSON.parse((await cli(...args.filter((a) => a !== '--misses'), '--json')).stdout).misses).toBeUndefined();
  });

  it("--infer-state drops every task's state: s0 is read from the request, as for a typed request", async () => {
    const args = ['menus', '--catalog', catalog, '--tasks', tasks, '--method', 'state-path', '--scorer', 'structural'];
    const given = JSON.parse((await cli(...args)).stdout);
    expect(given.results[0].state).toEqual([expect.objectContaining({ field: 'order_id', source: 'given' })]);
    const inferred = await cli(...args, '--infer-state');
    expect(inferred.code, inferred.stderr).toBe(0);
    const doc = JSON.parse(inferred.stdout);
    expect(doc.results[0].state.filter((f: { source: string }) => f.source === 'given')).toEqual([]);
    expect(doc.results[1].state).toEqual(given.results[1].state);
    const both = await cli(
      'inspect',
      '--catalog',
      catalog,
      '--query',
      'weather in Lisbon',
      '--state',
      'city',
      '--infer-state',
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--state and --infer-state exclude each other');
  });

  it('inspect prints both menus, the breakdown and the diagnosis', async () => {
    const { code, stdout } = await cli(
      'inspect',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--task',
      't-receipt',
      '--budget',
      '4',
      '--top',
      '4',
      '--scorer',
      'structural',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Relevance-only');
    expect(stdout).toContain('State-Path score breakdown');
    // The reranker's reason per top-L slot (here every slot by its s^O).
    expect(stdout).toMatch(/s\^O +placed$/m);
    expect(stdout).toMatch(/^1 +shop\.render_receipt_pdf .* score$/m);
    expect(stdout).toMatch(/Relevance menu cannot reach shop\.send_receipt: nothing on it produces customer_email/);
    expect(stdout).toContain('State-Path menu reaches shop.send_receipt');
    // Under the breakdown: which State-Path tool took each missing relevance tool's place, and by which term.
    // (Which look-alike each bridge displaces pairs the best missing tool with the last bridge admitted.)
    expect(stdout).toMatch(
      /^ {2}R#[24] (sendgrid|mailgun)\.send_receipt_email not on State-Path: displaced by shop\.get_customer_email \(sᴿ 0\.\d\d vs 0\.\d\d: membership M .*shop\.get_customer_email feeds shop\.send_receipt's customer_email(?:; [^)]*)?\)$/m,
    );
    expect(stdout).toMatch(
      /^ {2}R#[24] (sendgrid|mailgun)\.send_receipt_email not on State-Path: displaced by shop\.get_order \(sᴿ 0\.\d\d vs 0\.\d\d: membership M .*shop\.get_order (feeds shop\.get_customer_email's customerId|takes s0's order_id, which few tools of the set take)/m,
    );
  });

  it('generate is deterministic and split writes held-out tasks and trajectories', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    for (const k of ['a', 'b'])
      await cli(
        'generate',
        '--seed',
        '3',
        '--tasks',
        '40',
        '--out-catalog',
        join(dir, `${k}-catalog.json`),
        '--out-tasks',
        join(dir, `${k}-tasks.json`),
      );
    expect(readFileSync(join(dir, 'a-catalog.json'), 'utf8')).toBe(readFileSync(join(dir, 'b-catalog.json'), 'utf8'));
    const generated = JSON.parse(readFileSync(join(dir, 'a-tasks.json'), 'utf8'));
    expect(generated.tasks).toHaveLength(40);
    const { code } = await cli(
      'split',
      '--tasks',
      join(dir, 'a-tasks.json'),
      '--holdout',
      '0.5',
      '--out-dir',
      join(dir, 'split'),
    );
    expect(code).toBe(0);
    const train = JSON.parse(readFileSync(join(dir, 'split', 'train-tasks.json'), 'utf8'));
    const test = JSON.parse(readFileSync(join(dir, 'split', 'test-tasks.json'), 'utf8'));
    const traj = JSON.parse(readFileSync(join(dir, 'split', 'train-trajectories.json'), 'utf8'));
    expect(train.tasks.length + test.tasks.length).toBe(40);
    expect(traj.trajectories).toHaveLength(train.tasks.length);
  });

  it('the default scorer is structural and never reads the model', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'mi-')), 'encoder.onnx');
    for (const scorer of [[], ['--scorer', 'structural']]) {
      const { code, stdout, stderr } = await cli(
        'menus',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--method',
        'state-path',
        '--model',
        missing,
        ...scorer,
      );
      expect(code, scorer.join(' ')).toBe(0);
      expect(stderr).toBe('');
      expect(JSON.parse(stdout).results.map((r: { scorer: string }) => r.scorer)).toEqual(['structural', 'structural']);
    }
    const help = await cli('help');
    expect(help.stdout).toMatch(/--scorer structural\|encoder\|auto and --model PATH\. structural \(the default\)/);
  });

  it('--scorer encoder with a missing model: exit code 2 and one line naming the file', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'mi-')), 'encoder.onnx');
    const { code, stdout, stderr } = await cli(
      'menus',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--scorer',
      'encoder',
      '--model',
      missing,
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`menu-inspector: --scorer encoder: ${missing}: no such file\n`);
    expect((await cli('menus', '--catalog', catalog, '--tasks', tasks, '--scorer', 'neural')).stderr).toContain(
      '--scorer must be structural, encoder or auto',
    );
  });

  it('auto with a model trained on other features, on other feature constants, or a corrupt model: structural, one stderr line, exit 0', async () => {
    const garbage = Buffer.from('not an ONNX model');
    const sha = createHash('sha256').update(garbage).digest('hex');
    for (const [manifest, why] of [
      [{ sha256: sha, feature_version: 'sp-features/0' }, 'was trained on features sp-features/0'],
      [
        { sha256: sha, feature_version: FEATURE_VERSION, feature_fingerprint: 'fnv1a:00000000' },
        `computed with other constants \\(fingerprint fnv1a:00000000, this build ${featureFingerprintOfBuild()}`,
      ],
      [
        { sha256: sha, feature_version: FEATURE_VERSION, feature_fingerprint: featureFingerprintOfBuild() },
        'onnxruntime could not load the model',
      ],
    ] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'mi-model-'));
      writeFileSync(join(dir, 'encoder.onnx'), garbage);
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
      const { code, stdout, stderr } = await cli(
        'menus',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--scorer',
        'auto',
        '--model',
        join(dir, 'encoder.onnx'),
      );
      expect(code).toBe(0);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(
        new RegExp(`^menu-inspector: encoder unavailable, using the structural scorer: ${dir}/encoder\\.onnx.*${why}`),
      );
      expect(JSON.parse(stdout).results[1].scorer).toBe('structural');
    }
  });

  describe.skipIf(!haveModel)('with the trained encoder', () => {
    /** A private copy of models/ (tests never touch the committed files). */
    function modelCopy(): string {
      const dir = mkdtempSync(join(tmpdir(), 'mi-model-'));
      for (const f of ['encoder.onnx', 'manifest.json']) copyFileSync(join(modelDir, f), join(dir, f));
      return join(dir, 'encoder.onnx');
    }

    it('menus, eval and inspect use the encoder when asked and say so', async () => {
      const model = modelCopy();
      const menus = await cli(
        'menus',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--scorer',
        'auto',
        '--model',
        model,
        '--budget',
        '4',
        '--top',
        '3',
      );
      expect(menus.code).toBe(0);
      expect(menus.stderr).toBe('');
      const doc = JSON.parse(menus.stdout);
      expect(
        doc.results
          .filter((r: { method: string }) => r.method === 'state-path')
          .map((r: { scorer: string }) => r.scorer),
      ).toEqual(['encoder (node-wasm)', 'encoder (node-wasm)']);
      expect(doc.results[1].slots).toHaveLength(4);
      const evaluation = await cli(
        'eval',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--budgets',
        '4',
        '--json',
        '--scorer',
        'encoder',
        '--model',
        model,
      );
      expect(evaluation.code).toBe(0);
      expect(JSON.parse(evaluation.stdout).scorer).toBe('encoder (node-wasm)');
      const inspect = await cli(
        'inspect',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--task',
        't-receipt',
        '--budget',
        '4',
        '--scorer',
        'encoder',
        '--model',
        model,
      );
      expect(inspect.code).toBe(0);
      expect(inspect.stdout).toContain('scorer: encoder (node-wasm)');
      expect(inspect.stdout).toMatch(
        /encoder \(ms\): pool pass \(n=\d+\) features [\d.]+, model [\d.]+; menu pass \(n=4\)/,
      );
    });

    it('the default model path is models/encoder.onnx of the package', async () => {
      const { code, stdout, stderr } = await cli(
        'menus',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--task',
        't-receipt',
        '--method',
        'state-path',
        '--scorer',
        'encoder',
      );
      expect(code).toBe(0);
      if (process.env.ENCODER_MODEL_DIR === undefined) {
        expect(stderr).toBe('');
        expect(JSON.parse(stdout).results[0].scorer).toBe('encoder (node-wasm)');
      }
    });

    it('auto with a model changed after its manifest: structural, one stderr line, exit 0', async () => {
      const model = modelCopy();
      const bytes = readFileSync(model);
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
      writeFileSync(model, bytes);
      const { code, stdout, stderr } = await cli(
        'menus',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--scorer',
        'auto',
        '--model',
        model,
      );
      expect(code).toBe(0);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`encoder unavailable, using the structural scorer: ${model}: checksum`);
      expect(JSON.parse(stdout).results[1].scorer).toBe('structural');
      const strict = await cli(
        'menus',
        '--catalog',
        catalog,
        '--tasks',
        tasks,
        '--model',
        model,
        '--scorer',
        'encoder',
      );
      expect(strict.code).toBe(2);
      expect(strict.stderr).toContain('does not match');
    });
  });
});
