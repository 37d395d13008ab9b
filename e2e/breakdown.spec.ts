import { expect, test } from './fixtures';
import { RERANKER_TERMS, RETRIEVER_TERMS } from './pages/InspectorPage';

test.describe('score breakdown', () => {
  test('a top-L State-Path slot shows every retriever and reranker term', async ({ inspector }, testInfo) => {
    await inspector.open();
    await inspector.slot('state-path', 2).click();
    await expect(inspector.slot('state-path', 2)).toHaveAttribute('aria-selected', 'true');
    await expect(inspector.breakdown).toContainText('slot 2');
    for (const key of [...RETRIEVER_TERMS, ...RERANKER_TERMS]) {
      await expect(inspector.term(key), `term ${key}`).toBeVisible();
      await expect(inspector.term(key)).toHaveText(/-?\d|−\d|0/);
    }
    await expect(inspector.breakdown.getByRole('region', { name: 'Consumes' })).toBeVisible();
    await expect(inspector.breakdown.getByRole('region', { name: 'Produces' })).toBeVisible();
    // Why the reranker put the tool here: by its sᴼ, or by a rule over a better-scoring tool.
    const placement = inspector.breakdown.getByTestId('slot-placement');
    await expect(placement).toHaveAttribute(
      'data-rule',
      /^(score|producer-first|request-order|named-provider|same-provider|existing-lookup|id-producer|precedence|cycle|callable-first)$/,
    );
    await expect(placement).toHaveText(
      (await placement.getAttribute('data-rule')) === 'score'
        ? /Placed by score/
        : /Placed ahead of .+, which had the higher sᴼ here: /,
    );
    await inspector.screenshot(testInfo, 'breakdown-state-path-top-l');
  });

  test('a State-Path slot below L shows only the retriever terms', async ({ inspector }) => {
    await inspector.open();
    await inspector.slot('state-path', 9).click();
    for (const key of RETRIEVER_TERMS) await expect(inspector.term(key)).toBeVisible();
    for (const key of RERANKER_TERMS) await expect(inspector.term(key)).toHaveCount(0);
    await expect(inspector.breakdown.getByTestId('slot-placement')).toHaveCount(0);
    // Past the first L slots, what chain links added to M is a term of its own.
    await expect(inspector.term('link')).toBeVisible();
    await expect(inspector.term('link')).toContainText('linked to likely tools');
    // …and the breakdown names the likely tool whose chain it is on (the demo's t-0001: slot 9 is linked).
    await expect(inspector.breakdown.getByTestId('slot-link')).toHaveText(
      /^Chain link: it (makes \S+ for|takes \S+ from) \S+( \(#\d+\))?, a tool likely on the path\.$/,
    );
    await inspector.slot('state-path', 2).click();
    await expect(inspector.term('link')).toHaveCount(0);
    await expect(inspector.breakdown.getByTestId('slot-link')).toHaveCount(0);
  });

  test('a State-Path slot past the retrieved tools says it fills an empty slot, and why this tool', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await inspector.pickFiles(['e2e/fixtures/small-apis.tool-catalog.json', 'e2e/fixtures/small-apis.tasks.json']);
    await expect(inspector.loadResult).toContainText('Opened two-small-apis');
    await page.keyboard.press('Escape');
    // Eight tools of three APIs: the request reaches three math tools; the fill lists the rest, math's first.
    await expect.poll(() => inspector.slotToolIds('state-path')).toHaveLength(8);
    const ids = await inspector.slotToolIds('state-path');
    expect(ids.slice(0, 4).sort()).toEqual([
      'math.divide',
      'math.mean',
      'math.round_number',
      'math.standard_deviation',
    ]);
    await inspector.slot('state-path', ids.indexOf('math.divide') + 1).click();
    await expect(inspector.breakdown.getByTestId('slot-fill')).toContainText('Fills a slot the retriever left empty');
    for (const key of ['api', 'supplied', 'similarity']) await expect(inspector.term(key)).toBeVisible();
    for (const key of RETRIEVER_TERMS) await expect(inspector.term(key)).toHaveCount(0);
    await inspector.screenshot(testInfo, 'breakdown-fill');
  });

  test('a relevance slot shows its BM25 score and matched terms', async ({ inspector }, testInfo) => {
    await inspector.open();
    await inspector.slot('relevance', 1).click();
    await expect(inspector.term('bm25')).toBeVisible();
    await expect(inspector.breakdown).toContainText('matched terms');
    await expect(inspector.breakdown).toContainText('Relevance-only · slot 1');
    await inspector.screenshot(testInfo, 'breakdown-relevance');
  });

  test('a clicked slot is not scrolled to (it is on screen; scrolling would force a layout in the click)', async ({
    inspector,
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __scrolled: string[] }).__scrolled = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        if (this.closest('[data-testid="menu-state-path"]')) calls.push(this.id);
        return original.call(this, arg);
      };
    });
    await inspector.open();
    // Opening selects a slot from outside the list (that one scrolls); only the click counts.
    await expect(inspector.menuList('state-path').locator('[aria-selected="true"]')).toHaveCount(1);
    const rank = (await inspector.slot('state-path', 4).getAttribute('aria-selected')) === 'true' ? 5 : 4;
    await page.evaluate(() => void ((window as unknown as { __scrolled: string[] }).__scrolled.length = 0));
    await inspector.slot('state-path', rank).click();
    await expect(inspector.slot('state-path', rank)).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => (window as unknown as { __scrolled: string[] }).__scrolled)).toEqual([]);
    // The keyboard still scrolls: the hook is on.
    await inspector.menuList('state-path').press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __scrolled: string[] }).__scrolled.length))
      .toBeGreaterThan(0);
  });

  test('the keyboard selects slots: arrows move, Enter opens', async ({ inspector }) => {
    await inspector.open();
    const list = inspector.menuList('state-path');
    await list.focus();
    await list.press('Home');
    await list.press('ArrowDown');
    await list.press('ArrowDown');
    await list.press('Enter');
    await expect(inspector.slot('state-path', 3)).toHaveAttribute('aria-selected', 'true');
    await expect(inspector.breakdown).toContainText('slot 3');
    // Arrows past the visible rows scroll the active one into view (a click does not need to).
    await list.press('End');
    await list.press('Enter');
    const last = await inspector.slots('state-path').count();
    await expect(inspector.slot('state-path', last)).toBeInViewport();
    await list.press('Home');
    await expect(inspector.slot('state-path', 1)).toBeInViewport();
  });
});
