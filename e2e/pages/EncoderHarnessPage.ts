import { expect, type Page } from '@playwright/test';
import { goldenDiffs, type GoldenCase } from '../../src/adapters/model/goldenCase';
import type { EncoderStatusView } from '../../src/worker/views/inspectorViews';

/**
 * The harness page (e2e/harness/encoder.html): the app's worker, reachable from the test.
 * Methods run inside the page and return plain data.
 */
export class EncoderHarnessPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/e2e/harness/encoder.html');
    await expect.poll(() => this.page.evaluate(() => window.inspectorHarness !== undefined)).toBe(true);
  }

  /** The encoder's backend once the worker has loaded it (the request starts the load on demand). */
  status(): Promise<EncoderStatusView> {
    return this.page.evaluate(() => window.inspectorHarness!.request({ kind: 'encoder' }));
  }

  /** Runs the golden input in the worker; returns the backend, the model time and the largest difference per output. */
  async runGolden(golden: GoldenCase): Promise<{ backend: string; ms: number; diffs: Record<string, number> }> {
    const input = {
      n: golden.input.n,
      nodes: Array.from(golden.input.nodes),
      relations: Array.from(golden.input.relations),
    };
    const run = await this.page.evaluate(async (g) => {
      const nodes = Float32Array.from(g.nodes);
      const relations = Float32Array.from(g.relations);
      const r = await window.inspectorHarness!.request({ kind: 'runEncoder', input: { n: g.n, nodes, relations } }, [
        nodes.buffer,
        relations.buffer,
      ]);
      return {
        backend: r.backend,
        ms: r.ms,
        membership: Array.from(r.output.membership),
        roles: Array.from(r.output.roles),
        precedence: Array.from(r.output.precedence),
      };
    }, input);
    const output = {
      membership: Float32Array.from(run.membership),
      roles: Float32Array.from(run.roles),
      precedence: Float32Array.from(run.precedence),
    };
    return { backend: run.backend, ms: run.ms, diffs: goldenDiffs(output, golden.expected) };
  }
}
