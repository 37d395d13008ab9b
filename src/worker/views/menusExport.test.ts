import { describe, expect, it } from 'vitest';
import {
  buildMenus,
  buildCatalogIndex,
  explainMissingTools,
  frozenClock,
  inspectText,
  menuParams,
  structuralScorer,
  type Catalog,
} from '../../core/index';
import type { InspectorSession } from '../demoSession';
import { menusExport } from './menusExport';
import { receiptSession as session } from './receiptSession';

describe('menusExport', () => {
  it('writes both menus as one tool-menus/v1 document', async () => {
    const file = await menusExport(session, { taskId: 't1', budget: 5, top: 3, format: 'tool-menus/v1' }, frozenClock);
    const doc = JSON.parse(file.text);
    expect(file.filename).toBe('menus-t1.json');
    expect(doc).toMatchObject({ format: 'tool-menus/v1', budget: 5, top: 3, params: { lambda: 0, eta: 0.02 } });
    expect(
      doc.results.map((r: { method: string; task_id: string; slots: unknown[] }) => [
        r.method,
        r.task_id,
        r.slots.length,
      ]),
    ).toEqual([
      ['relevance', 't1', 5],
      ['state-path', 't1', 5],
    ]);
    expect(doc.results[0].query).toBeUndefined();
  });

  it('keeps the text of an ad-hoc request and the weights it was built with', async () => {
    const tuning = { lambda: 0.5, eta: 0.3, weights: { m: 1, p: 0.25, s: 2, e: 0.5, d: 1 } };
    const file = await menusExport(
      session,
      {
        taskId: 'user 1',
        budget: 4,
        top: 2,
        task: { query: 'Email the receipt of order 7' },
        tuning,
        format: 'tool-menus/v1',
      },
      frozenClock,
    );
    const doc = JSON.parse(file.text);
    expect(file.filename).toBe('menus-user_1.json');
    expect(doc.params).toEqual({ lambda: 0.5, eta: 0.3, weights: tuning.weights });
    expect(doc.results[1].query).toBe('Email the receipt of order 7');
  });

  it('writes the inspect report of the task as the CLI prints it', async () => {
    const file = await menusExport(session, { taskId: 't1', budget: 5, top: 3, format: 'inspect-report' }, frozenClock);
    expect(file.filename).toBe('inspect-t1.txt');
    const task = session.tasks.tasks.find((t) => t.id === 't1');
    if (!task) throw new Error('the receipt session has t1');
    const params = { ...menuParams(), budget: 5, top: 3 };
    const pair = await buildMenus(session.index, task, { params, clock: frozenClock, scorer: structuralScorer });
    const displaced = await explainMissingTools(pair, structuralScorer, params);
    // The same report but its timings line (the worker's stage cache times other stages).
    const withoutTimings = (text: string): string => text.replace(/^timings \(ms\):.*$/m, '');
    expect(withoutTimings(file.text)).toBe(
      withoutTimings(`${inspectText(session.index, task, pair, 3, params.lambda, params.eta, displaced)}\n`),
    );
    expect(file.text).toMatch(/^Task t1: /);
    expect(file.text).toContain('State-Path score breakdown');
    expect(file.text).toContain('Diagnosis');
  });

  it('reports an edited request with the task’s gold path', async () => {
    const file = await menusExport(
      session,
      { taskId: 't1', budget: 4, top: 2, task: { query: 'Email the receipt of order 7' }, format: 'inspect-report' },
      frozenClock,
    );
    expect(file.text).toMatch(/^Task t1: "Email the receipt of order 7"/);
    const chain = session.tasks.tasks.find((t) => t.id === 't1')?.gold?.chain ?? [];
    expect(chain.length).toBeGreaterThan(0);
    expect(file.text).toContain(`gold chain: ${chain.join(' → ')}`);
  });

  it('writes one menu as an OpenAI tools array with its prompt size', async () => {
    const file = await menusExport(
      session,
      { taskId: 't1', budget: 4, top: 2, format: 'openai-chat', method: 'relevance' },
      frozenClock,
    );
    const doc = JSON.parse(file.text);
    expect(file.filename).toBe('openai-tools-relevance-t1.json');
    expect(doc.tools).toHaveLength(4);
    expect(doc.tools[0]).toMatchObject({
      type: 'function',
      function: { name: expect.any(String), parameters: { type: 'object' } },
    });
    expect(file.tokens).toBeGreaterThan(0);
    expect(file.toolCount).toBe(4);
  });

  it('gives renamed tools a mapping file and says what changed; a description over 1,024 characters is cut with a warning (issue 30)', async () => {
    const long = `Search the catalog. ${'Filters by name, category and price. '.repeat(40)}`;
    const catalog: Catalog = {
      format: 'tool-catalog/v1',
      name: 'dotted',
      tools: [
        { id: 'ProductApi.search', name: 'ProductApi.search', description: long, inputs: [], outputs: [] },
        { id: 'ProductApi.get', name: 'ProductApi.get', description: 'Get a product.', inputs: [], outputs: [] },
      ],
    };
    const dotted: InspectorSession = {
      catalog,
      index: buildCatalogIndex(catalog),
      tasks: { format: 'tool-tasks/v1', tasks: [{ id: 't1', query: 'search the products' }] },
      catalogFile: 'dotted.json',
      tasksFile: 'tasks.json',
      loadMs: 0,
    };
    const file = await menusExport(dotted, { taskId: 't1', budget: 4, top: 2, format: 'openai-chat' }, frozenClock);
    const names = JSON.parse(file.text).tools.map((t: { function: { name: string } }) => t.function.name);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(file.mapping?.filename).toBe('openai-tools-state-path-t1.mapping.json');
    const mapping = JSON.parse(file.mapping?.text ?? '{}');
    expect(mapping).toMatchObject({ format: 'tool-export-mapping/v1', target: 'openai-chat' });
    expect(mapping.tools).toContainEqual({
      name: 'ProductApi_search',
      tool_id: 'ProductApi.search',
      original_name: 'ProductApi.search',
    });
    expect(file.warnings).toContain(
      `tool "ProductApi.search": its description (${long.length} characters) is cut to 1024, OpenAI's limit`,
    );
    expect(file.warnings.some((w) => w.includes('"ProductApi.search" → "ProductApi_search"'))).toBe(true);
    // Names the target accepts as they are: no mapping file.
    const plain = await menusExport(session, { taskId: 't1', budget: 4, top: 2, format: 'openai-chat' }, frozenClock);
    expect(plain.mapping).toBeUndefined();
  });
});
