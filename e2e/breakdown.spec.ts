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
    await inspector.screenshot(testInfo, 'breakdown-state-path-top-l');
  });

  test('a State-Path slot below L shows only the retriever terms', async ({ inspector }) => {
    await inspector.open();
    await inspector.slot('state-path', 9).click();
    for (const key of RETRIEVER_TERMS) await expect(inspector.term(key)).toBeVisible();
    for (const key of RERANKER_TERMS) await expect(inspector.term(key)).toHaveCount(0);
  });

  test('a relevance slot shows its BM25 score and matched terms', async ({ inspector }, testInfo) => {
    await inspector.open();
    await inspector.slot('relevance', 1).click();
    await expect(inspector.term('bm25')).toBeVisible();
    await expect(inspector.breakdown).toContainText('matched terms');
    await expect(inspector.breakdown).toContainText('Relevance-only · slot 1');
    await inspector.screenshot(testInfo, 'breakdown-relevance');
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
