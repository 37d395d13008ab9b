import { expect, test } from './fixtures';

// A spec that marks every query parameter optional (Slack's Web API) leaves a tool that acts on
// one conversation requiring nothing: the lint says so, and its fix marks the input required,
// after which the State-Path menu lists the channel producer before the history.

const optional = (name: string) => ({ name, type: 'string', required: false, description: `The ${name}.` });
const catalog = {
  format: 'tool-catalog/v1',
  name: 'chat-lite',
  tools: [
    {
      id: 'chat.list_channels',
      name: 'list_channels',
      description: 'List the channels of the workspace with their names.',
      inputs: [],
      outputs: [
        { name: 'channel_id', type: 'string' },
        { name: 'name', type: 'string' },
      ],
    },
    {
      id: 'chat.conversation_history',
      name: 'conversation_history',
      description: 'Fetch the message history of a conversation.',
      inputs: [optional('channel_id'), optional('limit')],
      outputs: [{ name: 'messages', type: 'array' }],
    },
    {
      id: 'chat.post_message',
      name: 'post_message',
      description: 'Post a message to a channel.',
      inputs: [
        { name: 'channel_id', type: 'string', required: true, description: 'The channel.' },
        { name: 'text', type: 'string', required: true, description: 'The text.' },
      ],
      outputs: [{ name: 'message_ts', type: 'string' }],
    },
  ],
};
const tasks = {
  format: 'tool-tasks/v1',
  catalog: 'chat-lite',
  tasks: [{ id: 'c-1', query: 'Show me the latest messages in the #general channel history', state: [] }],
};

test('the lint names an optional input the tool acts on, and its fix reorders the menu', async ({
  inspector,
  page,
}, testInfo) => {
  await inspector.open();
  await inspector.dropFiles([
    { name: 'chat-lite.tool-catalog.json', mimeType: 'application/json', text: JSON.stringify(catalog) },
    { name: 'chat-lite.tasks.json', mimeType: 'application/json', text: JSON.stringify(tasks) },
  ]);
  await expect(inspector.loadResult).toContainText('chat-lite');
  await page.keyboard.press('Escape');
  const historyFirst = async (): Promise<boolean | undefined> => {
    const slots = await inspector.slotToolIds('state-path');
    const history = slots.indexOf('chat.conversation_history');
    const list = slots.indexOf('chat.list_channels');
    return history < 0 || list < 0 ? undefined : history < list;
  };
  await expect.poll(historyFirst).toBe(true);

  await page.getByRole('button', { name: 'Lint' }).click();
  const drawer = page.getByTestId('lint-drawer');
  await expect(drawer).toContainText('optional-subject');
  await expect(drawer).toContainText('if the tool acts on that object, mark "channel_id" required');
  await inspector.screenshot(testInfo, 'lint-optional-subject');
  await drawer.getByRole('button', { name: 'Mark "channel_id" required in conversation_history' }).click();
  await expect(drawer.getByTestId('edit-status')).toHaveText('1 edit saved');
  await expect(drawer).not.toContainText('optional-subject');
  await expect.poll(historyFirst).toBe(false);
  // The fix is an edit like any other: undone from the same drawer.
  await drawer.getByRole('button', { name: 'Undo' }).click();
  await expect(drawer.getByTestId('edit-status')).toHaveText('No edits');
  await expect(drawer).toContainText('optional-subject');
  await expect.poll(historyFirst).toBe(true);
});
