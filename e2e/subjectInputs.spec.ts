import { expect, test } from './fixtures';

// An MCP server marks optional the id of the object a tool acts on (Sentry's issueId, which an
// issueUrl may replace): the menu counts it as required, and the breakdown says why, so a user
// editing the schema sees that the schema itself still calls it optional.

const catalog = {
  format: 'tool-catalog/v1',
  name: 'sentry-lite',
  tools: [
    {
      id: 'sentry.search_issues',
      name: 'search_issues',
      description: 'Search for grouped issues in a project.',
      inputs: [{ name: 'query', type: 'string', required: true }],
      outputs: [{ name: 'issueId', type: 'string' }],
    },
    {
      id: 'sentry.get_issue_tag_values',
      name: 'get_issue_tag_values',
      description: 'Get the tag value distribution (browsers, releases) of an issue.',
      inputs: [
        { name: 'issueId', type: 'string', required: false },
        { name: 'issueUrl', type: 'string', required: false },
        { name: 'tagKey', type: 'string', required: true },
      ],
      outputs: [{ name: 'values', type: 'array' }],
    },
  ],
};
const tasks = {
  format: 'tool-tasks/v1',
  catalog: 'sentry-lite',
  tasks: [{ id: 's-1', query: 'Which browsers does the top checkout issue hit?', state: ['query', 'tagKey'] }],
};

test('an optional id the tool acts on shows as required, with the schema’s own word beside it', async ({
  inspector,
  page,
}) => {
  await inspector.open();
  await inspector.dropFiles([
    { name: 'sentry-lite.tool-catalog.json', mimeType: 'application/json', text: JSON.stringify(catalog) },
    { name: 'sentry-lite.tasks.json', mimeType: 'application/json', text: JSON.stringify(tasks) },
  ]);
  await expect(inspector.loadResult).toContainText('sentry-lite');
  await page.keyboard.press('Escape');
  await inspector
    .menuList('state-path')
    .getByRole('option', { name: /get_issue_tag_values/ })
    .click();
  const inputs = inspector.breakdown.getByTestId('tool-input');
  const issueId = inputs.filter({ hasText: 'issueId' });
  await expect(issueId).toContainText('required');
  await expect(issueId.getByTestId('input-subject')).toHaveText('optional in the schema · what the tool acts on');
  await expect(issueId).toContainText('search_issues');
  await expect(inputs.filter({ hasText: 'issueUrl' })).toContainText('optional');
  await expect(inputs.filter({ hasText: 'issueUrl' }).getByTestId('input-subject')).toHaveCount(0);
  await expect(inputs.filter({ hasText: 'tagKey' }).getByTestId('input-subject')).toHaveCount(0);
});
