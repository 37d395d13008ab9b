import { describe, expect, it } from 'vitest';
import { frozenClock, type Catalog } from '../../core/index';
import { menusView } from './menusView';
import { sessionOf } from './receiptSession';

// Sentry's MCP server: issueId and issueUrl both optional, the tool acting on the issue.
const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'sentry',
  tools: [
    {
      id: 'sentry.get_issue_tag_values',
      name: 'get_issue_tag_values',
      description: 'Get tag value distribution for a specific Sentry issue.',
      inputs: [
        { name: 'issueId', type: 'string', required: false },
        { name: 'issueUrl', type: 'string', required: false },
        { name: 'tagKey', type: 'string', required: true },
      ],
      outputs: [{ name: 'values', type: 'array' }],
    },
  ],
};
const session = sessionOf(catalog, [{ id: 't1', query: 'Which browsers does the issue hit?' }]);

describe("a slot's inputs", () => {
  it('mark an input the schema leaves optional but the tool needs as the object it acts on', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 1, top: 1 }, frozenClock);
    const inputs = view.statePath.slots[0]?.inputs ?? [];
    expect(inputs.map((f) => [f.name, f.required, f.subject === true])).toEqual([
      ['issueId', true, true],
      ['issueUrl', false, false],
      ['tagKey', true, false],
    ]);
  });
});
