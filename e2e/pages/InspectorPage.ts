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
   * Opens the app and waits until both menus and the graph are drawn. The structural scorer (the
   * default) builds them at once; with the encoder chosen (`?scorer=encoder`), the first menus
   * come from the structural scorer while the model loads (onnxruntime's wasm start-up takes
   * seconds on 2 cores) and rebuild once it is ready or has failed: tests start from the settled menus.
   */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.slots('state-path').first()).toBeVisible({ timeout: 30_000 });
    await expect(this.slots('relevance').first()).toBeVisible();
    await expect(this.graph).toHaveAttribute('data-node-count', /^[1-9]\d*$/);
    await expect(this.scorerStatus).not.toHaveAttribute('data-backend', 'loading', { timeout: 30_000 });
  }

  /** Chooses the State-Path scorer in the advanced panel, as a user does, and waits for its settled menus. */
  async chooseScorer(choice: 'structural' | 'encoder'): Promise<void> {
    await this.openAdvanced();
    await this.scorerOption(choice).check();
    await expect(this.scorerStatus).toHaveAttribute('data-chosen', choice);
    await expect(this.scorerStatus).not.toHaveAttribute('data-backend', 'loading', { timeout: 30_000 });
  }

  /** The advanced panel's scorer choice: structural (the default) or the learned encoder. */
  scorerOption(choice: 'structural' | 'encoder'): Locator {
    return this.advancedPanel.getByRole('radio', {
      name: choice === 'structural' ? /^Structural/ : /^Learned encoder/,
    });
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

  graphToggle(method: Method | 'both'): Locator {
    const name = method === 'relevance' ? 'Relevance' : method === 'state-path' ? 'State-Path' : 'Both';
    return this.page.getByRole('radio', { name, exact: true });
  }

  /** The graph's PNG download button. */
  get graphPngButton(): Locator {
    return this.page.getByRole('region', { name: 'Menu graph' }).getByRole('button', { name: 'PNG' });
  }

  /** The caption naming the highlighted diagnosis finding. */
  get graphHighlight(): Locator {
    return this.page.getByTestId('graph-highlight');
  }

  /** Opens the advanced parameters panel (λ, η, w_*). */
  async openAdvanced(): Promise<void> {
    const summary = this.page
      .getByRole('group', { name: 'Menu parameters' })
      .locator('summary', { hasText: 'Advanced' });
    if (!(await this.advancedPanel.isVisible())) await summary.click();
    await expect(this.advancedPanel).toBeVisible();
  }

  get advancedPanel(): Locator {
    return this.page.getByRole('group', { name: 'Advanced parameters' });
  }

  /** Opens the advanced panel and its Rules section (MenuParams.rules). */
  async openRules(): Promise<void> {
    await this.openAdvanced();
    const rules = this.advancedPanel.getByTestId('rules-params');
    if (!(await rules.evaluate((el) => (el as HTMLDetailsElement).open))) await rules.locator('summary').click();
    await expect(this.advancedPanel.getByRole('group', { name: 'Rules' })).toBeVisible();
  }

  /** The on/off control of a rule by its name (precedenceWait, requestOpener…). */
  ruleSwitch(name: string): Locator {
    return this.advancedPanel.getByRole('checkbox', { name: new RegExp(`\\s${name}$`) });
  }

  /** A weight of the advanced panel by its symbol (λ, η, w_m, w_p, w_s, w_e, w_d), or a numeric rule by its name (waitShare…). */
  weightInput(symbol: string): Locator {
    return this.advancedPanel.getByRole('spinbutton', {
      name: new RegExp(`\\s${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`),
    });
  }

  /** Sets a weight the way a user does (type, then Enter) and waits for the menus to follow. */
  async setWeight(symbol: string, value: number): Promise<void> {
    const input = this.weightInput(symbol);
    await input.fill(String(value));
    await input.press('Enter');
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The tools only one menu holds, in the Diff tab. */
  diffTools(method: Method): Locator {
    return this.page.getByTestId(`diff-${method}`).getByTestId('diff-tool');
  }

  /** "Show in graph" buttons of one menu's diagnosis findings. */
  showInGraph(method: Method): Locator {
    return this.page.getByTestId(`diagnosis-${method}`).getByTestId('show-in-graph');
  }

  get requestInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Request' });
  }

  get addStateField(): Locator {
    return this.page.getByRole('combobox', { name: 'Add state field' });
  }

  get stateFields(): Locator {
    return this.page.getByRole('list', { name: 'State fields' }).getByRole('listitem');
  }

  get newTaskButton(): Locator {
    return this.page.getByRole('button', { name: '+ New task' });
  }

  /** Types a request and waits for the menus built for it. */
  async typeRequest(text: string): Promise<void> {
    await this.requestInput.fill(text);
    // The editor commits shortly after typing stops; the menus start building in that render.
    await expect(this.requestInput).toHaveAttribute('data-committed', 'true');
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  exportButton(
    name:
      | 'tool-menus/v1'
      | 'OpenAI tools · State-Path'
      | 'OpenAI tools · Relevance'
      | 'Report (text)'
      | 'Tasks (tool-tasks/v1)',
  ): Locator {
    return this.page.getByRole('toolbar', { name: 'Export and share' }).getByRole('button', { name, exact: true });
  }

  /** Clicks an export button and returns the downloaded file's name and parsed JSON. */
  async download(button: Locator): Promise<{ name: string; json: unknown }> {
    const { name, text } = await this.downloadText(button);
    return { name, json: JSON.parse(text) };
  }

  /** Clicks an export button and returns the downloaded file's name and text. */
  async downloadText(button: Locator): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Opens the share box and returns the link. */
  async shareLink(): Promise<string> {
    await this.page
      .getByRole('toolbar', { name: 'Export and share' })
      .getByRole('button', { name: 'Share link' })
      .click();
    return this.page.getByRole('textbox', { name: 'Share link' }).inputValue();
  }

  get breakdown(): Locator {
    return this.page.getByTestId('breakdown');
  }

  term(key: string): Locator {
    return this.breakdown.getByTestId(`term-${key}`);
  }

  tab(name: 'Score breakdown' | 'Diagnosis' | 'Runs' | 'Diff'): Locator {
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

  /** The scorer badge: structural (the default), or the chosen encoder · WebGPU / WASM, or its structural fallback (reason in its title). */
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

  /** The tools drawn in the graph, and whether every node's centre lies on the canvas (the view fits the graph). */
  async graphTools(): Promise<{ toolIds: string[]; allOnCanvas: boolean }> {
    return this.graph.evaluate((element) => {
      type Node = { data(key: string): string; renderedPosition(): { x: number; y: number } };
      const cy = (element as HTMLElement & { _cyreg?: { cy?: { nodes(): { toArray(): Node[] } } } })._cyreg?.cy;
      const nodes = cy?.nodes().toArray() ?? [];
      const { width, height } = element.getBoundingClientRect();
      const allOnCanvas = nodes.every((n) => {
        const p = n.renderedPosition();
        return p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;
      });
      return {
        toolIds: nodes
          .filter((n) => n.data('kind') === 'tool')
          .map((n) => n.data('toolId'))
          .sort(),
        allOnCanvas,
      };
    });
  }

  /** The tool nodes the graph marks as the selected slot's (class `chosen`). */
  async graphChosenToolIds(): Promise<string[]> {
    return this.graph.evaluate((element) => {
      type Node = { data(key: string): string };
      const cy = (element as HTMLElement & { _cyreg?: { cy?: { nodes(selector: string): { toArray(): Node[] } } } })
        ._cyreg?.cy;
      return (cy?.nodes('.chosen').toArray() ?? []).map((n) => n.data('toolId')).sort();
    });
  }

  /** Clicks a tool node of the graph at its rendered position on the canvas. */
  async clickGraphNode(toolId: string): Promise<void> {
    const point = await this.graph.evaluate((element, id) => {
      // Cytoscape registers its instance on the container; the test reads node positions from it.
      const cy = (
        element as HTMLElement & {
          _cyreg?: { cy?: { getElementById(id: string): { renderedPosition(): { x: number; y: number } } } };
        }
      )._cyreg?.cy;
      return cy?.getElementById(`tool:${id}`).renderedPosition() ?? null;
    }, toolId);
    if (!point) throw new Error(`no graph node for ${toolId}`);
    await this.graph.click({ position: point });
  }

  /** The Runs tab's panel (simulated run, plans, costs, trace). */
  get runs(): Locator {
    return this.page.getByTestId('runs');
  }

  get runButton(): Locator {
    return this.runs.getByRole('button', { name: 'Run', exact: true });
  }

  /** A menu's simulated-run outcome (shown once its calls are all played). */
  runOutcome(method: Method): Locator {
    return this.page.getByTestId(`run-${method}`).getByTestId('run-outcome');
  }

  /** Uploads a trace file through the Runs tab's file picker. */
  async uploadTrace(path: string): Promise<void> {
    await this.page.getByLabel('Upload a trace file').setInputFiles(path);
  }

  /** A menu's trace calls in the overlay (each with `data-slot`). */
  traceCalls(method: Method): Locator {
    return this.page.getByTestId(`trace-${method}`).getByTestId('trace-call');
  }

  /** The banner after the worker was restarted, and the structural-fallback banner. */
  get workerNotice(): Locator {
    return this.page.getByTestId('worker-notice');
  }

  get modelNotice(): Locator {
    return this.page.getByTestId('model-notice');
  }

  // --- catalog library and schema editor ---

  /** The header button that opens the catalog library (shows the open catalog's name). */
  get catalogButton(): Locator {
    return this.page.getByRole('button', { name: /^Catalog/ });
  }

  get activeCatalog(): Locator {
    return this.page.getByTestId('active-catalog');
  }

  get libraryDrawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Catalogs' });
  }

  catalogEntries(): Locator {
    return this.page.getByRole('list', { name: 'Catalog list' }).getByTestId('catalog-entry');
  }

  /** Opens the catalog library drawer (no-op when open). */
  async openLibrary(): Promise<void> {
    if (!(await this.libraryDrawer.isVisible())) await this.catalogButton.click();
    await expect(this.libraryDrawer).toBeVisible();
  }

  /** Picks files with the loader's file picker (paths relative to the repository root). */
  async pickFiles(paths: string[]): Promise<void> {
    await this.openLibrary();
    await this.page.getByLabel('Choose catalog, tasks or trajectory files').setInputFiles(paths);
  }

  /** Drops files onto the page as a user drags them from the desktop. */
  async dropFiles(files: { name: string; mimeType: string; text: string }[]): Promise<void> {
    const transfer = await this.page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.mimeType }));
      return dt;
    }, files);
    await this.page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
    await this.page.dispatchEvent('body', 'dragover', { dataTransfer: transfer });
    await this.page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
  }

  get loadResult(): Locator {
    return this.page.getByTestId('load-result');
  }

  get loadError(): Locator {
    return this.page.getByTestId('load-error');
  }

  get schemaEditor(): Locator {
    return this.page.getByTestId('schema-editor');
  }

  /** Opens the selected slot's tool in the schema editor from its breakdown. */
  async editSelectedSchema(): Promise<void> {
    await this.breakdown.getByRole('button', { name: /^Edit the schema of / }).click();
    await expect(this.schemaEditor).toBeVisible();
  }

  /** Adds an output in the open schema editor and waits until the worker has stored the edit. */
  async addOutput(name: string, savedEdits: number): Promise<void> {
    await this.schemaEditor.getByLabel('New output name').fill(name);
    await this.schemaEditor.getByRole('button', { name: 'Add output' }).click();
    await expect(this.editStatus).toHaveText(`${savedEdits} edit${savedEdits === 1 ? '' : 's'} saved`);
  }

  get editStatus(): Locator {
    return this.schemaEditor.getByTestId('edit-status');
  }

  /** The tool ids of a menu's slots, in rank order. */
  async slotToolIds(method: Method): Promise<string[]> {
    return this.slots(method).evaluateAll((els) => els.map((e) => e.getAttribute('data-tool-id') ?? ''));
  }

  /** Saves a full-page screenshot to e2e/artifacts and attaches it to the report. */
  async screenshot(testInfo: TestInfo, name: string): Promise<void> {
    const path = `e2e/artifacts/${name}.png`;
    await this.page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }

  /** A control of the Runs tab's plan playback: Run, Pause, Resume, Step or Reset (named "… plan"). */
  planControl(verb: 'Run' | 'Pause' | 'Resume' | 'Step' | 'Reset'): Locator {
    return this.runs.getByRole('button', { name: `${verb} plan`, exact: true });
  }

  /** A menu's plan outcome (shown once its plan has played to the end). */
  planOutcome(method: Method): Locator {
    return this.page.getByTestId(`plan-${method}`).getByTestId('plan-outcome');
  }
}
