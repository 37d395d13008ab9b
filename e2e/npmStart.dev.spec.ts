import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** How many nodes the graph's Cytoscape canvas holds (not what the element's counts say). */
function canvasNodes(graph: Locator): Promise<number> {
  return graph.evaluate(
    (element) =>
      (element as HTMLElement & { _cyreg?: { cy?: { nodes(): { length: number } } } })._cyreg?.cy?.nodes().length ?? 0,
  );
}

// What a user gets from `npm start`: the development server, React's development build, whose
// StrictMode mounts each component, unmounts it and mounts it again. The other specs drive the
// production build, where that never happens: the graph's side panel once stayed blank here
// while every one of them passed.
test.describe('npm start (development server)', () => {
  test('opens on the demo catalog with both menus and a graph with nodes and edges, and redraws it for another task', async ({
    inspector,
    page,
  }) => {
    // open() waits for both menus and a graph with at least one node.
    await inspector.open('/?task=t-0006');
    await expect(inspector.slots('relevance')).toHaveCount(32);
    await expect(inspector.slots('state-path')).toHaveCount(32);
    await expect(inspector.statusBar).toContainText('450 tools');
    expect(Number(await inspector.graph.getAttribute('data-edge-count'))).toBeGreaterThan(0);
    const nodes = Number(await inspector.graph.getAttribute('data-node-count'));
    // The canvas holds what its counts say (the counts are read after drawing).
    expect(await canvasNodes(inspector.graph)).toBe(nodes);
    await inspector.taskSearch.fill('t-0001');
    await page.getByRole('option', { name: /^t-0001/ }).click();
    await expect(inspector.taskQuery).toContainText('Ingrid');
    await expect(inspector.graph).toHaveAttribute('data-node-count', /^[1-9]\d*$/);
    expect(await canvasNodes(inspector.graph)).toBe(Number(await inspector.graph.getAttribute('data-node-count')));
  });
});
