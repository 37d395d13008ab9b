import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { diagnoseMenu } from '../diagnose/diagnoseMenu';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { EditError, applyEdit, applyEdits, describeEdit, editedToolIds, type CatalogEdit } from './catalogEdits';
import { emptyHistory, pushEdit, redoEdit, undoEdit } from './editHistory';

describe('catalog edits', () => {
  it('a fixed output schema changes the State-Path menu and the diagnosis', async () => {
    // The customer lookup declares no output: nothing produces customer_email.
    const broken = receiptCatalog();
    const lookup = broken.tools.find((t) => t.id === 'shop.get_customer_email');
    if (lookup) lookup.outputs = [];
    const task = { query: "Email today's receipt for the order to the customer", state: ['order_id'] };
    const params = menuParams({ budget: 6, top: 4 });
    const before = await buildMenus(buildCatalogIndex(broken), task, { params });
    expect(diagnoseMenu(before.context, before.statePath, { top: 4 }).verdict).toContain(
      'no tool in the catalog produces customer_email',
    );

    const fixed = applyEdit(broken, {
      op: 'add-field',
      tool: 'shop.get_customer_email',
      side: 'outputs',
      field: { name: 'customer_email', type: 'string' },
    });
    const after = await buildMenus(buildCatalogIndex(fixed), task, { params });
    expect(after.statePath.slots.map((s) => s.toolId)).toContain('shop.get_customer_email');
    expect(diagnoseMenu(after.context, after.statePath, { top: 4 }).verdict).toContain(
      'State-Path menu reaches shop.send_receipt',
    );
    expect(broken.tools.find((t) => t.id === 'shop.get_customer_email')?.outputs).toEqual([]);
  });

  it('updates, removes, patches tools and sets aliases; shares untouched tools', () => {
    const base = catalogOf([tool('a.one', 'one', ['x'], ['y']), tool('a.two', 'two', [], ['z'])]);
    const edits: CatalogEdit[] = [
      { op: 'update-field', tool: 'a.one', side: 'inputs', index: 0, field: { name: 'x2', required: false } },
      { op: 'remove-field', tool: 'a.one', side: 'outputs', index: 0 },
      { op: 'update-tool', tool: 'a.one', patch: { effects: 'write', description: 'new' } },
      { op: 'set-aliases', canonical: 'x2', aliases: ['ex2', ' ', 'ex2'] },
    ];
    const out = applyEdits(base, edits);
    expect(out.tools[0]).toMatchObject({
      inputs: [{ name: 'x2', required: false }],
      outputs: [],
      effects: 'write',
      description: 'new',
    });
    expect(out.tools[1]).toBe(base.tools[1]);
    expect(out.field_aliases).toEqual({ x2: ['ex2'] });
    expect(applyEdit(out, { op: 'set-aliases', canonical: 'x2', aliases: [] }).field_aliases).toEqual({});
    expect([...editedToolIds(edits)]).toEqual(['a.one']);
    expect(describeEdit(edits[0] as CatalogEdit)).toBe('a.one: change input #1 to x2');
  });

  it('rejects edits that no longer fit the catalog', () => {
    const base = catalogOf([tool('a.one', 'one', ['x'], ['y'])]);
    expect(() => applyEdit(base, { op: 'remove-field', tool: 'a.one', side: 'inputs', index: 3 })).toThrow(EditError);
    expect(() => applyEdit(base, { op: 'update-tool', tool: 'ghost', patch: {} })).toThrow('no tool with id "ghost"');
    expect(() => applyEdit(base, { op: 'add-field', tool: 'a.one', side: 'inputs', field: { name: ' ' } })).toThrow(
      'non-empty name',
    );
  });

  it('undo and redo move edits between the two stacks; a new edit clears redo', () => {
    const e1: CatalogEdit = { op: 'set-aliases', canonical: 'a', aliases: ['b'] };
    const e2: CatalogEdit = { op: 'set-aliases', canonical: 'c', aliases: ['d'] };
    const h = pushEdit(pushEdit(emptyHistory, e1), e2);
    const undone = undoEdit(h);
    expect(undone).toEqual({ edits: [e1], redo: [e2] });
    expect(redoEdit(undone)).toEqual(h);
    expect(pushEdit(undone, e1).redo).toEqual([]);
    expect(undoEdit(emptyHistory)).toBe(emptyHistory);
  });
  it('an index updated from the one before the edits builds the same menus as a fresh index', async () => {
    const base = receiptCatalog();
    const edits: CatalogEdit[] = [
      {
        op: 'add-field',
        tool: 'shop.get_customer_email',
        side: 'outputs',
        field: { name: 'contact_email', type: 'string' },
      },
      {
        op: 'update-tool',
        tool: 'shop.render_receipt_pdf',
        patch: { description: 'Render the receipt of an order as a PDF for email.' },
      },
      {
        op: 'update-field',
        tool: 'shop.get_order',
        side: 'outputs',
        index: 0,
        field: { name: 'buyer_id', type: 'string' },
      },
      { op: 'remove-field', tool: 'weather.current', side: 'inputs', index: 0 },
      { op: 'set-aliases', canonical: 'customer_id', aliases: ['buyer_id'] },
    ];
    const task = { query: "Email today's receipt for the order to the customer", state: ['order_id'] };
    const params = menuParams({ budget: 8, top: 4 });
    const slots = async (index: ReturnType<typeof buildCatalogIndex>) => {
      const menus = await buildMenus(index, task, { params });
      return [menus.relevance.slots, menus.statePath.slots];
    };
    let catalog = base;
    let index = buildCatalogIndex(base);
    for (const edit of edits) {
      catalog = applyEdit(catalog, edit);
      index = buildCatalogIndex(catalog, index);
      expect(await slots(index)).toEqual(await slots(buildCatalogIndex(catalog)));
    }
    // The words of the old field name and description are gone from the text index.
    expect(index.bm25.termIds.has('buyer')).toBe(true);
    expect(index.bm25.queryTerms('document').tokens).toEqual([]);
  });
});
