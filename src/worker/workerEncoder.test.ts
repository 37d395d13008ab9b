import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENU_PARAMS,
  featureFingerprintOfBuild,
  FEATURE_VERSION,
  type Catalog,
  type Clock,
  type ModelRunner,
} from '../core/index';
import { checkModel, ModelLoadError, parseModelManifest } from '../adapters/model/modelManifest';
import type { InspectorSession } from './demoSession';
import type { MenusQuery } from './views/menusQuery';
import { menusView } from './views/menusView';
import { sessionOf } from './views/receiptSession';
import {
  buildWithScorer,
  LazyEncoder,
  runEncoder,
  startEncoder,
  STRUCTURAL_CHOSEN,
  type WorkerEncoder,
} from './workerEncoder';

const field = (name: string) => ({ name, type: 'string', required: true });
const tool = (id: string, inputs: string[], outputs: string[]) => ({
  id,
  name: id,
  description: id.replace(/[._]/g, ' '),
  inputs: inputs.map(field),
  outputs: outputs.map((n) => ({ name: n, type: 'string' })),
});
const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'receipt',
  tools: [
    tool('orders.get_order', ['order_id'], ['customer_id']),
    tool('customers.get_email', ['customer_id'], ['customer_email']),
    tool('email.send_receipt', ['customer_email'], ['message_id']),
  ],
};
const session: InspectorSession = sessionOf(catalog, [
  { id: 't1', query: 'send the receipt to the customer by email', state: ['order_id'] },
]);

/** A clock that advances 1 ms per reading: every measured interval is positive and deterministic. */
function tickingClock(): Clock {
  let t = 0;
  return { now: () => ++t };
}

/** A fake model: membership 0.5, uniform roles, precedence 0.5; `fail` makes every run reject. */
function fakeRunner(options: { fail?: boolean; featureVersion?: string } = {}): ModelRunner {
  return {
    backend: 'wasm',
    featureVersion: options.featureVersion ?? FEATURE_VERSION,
    async run({ n }) {
      if (options.fail) throw new Error('RuntimeError: memory access out of bounds\n    at wasm-function[42]');
      return {
        output: {
          membership: new Float32Array(n).fill(0.5),
          roles: new Float32Array(n * 5).fill(0.2),
          precedence: new Float32Array(n * n).fill(0.5),
        },
        ms: 2,
      };
    },
  };
}

