import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export type Method = 'relevance' | 'state-path';

const TITLE: Record<Method, string> = { relevance: 'Relevance-only', 'state-path': 'State-Path' };

/** Every State-Path term key in the top L, and the retriever keys every slot has. */
export const RETRIEVER_TERMS = ['M', 'lambdaC', 'etaD', 'sR'] as const;
export const RERANKER_TERMS = ['m', 'phi', 'P', 'e', 'order', 'sO'] as const;

/** The inspector as a user sees it; selectors by role and label first, then data-testid. */
export class InspectorPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the app and waits until both menus and the graph are drawn. The first menus wait for
   * the worker's launch load of the encoder (onnxruntime's wasm start-up takes seconds on 2 cores).
   */
  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.slots('state-path').first()).toBeVisible({ timeout: 30_000 });
    await expect(this.slots('relevance').first()).toBeVisible();
    await expect(this.graph).toHaveAttribute('data-node-count', /^[1-9]\d*$/);
  }

  menuList(method: Method): Locator {
    return this.page.getByRole('listbox', { name: `${TITLE[method]} menu slots` });
  }

  slots(method: Method): Locator {
    return this.menuList(method).getByRole('option');
  }

  slot(method: Method, rank: number): Locator {
    return this.menuList(method).getByRole('option', { name: new RegExp(`^Slot ${rank}:`) });
  }

  verdict(method: Method): Locator {
    return this.page.getByRole('region', { name: `${TITLE[method]} menu` }).getByTestId('verdict');
  }

  get budgetInput(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Menu size K' });
  }

  get topInput(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Reranked top L' });
  }

  get rerankDivider(): Locator {
    return this.page.getByTestId('rerank-divider');
  }

  get graph(): Locator {
    return this.page.getByTestId('menu-graph');
  }

  graphToggle(method: Method): Locator {
    return this.page.getByRole('radio', { name: method === 'relevance' ? 'Relevance' : 'State-Path', exact: true });
  }

  get breakdown(): Locator {
    return this.page.getByTestId('breakdown');
  }

  term(key: string): Locator {
    return this.breakdown.getByTestId(`term-${key}`);
  }

  tab(name: 'Score breakdown' | 'Diagnosis'): Locator {
    return this.page.getByRole('tab', { name });
  }

  get taskSearch(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search tasks' });
  }

  get tasks(): Locator {
    return this.page.getByRole('listbox', { name: 'Task list' }).getByRole('option');
  }

  get taskQuery(): Locator {
    return this.page.getByTestId('task-query');
  }

  get statusBar(): Locator {
    return this.page.getByRole('status', { name: 'Status' });
  }

  /** The scorer badge: encoder · WebGPU / WASM, or structural fallback (reason in its title). */
  get scorerStatus(): Locator {
    return this.statusBar.getByTestId('status-scorer');
  }

  /** The encoder's pool and menu forward passes. */
  encoderPass(pass: 'pool' | 'menu'): Locator {
    return this.statusBar.getByTestId(`status-pass-${pass}`);
  }

  get themeToggle(): Locator {
    return this.page.getByRole('button', { name: /Switch to (light|dark) theme/ });
  }

  /** Sets K or L the way a user does (type, then Enter) and waits for the menus to follow. */
  async setSize(input: Locator, value: number): Promise<void> {
    await input.fill(String(value));
    await input.press('Enter');
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Clicks a tool node of the graph at its rendered position on the canvas. */
  async clickGraphNode(toolId: string): Promise<void> {
    const point = await this.graph.evaluate((element, id) => {
      // Cytoscape registers its instance on the container; the test reads node positions from it.
      const cy = (element as HTMLElement & { _cyreg?: { cy?: { getElementById(id: string): { renderedPosition(): { x: number; y: number } } } } })._cyreg?.cy;
      return cy?.getElementById(`tool:${id}`).renderedPosition() ?? null;
    }, toolId);
    if (!point) throw new Error(`no graph node for ${toolId}`);
    await this.graph.click({ position: point });
  }

  /** Saves a full-page screenshot to e2e/artifacts and attaches it to the report. */
  async screenshot(testInfo: TestInfo, name: string): Promise<void> {
    const path = `e2e/artifacts/${name}.png`;
    await this.page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}
