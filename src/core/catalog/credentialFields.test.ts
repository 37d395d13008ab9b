import { describe, expect, it } from 'vitest';
import { diagnoseMenu } from '../diagnose/diagnoseMenu';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';

/** Slack's shape: every method takes a `token` (a credential), and one method hands tokens out. */
const token = { name: 'token', type: 'string', required: true, credential: true };
const catalog = catalogOf([
  tool('slack.conversations_list', 'Lists all channels in a Slack team.', [token], ['channel_id', 'channel_name']),
  tool('slack.chat_post_message', 'Sends a message to a channel.', [token, 'channel_id', 'text'], ['message_ts']),
  tool('slack.oauth_access', 'Exchanges a temporary OAuth code for an API token.', ['code', 'client_id'], ['token']),
]);

describe('credential inputs', () => {
  const index = buildCatalogIndex(catalog);

  it('are never a requirement I_i', () => {
    const post = index.tools[1];
    expect(post?.requirements.map((r) => index.vocab.names[r.fieldId])).toEqual(['channel_id', 'text']);
    expect(post?.inputs[0]?.required).toBe(false);
    expect(index.tools[0]?.requirements).toEqual([]);
    const tokenField = post?.inputs[0]?.fieldId ?? -1;
    expect(index.consumersOf[tokenField]).toEqual([]);
    // Nor an optional filter that makes a tool an entry when s0 holds the field.
    expect(index.optionalConsumersOf[tokenField]).toEqual([]);
  });

  it('are never linked, not even to a tool that outputs the same field', () => {
    const apiKey = { name: 'api_key', type: 'string', required: true, credential: true };
    const keyed = buildCatalogIndex(
      catalogOf([
        tool('weather.current', 'Current weather for a city.', [apiKey, 'city'], ['temperature']),
        tool('keys.create_api_key', 'Creates an API key.', ['account_id'], ['api_key']),
      ]),
    );
    const field = keyed.tools[0]?.inputs[0]?.fieldId ?? -1;
    expect(keyed.vocab.names[field]).toBe('api_key');
    expect(keyed.producersOf[field]).toEqual([{ tool: 1, strength: 1 }]);
    expect(keyed.acceptedBy[field]).toEqual([]);
    expect(keyed.consumersOf[field]).toEqual([]);
  });

  it('are not linked by resource either, when a catalog tags one', () => {
    const tagged = { name: 'account_key', type: 'string', required: true, credential: true, resource: 'account' };
    const index = buildCatalogIndex(
      catalogOf([
        tool('billing.charge', 'Charges an account.', [tagged, 'amount'], ['charge_id']),
        tool('accounts.create', 'Creates an account.', ['email'], ['account_id'], {
          outputs: [{ name: 'account_id', type: 'string', resource: 'account' }],
        }),
      ]),
    );
    const field = index.tools[0]?.inputs[0]?.fieldId ?? -1;
    expect(index.acceptedBy[field]).toEqual([]);
  });

  it('are never required data in the diagnosis: the menu reaches the target without a token in s0', async () => {
    const pair = await buildMenus(
      index,
      { query: 'Post a message to the general channel', state: ['text'] },
      { params: menuParams({ budget: 3, top: 3 }) },
    );
    const d = diagnoseMenu(pair.context, pair.statePath, { top: 3 });
    expect(d.targets[0]).toMatchObject({ target: { toolId: 'slack.chat_post_message' }, reachable: true });
    expect(d.missingBridges.map((b) => b.field)).not.toContain('token');
    expect(d.schemaGaps.map((g) => g.field)).not.toContain('token');
    expect(d.verdict).not.toMatch(/token/);
  });

  it('stay in the catalog as declared (exporters keep the parameter)', () => {
    expect(index.catalog.tools[1]?.inputs[0]).toEqual(token);
  });
});