describe('worker encoder', () => {
  it('menus do not wait for a loading model: the structural scorer builds them, marked loading, until it is ready', async () => {
    let finish: (model: { runner: ModelRunner }) => void = () => undefined;
    let loads = 0;
    const encoder = new LazyEncoder(() => {
      loads++;
      return startEncoder(() => new Promise((resolve) => (finish = resolve)), tickingClock());
    });
    const first = await menusView(session, { taskId: 't1', budget: 2, top: 2 }, tickingClock(), encoder.now());
    expect(first.scorerStatus).toMatchObject({ backend: 'structural', loading: true });
    expect(loads).toBe(0);
    const loaded = encoder.loaded();
    expect(encoder.loaded()).toBe(loaded);
    expect(encoder.now().status.loading).toBe(true);
    finish({ runner: fakeRunner() });
    await loaded;
    expect(loads).toBe(1);
    const second = await menusView(session, { taskId: 't1', budget: 2, top: 2 }, tickingClock(), encoder.now());
    expect(second.scorerStatus.backend).toBe('wasm');
    expect(second.scorerStatus.loading).toBeUndefined();
  });

  it('the structural scorer by choice (the default) never starts the load; choosing the encoder uses it', async () => {
    let loads = 0;
    const encoder = new LazyEncoder(() => {
      loads++;
      return startEncoder(() => Promise.resolve({ runner: fakeRunner() }), tickingClock());
    });
    const query: MenusQuery = { taskId: 't1', budget: 2, top: 2 };
    expect(encoder.chosenNow(undefined)).toBe(STRUCTURAL_CHOSEN);
    expect(encoder.chosenNow('structural')).toBe(STRUCTURAL_CHOSEN);
    expect(await encoder.chosenLoaded(undefined)).toBe(STRUCTURAL_CHOSEN);
    await encoder.idle();
    const structural = await menusView(session, query, tickingClock(), encoder.chosenNow(query.scorer));
    expect(structural.scorerStatus).toEqual({ backend: 'structural', loadMs: 0, chosen: 'structural' });
    expect(structural.scorer).toBe('structural');
    expect(loads).toBe(0);
    // Choosing the encoder: the structural scorer stands in (marked loading) until it is ready.
    const waiting = await menusView(
      session,
      { ...query, scorer: 'encoder' },
      tickingClock(),
      encoder.chosenNow('encoder'),
    );
    expect(waiting.scorerStatus).toMatchObject({ backend: 'structural', loading: true, chosen: 'encoder' });
    expect(loads).toBe(0);
    const loaded = await encoder.chosenLoaded('encoder');
    await encoder.idle();
    expect(loads).toBe(1);
    expect(encoder.chosenNow('encoder')).toBe(loaded);
    const learned = await menusView(session, { ...query, scorer: 'encoder' }, tickingClock(), loaded);
    expect(learned.scorerStatus).toMatchObject({ backend: 'wasm', chosen: 'encoder' });
    // The structural choice stays structural with the model loaded.
    expect(encoder.chosenNow('structural')).toBe(STRUCTURAL_CHOSEN);
  });

  it('a model that cannot load leaves the structural scorer and the reason', async () => {
    const encoder = await startEncoder(
      () => Promise.reject(new ModelLoadError('/models/encoder.onnx: HTTP 404 Not Found')),
      tickingClock(),
    );
    expect(encoder.runner).toBeNull();
    expect(encoder.status).toMatchObject({ backend: 'structural', reason: '/models/encoder.onnx: HTTP 404 Not Found' });
    await expect(
      runEncoder(encoder, { n: 1, nodes: new Float32Array(32), relations: new Float32Array(14) }),
    ).rejects.toThrow('the encoder is not loaded: /models/encoder.onnx: HTTP 404');
  });

  it('menus built with the encoder report its backend and both passes with their set sizes', async () => {
    const encoder = await startEncoder(async () => ({ runner: fakeRunner(), threads: 2 }), tickingClock());
    const view = await menusView(session, { taskId: 't1', budget: 2, top: 2 }, tickingClock(), encoder);
    expect(view.scorer).toBe('encoder (wasm)');
    expect(view.scorerStatus).toMatchObject({ backend: 'wasm', threads: 2 });
    expect(view.scorerStatus.passes?.pool).toEqual({ n: 3, featuresMs: expect.any(Number), modelMs: 2 });
    expect(view.scorerStatus.passes?.menu).toEqual({ n: 2, featuresMs: expect.any(Number), modelMs: 2 });
    expect(structuredClone(view)).toEqual(view);
  });

  it('a session error switches the encoder off and rebuilds with the structural scorer, saying why', async () => {
    const encoder: WorkerEncoder = await startEncoder(
      async () => ({ runner: fakeRunner({ fail: true }) }),
      tickingClock(),
    );
    const view = await menusView(session, { taskId: 't1', budget: 2, top: 2 }, tickingClock(), encoder);
    expect(view.scorer).toBe('structural');
    expect(view.scorerStatus.backend).toBe('structural');
    expect(view.scorerStatus.reason).toBe('the wasm encoder failed (RuntimeError: memory access out of bounds)');
    expect(view.scorerStatus.passes).toBeUndefined();
    expect(encoder.runner).toBeNull();
  });

  it('a model of another feature version is refused at the first build', async () => {
    const encoder = await startEncoder(
      async () => ({ runner: fakeRunner({ featureVersion: 'sp-features/0' }) }),
      tickingClock(),
    );
    const { used } = await buildWithScorer(encoder, tickingClock(), async (scorer) => scorer.name);
    expect(used.status.backend).toBe('structural');
    expect(used.status.reason).toContain('trained on features sp-features/0');
  });

  it('a model whose manifest records other feature constants is refused at load; the menus use the structural scorer and say why', async () => {
    const sha = 'ab'.repeat(32);
    // What the web loader does with the fetched manifest before it opens a session.
    const load = async () => {
      const manifest = parseModelManifest(
        JSON.stringify({ sha256: sha, feature_version: FEATURE_VERSION, feature_fingerprint: 'fnv1a:0badf00d' }),
        '/models/manifest.json',
      );
      checkModel(manifest, sha, '/models/encoder.onnx', '/models/manifest.json');
      return { runner: fakeRunner() };
    };
    const encoder = await startEncoder(load, tickingClock());
    expect(encoder.runner).toBeNull();
    expect(encoder.status.reason).toContain(
      `computed with other constants (fingerprint fnv1a:0badf00d, this build ${featureFingerprintOfBuild()}`,
    );
    const view = await menusView(session, { taskId: 't1', budget: 2, top: 2 }, tickingClock(), encoder);
    expect(view.scorer).toBe('structural');
    expect(view.scorerStatus.backend).toBe('structural');
    expect(view.scorerStatus.reason).toContain('fingerprint fnv1a:0badf00d');
  });

  it('errors outside the model (a bad request) pass through and keep the encoder on', async () => {
    const encoder = await startEncoder(async () => ({ runner: fakeRunner() }), tickingClock());
    await expect(menusView(session, { taskId: 'nope', budget: 2, top: 2 }, tickingClock(), encoder)).rejects.toThrow(
      'no task with id "nope"',
    );
    expect(encoder.runner).not.toBeNull();
  });

  it('a change of K or η on the same task reuses the pool pass (one model run, not two) and says so; another task runs both', async () => {
    let runs = 0;
    const runner = fakeRunner();
    const counting: ModelRunner = { ...runner, run: (input) => ((runs += 1), runner.run(input)) };
    const encoder = await startEncoder(async () => ({ runner: counting }), tickingClock());
    const fresh: InspectorSession = { ...session };
    const first = await menusView(fresh, { taskId: 't1', budget: 3, top: 2 }, tickingClock(), encoder);
    expect(runs).toBe(2);
    expect(first.scorerStatus.passes?.pool?.reused).toBeUndefined();
    expect(first.stages.some((s) => s.reused)).toBe(false);
    const kept = await menusView(
      fresh,
      {
        taskId: 't1',
        budget: 2,
        top: 2,
        tuning: { lambda: DEFAULT_MENU_PARAMS.lambda, eta: 0.4, weights: { ...DEFAULT_MENU_PARAMS.weights } },
      },
      tickingClock(),
      encoder,
    );
    expect(runs).toBe(3);
    expect(kept.scorerStatus.passes?.pool).toEqual({
      n: first.scorerStatus.passes?.pool?.n,
      featuresMs: 0,
      modelMs: 0,
      reused: true,
    });
    expect(kept.scorerStatus.passes?.menu?.modelMs).toBe(2);
    expect(kept.stages.filter((s) => s.reused).map((s) => s.key)).toEqual(['relevance', 'pool', 'membership']);
    expect(kept.stages.find((s) => s.key === 'pool')?.note).toContain('reused from the previous build of this task');
    // An edited request is another task context: both passes run.
    await menusView(
      fresh,
      { taskId: 't1', budget: 2, top: 2, task: { query: 'email the customer the receipt' } },
      tickingClock(),
      encoder,
    );
    expect(runs).toBe(5);
  });
});
