import { GOLDEN_FILE, readGolden } from './encoderModel';
import { expect, test } from './fixtures';

const golden = readGolden();

test.describe('the encoder in Chromium (WASM)', () => {
  test('the worker loads the model on demand on wasm and matches models/golden.json within 1e-4', async ({
    harness,
  }, testInfo) => {
    test.skip(golden === null, `${GOLDEN_FILE} does not exist yet: train and export the encoder first`);
    await harness.open();
    const status = await harness.status();
    expect(status, JSON.stringify(status)).toMatchObject({ backend: 'wasm' });
    expect(status.reason).toBeUndefined();
    const run = await harness.runGolden(golden!);
    testInfo.annotations.push({
      type: 'golden',
      description: `wasm, n=${golden!.input.n}, ${run.ms.toFixed(2)} ms, max abs diff ${JSON.stringify(run.diffs)}`,
    });
    console.info(`golden on ${run.backend}: ${JSON.stringify(run.diffs)} (${run.ms.toFixed(2)} ms)`);
    expect(run.backend).toBe('wasm');
    for (const [output, diff] of Object.entries(run.diffs)) expect(diff, output).toBeLessThanOrEqual(1e-4);
  });
});
