import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, scoredSet, tool } from '../testing/fixtures';
import { retrieveGreedy } from './retriever';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

describe('the retriever’s demands from likely targets', () => {
  // Two vendors' "send the weekly report" match the request equally; vendor b's needs a token
  // from its own lookup. The scorer holds b's look-alike off the path.
  const index = buildCatalogIndex(catalogOf([
    tool('a.send_weekly_report', 'Send the weekly report.', ['report_id'], []),
    tool('b.send_weekly_report', 'Send the weekly report.', ['report_token'], []),
    tool('b.get_token', 'Token lookup for an account.', ['account'], ['report_token']),
    tool('z.archive', 'Archive an item.', ['report_id'], []),
  ]));
  const ctx = createTaskContext(index, { query: 'send the weekly report', state: ['report_id', 'account'] });
  const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
  const picks = (membership: number[]): string[] =>
    retrieveGreedy(analysis, scoredSet(membership), { budget: 2, lambda: 1, eta: 0.1 }).picked.map((l) => index.tools[analysis.tools[l] ?? 0]?.tool.id ?? '');

  it('lets a target the scorer believes in pull its producer onto the menu', () => {
    expect(ctx.targets.map((t) => index.tools[t.tool]?.tool.id)).toContain('b.send_weekly_report');
    expect(picks([0.9, 0.9, 0, 0.3])).toContain('b.get_token');
  });

  it('does not let a look-alike the scorer holds off the path pull its chain in', () => {
    expect(picks([0.9, 0.02, 0, 0.3])).toEqual(['a.send_weekly_report', 'z.archive']);
  });
});
