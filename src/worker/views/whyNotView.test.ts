import { describe, expect, it } from 'vitest';
import { frozenClock } from '../../core/index';
import { menusView } from './menusView';
import { receiptSession as session } from './receiptSession';
import { missLine, toolSearchView, whyNotDescription, whyNotView } from './whyNotView';

const menus = { taskId: 't1', budget: 4, top: 2 };

describe('toolSearchView', () => {
  it('finds tools by id or name, best first, at most the limit', () => {
    expect(toolSearchView(session, 'send_receipt').hits[0]).toEqual({
      toolId: 'email.send_receipt',
      name: 'send_receipt',
    });
    expect(toolSearchView(session, 'receipt', 2).hits).toHaveLength(2);
    expect(toolSearchView(session, '').hits).toEqual([]);
  });
});

describe('whyNotDescription', () => {
  it('is the first sentence of the description as text, cut outside any tag', () => {
    expect(whyNotDescription('<p>Send a <a href="https://example.com/docs">receipt</a>. Then more.</p>')).toBe(
      'Send a receipt.',
    );
    // A link whose tag spans the 200th character: the cut text holds no tag fragment.
    const long = `${'word '.repeat(38)}<a href="https://example.com/${'x'.repeat(80)}">link</a> and more`;
    const cut = whyNotDescription(long);
    expect(cut).not.toMatch(/[<>]|href/);
    expect(cut).toContain('link');
    expect(whyNotDescription('Plain text. Second.')).toBe('Plain text.');
  });
});

describe('missLine', () => {
  it('names the seed and the field of a consumer the forward expansion did not keep', () => {
    expect(
      missLine({ kind: 'other-consumers', seed: 'iot.process_data', field: 'processed_data', consumersPerSeed: 4 }),
    ).toBe(
      'it takes processed_data from iot.process_data, but the forward expansion kept 4 better-ranked consumers per tool',
    );
  });
});

describe('whyNotView', () => {
  it('a tool on both menus: where it is, its s^R, its inputs and their producers', async () => {
    const view = await whyNotView(session, { menus, toolId: 'email.send_receipt' }, frozenClock);
    expect(structuredClone(view)).toEqual(view);
    expect(view.statePathRank).toBeGreaterThan(0);
    expect(view.headline).toMatch(/^On State-Path at #\d and on relevance at #1\.$/);
    expect(view.pool).toMatchObject({ inPool: true, reason: 'target' });
    expect(view.inputs.map((i) => i.field)).toEqual(['customer_email', 'receipt_url']);
    expect(view.inputs[0]?.producers[0]?.toolId).toBe('customers.get_customer_email');
  });

  it('a relevance tool State-Path left out: the tool that took its place, and the last admitted sᴿ', async () => {
    const list = await menusView(session, menus, frozenClock);
    const missing = list.relevance.slots.find((s) => s.displacement?.kind === 'displaced');
    if (!missing) throw new Error('expected a displaced relevance tool at K = 4');
    const view = await whyNotView(session, { menus, toolId: missing.toolId }, frozenClock);
    expect(view.displacement).toEqual(missing.displacement);
    expect(view.headline).toContain(`On relevance at #${missing.rank}, not on State-Path: displaced by`);
    expect(view.terms?.sR).toBeLessThanOrEqual((view.lastAdmitted?.terms.sR ?? 0) + 1e-9);
  });

  it('a chosen target rebuilds the menus and the diagnosis for it, the predicted targets explained', async () => {
    const plain = await menusView(session, menus, frozenClock);
    expect(plain.targets.chosen).toBeNull();
    const first = plain.targets.predicted[0];
    expect(first?.toolId).toBe('email.send_receipt');
    expect(first?.matched).toEqual(expect.arrayContaining(['receipt']));
    expect(first?.weight).toBe(1);
    const chosen = await menusView(session, { ...menus, target: 'receipts.render_receipt_pdf' }, frozenClock);
    expect(chosen.targets.chosen?.toolId).toBe('receipts.render_receipt_pdf');
    expect(chosen.targets.predicted).toEqual(plain.targets.predicted);
    expect(chosen.statePath.diagnosis.targets.map((t) => t.target.toolId)).toEqual(['receipts.render_receipt_pdf']);
    expect(chosen.statePath.diagnosis.verdict).not.toBe(plain.statePath.diagnosis.verdict);
    const why = await whyNotView(
      session,
      { menus: { ...menus, target: 'receipts.render_receipt_pdf' }, toolId: 'receipts.render_receipt_pdf' },
      frozenClock,
    );
    expect(why.target).toEqual({ rank: 1, weight: 1, chosen: true });
  });

  it('names an unknown tool', async () => {
    await expect(whyNotView(session, { menus, toolId: 'nope.tool' }, frozenClock)).rejects.toThrow(
      'no tool with id "nope.tool"',
    );
  });
});
