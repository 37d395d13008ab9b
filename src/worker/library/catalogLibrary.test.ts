import { describe, expect, it } from 'vitest';
import { frozenClock, type Catalog, type CatalogStore, type TaskSet } from '../../core/index';
import { memoryCatalogStore } from '../../adapters/memory/memoryCatalogStore';
import type { DemoInputs } from '../demoSession';
import { parseInputs } from '../loading/parseInputs';
import { CatalogLibrary } from './catalogLibrary';
import { DEMO_ID } from './demoCatalog';

const field = (name: string) => ({ name, type: 'string', required: true });
const tool = (id: string, inputs: string[], outputs: string[]) => ({
  id,
  name: id.split('.')[1] ?? id,
  description: `${id} tool.`,
  inputs: inputs.map(field),
  outputs: outputs.map((n) => ({ name: n, type: 'string' })),
});
const receiptCatalog = (): Catalog => ({
  format: 'tool-catalog/v1',
  name: 'receipt',
  tools: [
    tool('shop.get_order', ['order_id'], ['customer_id']),
    tool('shop.get_customer_email', ['customer_id'], ['customer_email']),
    tool('shop.send_receipt', ['customer_email'], ['message_id']),
    tool('weather.current', ['city'], ['temperature']),
  ],
});
const demoTasks: TaskSet = {
  format: 'tool-tasks/v1',
  tasks: [{ id: 't-1', query: 'Send the receipt to the customer', state: ['order_id'] }],
};
const demo = (): Promise<DemoInputs> =>
  Promise.resolve({
    catalog: receiptCatalog(),
    tasks: demoTasks,
    catalogFile: 'demo/catalog.json',
    tasksFile: 'demo/tasks.json',
    loadMs: 0,
  });

function deps(store: CatalogStore) {
  let n = 0;
  let t = 1000;
  return { store, loadDemo: demo, clock: frozenClock, now: () => t++, newId: () => `c${++n}` };
}

const mcpText = JSON.stringify({
  tools: [
    {
      name: 'lookup_user',
      description: 'Find a user by email.',
      inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
      outputSchema: { type: 'object', properties: { user_id: { type: 'string' } } },
    },
    {
      name: 'delete_user',
      description: 'Delete a user.',
      inputSchema: { type: 'object', properties: { user_id: { type: 'string' } }, required: ['user_id'] },
    },
    {
      name: 'get_customer_email',
      description: "Returns the customer's email.",
      inputSchema: { type: 'object', properties: { user_id: { type: 'string' } }, required: ['user_id'] },
    },
  ],
});

const addOutput = (toolId: string, name: string) => ({
  op: 'add-field' as const,
  tool: toolId,
  side: 'outputs' as const,
  field: { name, type: 'string' },
});

/** A store whose edit-history writes fail (a full disk). */
function failingHistoryStore(): CatalogStore {
  const inner = memoryCatalogStore();
  return {
    ...inner,
    durable: true,
    saveHistory: () =>
      Promise.reject(
        new Error("could not save the edit: the browser's storage for this site is full (QuotaExceededError)"),
      ),
  };
}

