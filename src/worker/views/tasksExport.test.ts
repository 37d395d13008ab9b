import { describe, expect, it } from 'vitest';
import { frozenClock, parseTasks } from '../../core/index';
import { menusView } from './menusView';
import { receiptSession as session, sessionOf } from './receiptSession';
import { tasksExport } from './tasksExport';

describe('a gold chain set in the page', () => {
  it('replaces the loaded task’s gold: the ★ and the verdict follow it, and an empty chain removes it', async () => {
    const chain = ['orders.get_order', 'receipts.render_receipt_pdf', 'mailgun.send_receipt_email'];
    const base = { taskId: 't1', budget: 8, top: 4 };
    const query = "Email today's receipt to the customer";
    const loaded = await menusView(session, base, frozenClock);
    const edited = await menusView(
      session,
      { ...base, task: { query, state: ['order_id'], gold: chain } },
      frozenClock,
    );
    expect(loaded.gold?.chain).toHaveLength(4);
    expect(edited.gold).toEqual({ chain, tools: [] });
    const starred = (v: typeof edited): string[] =>
      v.statePath.slots
        .filter((s) => s.gold)
        .map((s) => s.toolId)
        .sort();
    expect(starred(edited)).toEqual(chain.filter((id) => edited.statePath.slots.some((s) => s.toolId === id)).sort());
    expect(starred(edited)).toContain('mailgun.send_receipt_email');
    expect(starred(loaded)).not.toContain('mailgun.send_receipt_email');
    const none = await menusView(session, { ...base, task: { query, gold: [] } }, frozenClock);
    expect(none.gold).toBeNull();
    expect(starred(none)).toEqual([]);
  });

  it('sets the gold of a new task, and names a tool the catalog lacks or a step listed twice', async () => {
    const view = await menusView(
      session,
      { taskId: 'new-1', budget: 8, top: 4, task: { query: 'send the receipt pdf', gold: ['email.send_receipt'] } },
      frozenClock,
    );
    expect(view.gold).toEqual({ chain: ['email.send_receipt'], tools: [] });
    await expect(
      menusView(
        session,
        { taskId: 'new-1', budget: 8, top: 4, task: { query: 'x', gold: ['nope.tool'] } },
        frozenClock,
      ),
    ).rejects.toThrow('gold chain: no tool "nope.tool" in the open catalog');
    await expect(
      menusView(
        session,
        {
          taskId: 'new-1',
          budget: 8,
          top: 4,
          task: { query: 'x', gold: ['email.send_receipt', 'email.send_receipt'] },
        },
        frozenClock,
      ),
    ).rejects.toThrow('"email.send_receipt" is listed twice');
  });
});

const loadedTask = session.tasks.tasks[0]!;
const edges: [string, string][] = [
  ['orders.get_order', 'customers.get_customer_email'],
  ['customers.get_customer_email', 'email.send_receipt'],
  ['receipts.render_receipt_pdf', 'email.send_receipt'],
];

describe('tasksExport', () => {
  it('writes the loaded tasks with their edits, then the new tasks oldest first, as a tasks file the core reads back', () => {
    const file = tasksExport(session, {
      edits: [
        { id: 'new-2', created: true, query: 'render the receipt', gold: ['receipts.render_receipt_pdf'] },
        { id: 't1', created: false, query: 'Email the receipt', gold: ['orders.get_order', 'email.send_receipt'] },
        { id: 'new-10', created: true, query: 'look up the order', state: ['order_id'] },
        { id: 'new-1', created: true, query: 'email it', state: ['customer_email'], gold: ['email.send_receipt'] },
        { id: 'new-3', created: true, query: '   ' },
      ],
    });
    const back = parseTasks(file.text, file.filename);
    expect(back.tasks.map((t) => t.id)).toEqual(['t1', 'new-1', 'new-2', 'new-10']);
    // The edited request drops the loaded s0 (the draft infers it) and takes the chain it was given.
    expect(back.tasks[0]).toEqual({
      id: 't1',
      query: 'Email the receipt',
      gold: { chain: ['orders.get_order', 'email.send_receipt'] },
    });
    // The loaded gold's edges between tools still on the chain stay.
    const withEdges = tasksExport(
      sessionOf(session.catalog, [{ ...loadedTask, gold: { ...loadedTask.gold, edges } }]),
      {
        edits: [{ id: 't1', created: false, query: 'q', gold: ['customers.get_customer_email', 'email.send_receipt'] }],
      },
    );
    expect(parseTasks(withEdges.text, 'x').tasks[0]?.gold).toEqual({
      chain: ['customers.get_customer_email', 'email.send_receipt'],
      edges: [['customers.get_customer_email', 'email.send_receipt']],
    });
    expect(back.tasks[1]).toEqual({
      id: 'new-1',
      query: 'email it',
      state: ['customer_email'],
      gold: { chain: ['email.send_receipt'] },
    });
    expect(back.tasks[3]).toEqual({ id: 'new-10', query: 'look up the order', state: ['order_id'] });
    expect([file.taskCount, file.withGold]).toEqual([4, 3]);
    expect(file.warnings).toEqual(['new-3: no request yet, left out']);
    expect(file.filename).toBe('tasks-catalog.json');
  });

  it('writes the tasks as loaded when nothing was edited, and refuses a chain naming a tool the catalog lacks', () => {
    const file = tasksExport(session, { edits: [] });
    expect(JSON.parse(file.text)).toEqual({ format: 'tool-tasks/v1', tasks: session.tasks.tasks });
    expect(() =>
      tasksExport(session, { edits: [{ id: 'new-1', created: true, query: 'x', gold: ['gone.tool'] }] }),
    ).toThrow('task new-1: gold chain: no tool "gone.tool" in the open catalog');
  });
});
