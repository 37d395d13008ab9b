import { describe, expect, it } from 'vitest';
import { frozenClock, type Catalog } from '../../core/index';
import { menusView } from './menusView';
import { sessionOf } from './receiptSession';

// Descriptions as Slack's and Sentry's published files write them: markdown links, prompt sections, entities.
const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'markup',
  tools: [
    {
      id: 'slack.conversations_invite',
      name: 'conversations_invite',
      description: 'Invites users to a [channel](https://api.slack.com/types/conversation).<hints>Ask first.</hints>',
      inputs: [
        {
          name: 'channel',
          type: 'string',
          required: true,
          description:
            'The ID of the public or private channel to invite user(s) to. See <b>channels</b> &amp; groups.',
        },
      ],
      outputs: [{ name: 'ok', type: 'boolean' }],
    },
  ],
};
const session = sessionOf(catalog, [{ id: 't1', query: 'Invite Ann to the channel', state: ['channel'] }]);

describe('descriptions in the views', () => {
  it('are shown as text: no tags, no link URLs, entities decoded', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 1, top: 1 }, frozenClock);
    const slot = view.statePath.slots[0];
    expect(slot?.description).toBe('Invites users to a channel.\nAsk first.');
    expect(slot?.inputs[0]?.description).toBe(
      'The ID of the public or private channel to invite user(s) to. See channels & groups.',
    );
  });
});