describe('CatalogLibrary', () => {
  it('opens the demo when nothing is stored', async () => {
    const library = await CatalogLibrary.open(deps(memoryCatalogStore()));
    expect(library.session().catalogId).toBe(DEMO_ID);
    const ws = library.workspace();
    expect(ws.activeId).toBe(DEMO_ID);
    expect(ws.catalogs.map((c) => [c.id, c.builtin, c.active])).toEqual([[DEMO_ID, true, true]]);
  });

  it('loads an MCP file, lists it with its format and counts, and switches back and forth', async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    const result = await library.load(parseInputs([{ name: 'tools.json', text: mcpText }]), {
      kind: 'file',
      name: 'tools.json',
    });
    expect(result.summary).toMatch(/^Opened .*: 3 tools/);
    expect(library.session().catalog.tools.map((t) => t.name)).toEqual([
      'lookup_user',
      'delete_user',
      'get_customer_email',
    ]);
    // No tasks file: sample tasks make the menus show at once, and the listing counts them as the task list does.
    expect(library.session().tasks.tasks.length).toBe(3);
    const entry = result.workspace.catalogs.find((c) => c.id === 'c1');
    expect(entry).toMatchObject({
      format: 'mcp',
      toolCount: 3,
      taskCount: 3,
      sampleTasks: true,
      editCount: 0,
      active: true,
      builtin: false,
    });
    await library.openCatalog(DEMO_ID);
    expect(library.session().catalogId).toBe(DEMO_ID);
    await library.openCatalog('c1');
    expect(library.session().catalogId).toBe('c1');
    // A reopened library (a reload) opens the catalog that was open.
    const again = await CatalogLibrary.open(deps(store));
    expect(again.session().catalogId).toBe('c1');
    expect(again.workspace().catalogs.map((c) => c.id)).toEqual([DEMO_ID, 'c1']);
  });

  it('a catalog whose session cannot be built is not kept: its stored copy is deleted and the open catalog stays', async () => {
    const store = memoryCatalogStore();
    let failIndexing = false;
    const clock = {
      now: () => {
        if (failIndexing) throw new Error('indexing failed');
        return 0;
      },
    };
    const library = await CatalogLibrary.open({ ...deps(store), clock });
    failIndexing = true;
    await expect(
      library.load(parseInputs([{ name: 'tools.json', text: mcpText }]), { kind: 'file', name: 'tools.json' }),
    ).rejects.toThrow('indexing failed');
    failIndexing = false;
    expect(await store.listCatalogs()).toEqual([]);
    expect(library.session().catalogId).toBe(DEMO_ID);
    expect(library.workspace().catalogs.map((c) => c.id)).toEqual([DEMO_ID]);
  });

  it('deletes a catalog with its edits and opens the demo when it was open', async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    await library.load(parseInputs([{ name: 'tools.json', text: mcpText }]), { kind: 'file', name: 'tools.json' });
    await library.edit('c1', [addOutput('delete_user', 'deleted_at')]);
    const ws = await library.deleteCatalog('c1');
    expect(ws.activeId).toBe(DEMO_ID);
    expect(ws.catalogs.map((c) => c.id)).toEqual([DEMO_ID]);
    expect(await store.readHistory('c1')).toBeUndefined();
    expect(await store.readCatalog('c1')).toBeUndefined();
  });

  it('persists edits, undo and redo, and restores them after a reopen', async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    const before = library.session().revision ?? 0;
    const ws = await library.edit(DEMO_ID, [addOutput('weather.current', 'customer_email')]);
    expect(ws.revision).toBeGreaterThan(before);
    expect(ws.history?.editedTools).toEqual(['weather.current']);
    expect(library.session().editedTools?.has('weather.current')).toBe(true);
    expect((await store.readHistory(DEMO_ID))?.edits).toHaveLength(1);
    await library.edit(DEMO_ID, [addOutput('weather.current', 'humidity')]);
    await library.undo(DEMO_ID);
    expect(await store.readHistory(DEMO_ID)).toMatchObject({ edits: [expect.anything()], redo: [expect.anything()] });
    expect(
      library
        .session()
        .catalog.tools.find((t) => t.id === 'weather.current')
        ?.outputs.map((f) => f.name),
    ).toEqual(['temperature', 'customer_email']);
    await library.redo(DEMO_ID);
    expect(
      library
        .session()
        .catalog.tools.find((t) => t.id === 'weather.current')
        ?.outputs.map((f) => f.name),
    ).toEqual(['temperature', 'customer_email', 'humidity']);
    await library.undo(DEMO_ID);
    const reopened = await CatalogLibrary.open(deps(store));
    expect(
      reopened
        .session()
        .catalog.tools.find((t) => t.id === 'weather.current')
        ?.outputs.map((f) => f.name),
    ).toEqual(['temperature', 'customer_email']);
    expect(reopened.workspace().history).toMatchObject({
      edits: [expect.stringContaining('customer_email')],
      redo: [expect.stringContaining('humidity')],
    });
    expect(reopened.workspace().catalogs[0]?.editCount).toBe(1);
    await expect(reopened.undo('c9')).rejects.toThrow(/not the open one/);
  });

  it('rejects an edit that does not apply without changing anything', async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    const revision = library.workspace().revision;
    await expect(library.edit(DEMO_ID, [addOutput('no.such_tool', 'x')])).rejects.toThrow(
      /no tool with id "no.such_tool"/,
    );
    expect(library.workspace().revision).toBe(revision);
    expect(await store.readHistory(DEMO_ID)).toBeUndefined();
  });

  it('keeps edits in memory and reports the storage problem when a write fails', async () => {
    const library = await CatalogLibrary.open(deps(failingHistoryStore()));
    const ws = await library.edit(DEMO_ID, [addOutput('weather.current', 'customer_email')]);
    expect(ws.storage.problem).toMatch(/storage for this site is full.*export/);
    expect(ws.history?.edits).toHaveLength(1);
    expect(
      library
        .session()
        .catalog.tools.find((t) => t.id === 'weather.current')
        ?.outputs.map((f) => f.name),
    ).toContain('customer_email');
    expect(library.exportEdits().text).toContain('customer_email');
  });

  it('sets aside a saved edit that no longer applies and keeps the others', async () => {
    const store = memoryCatalogStore();
    await store.saveHistory({
      catalogId: DEMO_ID,
      edits: [addOutput('gone.tool', 'x'), addOutput('weather.current', 'humidity')],
      redo: [],
    });
    const library = await CatalogLibrary.open(deps(store));
    const ws = library.workspace();
    expect(ws.notices).toEqual([expect.stringMatching(/gone\.tool.*no longer applies.*set aside/)]);
    expect(ws.history?.edits).toEqual([expect.stringContaining('humidity')]);
    expect(
      library
        .session()
        .catalog.tools.find((t) => t.id === 'weather.current')
        ?.outputs.map((f) => f.name),
    ).toContain('humidity');
  });

  it('accepts and rejects inferred outputs and exports the catalog and the edits', async () => {
    const library = await CatalogLibrary.open(deps(memoryCatalogStore()));
    await library.load(parseInputs([{ name: 'tools.json', text: mcpText }]), { kind: 'file', name: 'tools.json' });
    const schema = library.toolSchema('get_customer_email');
    const inferred = schema.outputs.findIndex((f) => f.inferred === true);
    expect(inferred).toBeGreaterThanOrEqual(0);
    await library.decideInferred('c1', 'get_customer_email', inferred, 'accept');
    expect(library.toolSchema('get_customer_email').outputs.some((f) => f.inferred === true)).toBe(false);
    expect(library.toolSchema('get_customer_email').outputs.length).toBeGreaterThan(0);
    await library.undo('c1');
    const again = library.toolSchema('get_customer_email').outputs.findIndex((f) => f.inferred === true);
    await library.decideInferred('c1', 'get_customer_email', again, 'reject');
    expect(library.toolSchema('get_customer_email').outputs.some((f) => f.inferred === true)).toBe(false);
    const exported = JSON.parse(library.exportCatalog().text) as { format: string; tools: { id: string }[] };
    expect(exported.format).toBe('tool-catalog/v1');
    const edits = JSON.parse(library.exportEdits().text) as { format: string; edits: unknown[] };
    expect(edits.format).toBe('tool-catalog-edits/v1');
    expect(edits.edits.length).toBeGreaterThan(0);
  });

  it('attaches a tasks file to the open catalog and keeps it across a reopen', async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    const tasks = JSON.stringify({ format: 'tool-tasks/v1', tasks: [{ id: 'x-1', query: 'weather in Paris' }] });
    const result = await library.load(parseInputs([{ name: 'mine.json', text: tasks }]), {
      kind: 'file',
      name: 'mine.json',
    });
    expect(result.summary).toMatch(/1 tasks from mine.json/);
    expect(library.session().tasks.tasks.map((t) => t.id)).toEqual(['x-1']);
    const reopened = await CatalogLibrary.open(deps(store));
    expect(reopened.session().tasks.tasks.map((t) => t.id)).toEqual(['x-1']);
    expect(reopened.workspace().catalogs).toHaveLength(1);
  });

  it('a malformed file fails to parse with its line and column, and the open catalog stays', async () => {
    const library = await CatalogLibrary.open(deps(memoryCatalogStore()));
    expect(() => parseInputs([{ name: 'bad.json', text: '{\n  "tools": [\n    { "name": "x", }\n  ]\n}' }])).toThrow(
      /bad\.json:3:\d+/,
    );
    expect(library.session().catalogId).toBe(DEMO_ID);
  });

  it('applies a repeated edit, undo or redo once, and refuses one made on a changed history', async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    const edit = [addOutput('weather.current', 'humidity')];
    await library.edit(DEMO_ID, edit, 0);
    // Re-sent after a worker restart (the first one was stored): nothing more happens.
    const again = await library.edit(DEMO_ID, edit, 0);
    expect(again.history?.edits).toHaveLength(1);
    await expect(library.edit(DEMO_ID, [addOutput('weather.current', 'wind')], 0)).rejects.toThrow(
      /now has 1 edit, not the 0/,
    );
    await library.undo(DEMO_ID, 1);
    expect((await library.undo(DEMO_ID, 1)).history?.edits).toHaveLength(0);
    await library.redo(DEMO_ID, 0);
    expect((await library.redo(DEMO_ID, 0)).history?.edits).toHaveLength(1);
    expect((await store.readHistory(DEMO_ID))?.edits).toHaveLength(1);
  });
});

describe('CatalogLibrary.warmLoadPath', () => {
  it("runs a new catalog's load path over copies of the demo's tools and changes nothing", async () => {
    const store = memoryCatalogStore();
    const library = await CatalogLibrary.open(deps(store));
    const before = library.workspace();
    let pauses = 0;
    // 3 passes over 2 copies of the 4-tool demo: 3 × 8 tools indexed, each pass after a pause.
    expect(await library.warmLoadPath(3, 2, async () => void pauses++)).toBe(24);
    expect(pauses).toBe(3);
    expect(library.workspace()).toEqual(before);
    expect(library.session().catalogId).toBe(DEMO_ID);
    expect(await store.listCatalogs()).toEqual([]);
  });
});
