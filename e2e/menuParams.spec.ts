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

  test('a rule turned off in Advanced → Rules changes the State-Path menu, travels in the share link, and reset brings it back', async ({
    inspector,
  }, testInfo) => {
    await inspector.open();
    const before = await inspector.slotToolIds('state-path');
    await inspector.openRules();
    const wait = inspector.ruleSwitch('precedenceWait');
    await expect(wait).toBeChecked();
    await wait.uncheck();
    await expect(inspector.advancedPanel.getByText('changed from the default on')).toBeVisible();
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(before);
    await inspector.setWeight('waitShare', 0.5);
    // A share above 1 is refused with a message; the menus keep the current value.
    const share = inspector.weightInput('waitShare');
    await share.fill('2');
    await share.press('Enter');
    await expect(inspector.page.getByTestId('refused-waitShare')).toContainText('must be a number in [0, 1]');
    await inspector.screenshot(testInfo, 'advanced-rules');
    await share.press('Escape');
    const link = new URL(await inspector.shareLink());
    expect(link.searchParams.get('rule.precedenceWait')).toBe('off');
    expect(link.searchParams.get('rule.waitShare')).toBe('0.5');
    await inspector.openAdvanced();
    await inspector.advancedPanel.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(() => inspector.slotToolIds('state-path')).toEqual(before);
    await inspector.openRules();
    await expect(inspector.ruleSwitch('precedenceWait')).toBeChecked();
  });
});
