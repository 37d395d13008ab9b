import { haveModel, MODEL_DIR } from './encoderModel';
import { expect, test } from './fixtures';

test.describe('encoder status', () => {
  test('the structural scorer builds the menus by default and the model is never fetched', async ({
    inspector,
    page,
  }, testInfo) => {
    const modelRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/models\/|loadWebModelRunner|ort-wasm/.test(r.url())) modelRequests.push(r.url());
    });
    await inspector.open();
    await expect(inspector.scorerStatus).toHaveAttribute('data-chosen', 'structural');
    await expect(inspector.scorerStatus).toHaveAttribute('data-backend', 'structural');
    await expect(inspector.scorerStatus).toContainText('structural (fitted on the dev sets)');
    await expect(inspector.scorerStatus).toHaveAttribute('title', /^Structural scorer \(fitted on the dev sets\): /);
    await expect(inspector.encoderPass('pool')).toHaveCount(0);
    await expect(inspector.modelNotice).toHaveCount(0);
    await inspector.openAdvanced();
    await expect(inspector.scorerOption('structural')).toBeChecked();
    await expect(inspector.scorerOption('encoder')).not.toBeChecked();
    await inspector.page.screenshot({ path: 'e2e/artifacts/advanced-scorer-structural.png' });
    await testInfo.attach('advanced-scorer-structural', {
      path: 'e2e/artifacts/advanced-scorer-structural.png',
      contentType: 'image/png',
    });
    // Past the worker's warm-up and any idle load: still no model, no onnxruntime.
    await page.waitForTimeout(4000);
    expect(modelRequests).toEqual([]);
  });

  test('choosing the learned encoder in Advanced loads it: WASM backend and both encoder passes', async ({
    inspector,
    page,
  }, testInfo) => {
    test.skip(!haveModel, `${MODEL_DIR}/encoder.onnx does not exist yet`);
    await inspector.open();
    await inspector.chooseScorer('encoder');
    await expect(inspector.scorerStatus).toHaveAttribute('data-backend', 'wasm');
    await expect(inspector.scorerStatus).toContainText('encoder · WASM');
    await expect(inspector.scorerStatus).toHaveAttribute(
      'title',
      /^Learned encoder on onnxruntime-web WASM, \d wasm threads?; loaded on demand in [\d.]+ ms$/,
    );
    await expect(inspector.encoderPass('pool')).toHaveText(/^pool\d+ [\d.]+\+[\d.]+$/);
    await expect(inspector.encoderPass('pool')).toHaveAttribute('data-n', /^\d+$/);
    await expect(inspector.encoderPass('menu')).toHaveText(/^, menu32 [\d.]+\+[\d.]+$/);
    await expect(inspector.encoderPass('menu')).toHaveAttribute('data-n', '32');
    // Everything in the status bar fits at 1280 px: no hidden overflow.
    expect(await inspector.statusBar.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    await inspector.statusBar.screenshot({ path: 'e2e/artifacts/status-bar-encoder-wasm.png' });
    await testInfo.attach('status-bar-encoder-wasm', {
      path: 'e2e/artifacts/status-bar-encoder-wasm.png',
      contentType: 'image/png',
    });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    // The share link keeps the choice; choosing the structural scorer again goes back to it.
    expect(await inspector.shareLink()).toContain('scorer=encoder');
    await inspector.chooseScorer('structural');
    await expect(inspector.scorerStatus).toContainText('structural (fitted on the dev sets)');
    await expect(inspector.encoderPass('pool')).toHaveCount(0);
  });

  test("a change of K rebuilds from the task's pool pass: the status bar says it was reused", async ({
    inspector,
    page,
  }, testInfo) => {
    test.skip(!haveModel, `${MODEL_DIR}/encoder.onnx does not exist yet`);
    // A share link that chose the encoder opens with it.
    await inspector.open('/?scorer=encoder');
    await expect(inspector.scorerStatus).toHaveAttribute('data-backend', 'wasm');
    await expect(inspector.encoderPass('pool')).toHaveText(/^pool\d+ [\d.]+\+[\d.]+$/);
    await inspector.setSize(inspector.budgetInput, 20);
    await expect(inspector.slots('state-path')).toHaveCount(20);
    await expect(inspector.encoderPass('pool')).toHaveText(/^pool\d+ reused$/);
    await expect(inspector.encoderPass('menu')).toHaveText(/^, menu20 [\d.]+\+[\d.]+$/);
    for (const stage of ['relevance', 'pool', 'membership'])
      await expect(page.getByTestId(`status-stage-${stage}-reused`)).toBeVisible();
    await expect(page.getByTestId('status-stage-pool')).toHaveAttribute(
      'title',
      /reused from the previous build of this task/,
    );
    expect(await inspector.statusBar.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    await inspector.statusBar.screenshot({ path: 'e2e/artifacts/status-bar-pool-reused.png' });
    await testInfo.attach('status-bar-pool-reused', {
      path: 'e2e/artifacts/status-bar-pool-reused.png',
      contentType: 'image/png',
    });
    // Another task builds its own pool.
    await inspector.tasks.nth(1).click();
    await expect(inspector.encoderPass('pool')).toHaveText(/^pool\d+ [\d.]+\+[\d.]+$/);
  });

  test('a chosen encoder with a damaged model: structural fallback, the reason on hover, menus still built', async ({
    inspector,
    page,
  }) => {
    await page.route('**/models/encoder.onnx', (route) =>
      route.fulfill({ contentType: 'application/octet-stream', body: Buffer.from('not an onnx model') }),
    );
    await inspector.open('/?scorer=encoder');
    await expect(inspector.scorerStatus).toHaveAttribute('data-chosen', 'encoder');
    await expect(inspector.scorerStatus).toHaveAttribute('data-backend', 'structural');
    await expect(inspector.scorerStatus).toContainText('structural fallback');
    await expect(inspector.scorerStatus).toHaveAttribute(
      'title',
      haveModel
        ? /^Structural scorer \(no learned encoder\): \/models\/encoder\.onnx: checksum [0-9a-f]{12}… does not match \/models\/manifest\.json/
        : /^Structural scorer \(no learned encoder\): \/models\/encoder\.onnx: /,
    );
    await expect(inspector.encoderPass('pool')).toHaveCount(0);
    await expect(inspector.slots('state-path')).toHaveCount(32);
    await inspector.statusBar.screenshot({ path: 'e2e/artifacts/status-bar-structural-fallback.png' });
  });

  test('a chosen encoder with no model served: structural fallback naming the missing file', async ({
    inspector,
    page,
  }) => {
    await page.route('**/models/encoder.onnx', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await inspector.open('/?scorer=encoder');
    await expect(inspector.scorerStatus).toHaveAttribute(
      'title',
      'Structural scorer (no learned encoder): /models/encoder.onnx: HTTP 404 Not Found',
    );
  });
});
