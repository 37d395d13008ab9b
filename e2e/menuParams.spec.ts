import { expect, test } from './fixtures';

test.describe('menu parameters', () => {
  test('changing K changes the number of slots in both menus', async ({ inspector }) => {
    await inspector.open();
    await inspector.setSize(inspector.budgetInput, 12);
    await expect(inspector.slots('relevance')).toHaveCount(12);
    await expect(inspector.slots('state-path')).toHaveCount(12);
    await inspector.setSize(inspector.budgetInput, 20);
    await expect(inspector.slots('relevance')).toHaveCount(20);
    await expect(inspector.slots('state-path')).toHaveCount(20);
  });

  test('changing L moves the reranked divider', async ({ inspector }) => {
    await inspector.open();
    await inspector.setSize(inspector.topInput, 4);
    const reranked = inspector.menuList('state-path').getByRole('group', { name: 'Reranked top 4' });
    await expect(reranked.getByRole('option')).toHaveCount(4);
    await expect(inspector.rerankDivider).toContainText('top 4');
  });

  test('L never exceeds K', async ({ inspector }) => {
    await inspector.open();
    await inspector.setSize(inspector.budgetInput, 5);
    await expect(inspector.topInput).toHaveValue('5');
    await expect(inspector.slots('state-path')).toHaveCount(5);
    await expect(inspector.rerankDivider).toHaveCount(0);
  });
});
