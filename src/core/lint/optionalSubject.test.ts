import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { applyEdits } from '../edits/catalogEdits';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { catalogOf, tool } from '../testing/fixtures';
import { lintCatalog } from './lintCatalog';

/**
 * `optional-subject`: specs that mark every query parameter optional (Slack's Web API) leave a
 * tool that acts on one channel requiring nothing, so State-Path reads it as callable from
 * nothing and puts no channel producer before it. The lint names the input, and its fix (mark
 * it required) is a schema edit after which the producer comes first.
 */
const optional = (name: string) => ({ name, type: 'string', required: false, description: `The ${name}.` });

const catalog = catalogOf([
  tool('chat.list_channels', 'List the channels of the workspace with their names.', [], ['channel_id', 'name']),
  tool(
    'chat.conversation_history',
    'Fetch the message history of a conversation.',
    [optional('channel_id'), optional('limit')],
    ['messages'],
  ),
  tool('chat.search_messages', 'Search messages.', [optional('query'), optional('channel_id')], ['messages']),
  tool('chat.create_channel', 'Create a channel.', [optional('name'), optional('team_id')], ['channel_id']),
  tool('chat.post_message', 'Post a message to a channel.', ['channel_id', 'text'], ['message_ts']),
  tool('chat.forecast', 'Weather forecast for a city.', [optional('city')], ['forecast']),
  tool('chat.user_profile', 'Read the profile of a user.', [optional('user_id')], ['profile']),
]);

describe('lint: optional-subject', () => {
  it('flags a tool that requires nothing though it takes the id of an object other tools output', () => {
    const found = lintCatalog(catalog).filter((f) => f.code === 'optional-subject');
    // Not the search (its channel_id filters), the create (its references configure what it
    // makes), the tool with a required input, a non-identifier, nor an id nothing outputs.
    expect(found.map((f) => [f.toolId, f.severity, f.path])).toEqual([
      ['chat.conversation_history', 'warning', '$.tools[1].inputs[0]'],
    ]);
    // How many tools output it (list_channels, and create_channel, which makes one).
    expect(found[0]?.message).toContain('names an object 2 other tools output');
    expect(found[0]?.message).toContain('mark "channel_id" required');
    expect(found[0]?.fix).toEqual({
      label: 'Mark "channel_id" required',
      edits: [
        {
          op: 'update-field',
          tool: 'chat.conversation_history',
          side: 'inputs',
          index: 0,
          field: { ...optional('channel_id'), required: true },
        },
      ],
    });
  });

  it('its fix makes the channel a requirement, and the menu puts the channel list before the history', async () => {
    const request = { query: 'Show me the latest messages in the #general channel history', state: [] };
    const before = await buildMenus(buildCatalogIndex(catalog), request, { params: menuParams({ budget: 8 }) });
    const at = (slots: { toolId: string }[], id: string): number => slots.findIndex((s) => s.toolId === id);
    expect(at(before.statePath.slots, 'chat.conversation_history')).toBeLessThan(
      at(before.statePath.slots, 'chat.list_channels'),
    );

    const fix = lintCatalog(catalog).find((f) => f.code === 'optional-subject')?.fix;
    const fixed = applyEdits(catalog, fix?.edits ?? []);
    const index = buildCatalogIndex(fixed);
    expect(index.tools[1]?.requirements.map((r) => index.vocab.names[r.fieldId])).toEqual(['channel_id']);
    expect(lintCatalog(fixed, { index }).filter((f) => f.code === 'optional-subject')).toEqual([]);
    const after = await buildMenus(index, request, { params: menuParams({ budget: 8 }) });
    const list = at(after.statePath.slots, 'chat.list_channels');
    expect(list).toBeGreaterThanOrEqual(0);
    expect(list).toBeLessThan(at(after.statePath.slots, 'chat.conversation_history'));
  });
});
