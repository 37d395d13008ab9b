import { GOLDEN_FILE, readGolden } from './encoderModel';
import { expect, test } from './fixtures';

const golden = readGolden();

// Runs only in the chromium-webgpu project (--enable-unsafe-webgpu: a SwiftShader adapter).
test.describe('the encoder in Chromium (WebGPU)', () => {
  test('the worker picks WebGPU when an adapter exists and matches models/golden.json within 1e-4', async ({
    harness,
  }, testInfo) => {
    test.skip(golden === null, `${GOLDEN_FILE} does not exist yet: train and export the encoder first`);
    await harness.open();
    expect(
      await harness.page.evaluate(
        async () =>
          (await (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu?.requestAdapter()) !=
          null,
      ),
    ).toBe(true);
    const status = await harness.status();
    expect(status, JSON.stringify(status)).toMatchObject({ backend: 'webgpu' });
    const run = await harness.runGolden(golden!);
    testInfo.annotations.push({
      type: 'golden',
      description: `webgpu, n=${golden!.input.n}, ${run.ms.toFixed(2)} ms, max abs diff ${JSON.stringify(run.diffs)}`,
    });
    console.info(`golden on ${run.backend}: ${JSON.stringify(run.diffs)} (${run.ms.toFixed(2)} ms)`);
    expect(run.backend).toBe('webgpu');
    for (const [output, diff] of Object.entries(run.diffs)) expect(diff, output).toBeLessThanOrEqual(1e-4);
  });
});
