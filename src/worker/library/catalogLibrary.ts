import {
  applyEdit,
  applyEdits,
  inferredOutputEdits,
  pushEdit,
  redoEdit,
  undoEdit,
  type Catalog,
  type CatalogEdit,
  type CatalogSource,
  type CatalogStore,
  type Clock,
  type EditHistory,
  type InferenceDecision,
  type StoredCatalogMeta,
} from '../../core/index';
import type { DemoInputs, InspectorSession } from '../demoSession';
import type { ParsedInputs } from '../loading/parseInputs';
import type { AliasesView, DownloadView, LoadResultView, ToolSchemaView, WorkspaceView } from '../views/workspaceViews';
import { catalogDownload, editsDownload } from './catalogDownloads';
import { attachInputs, loadedEntry, storedInputs } from './libraryEntries';
import { warmLoadPass, warmupTexts } from './loadWarmup';
import { applySavedEdits, openSession, type CatalogInputs } from './openSession';
import { workspaceView } from './workspaceView';

/** The built-in demo's id in the library. */
export const DEMO_ID = 'demo';
const ACTIVE_SETTING = 'activeCatalog';

/** What the library needs from its platform. */
export interface LibraryDeps {
  store: CatalogStore;
  /** Why the durable store could not be opened (the memory store stands in). */
  storeProblem?: string;
  /** Fetches the built-in demo (called at most once). */
  loadDemo: () => Promise<DemoInputs>;
  clock: Clock;
  /** Wall-clock milliseconds since the epoch (the "loaded" time). */
  now: () => number;
  newId: () => string;
}

/** The open catalog: as loaded, its edit history, and the session the views read. */
export interface OpenCatalog {
  meta: StoredCatalogMeta;
  inputs: CatalogInputs;
  history: EditHistory;
  session: InspectorSession;
}

/**
 * The catalogs the user has loaded (and the demo), the open one with its schema edits, and
 * their persistence. Every change runs one at a time; an edit is confirmed (the promise
 * resolves) only after the store has written it, and a storage failure keeps the edit in
 * memory and says so in `storage.problem`.
 */
export class CatalogLibrary {
  private metas: StoredCatalogMeta[] = [];
  private readonly editCounts = new Map<string, number>();
  private open: OpenCatalog | null = null;
  private openError: Error | null = null;
  private demo: Promise<DemoInputs> | null = null;
  private demoLoaded: DemoInputs | null = null;
  private revision = 0;
  private sessionSerial = 0;
  private storageProblem: string | undefined;
  private notices: string[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly deps: LibraryDeps) {
    this.storageProblem = deps.storeProblem;
    // Revisions key the UI's caches: a restarted worker starts past every revision the last one
    // could have handed out (one per change, far fewer than the milliseconds between them).
    this.revision = Math.max(0, Math.floor(deps.now()));
    this.sessionSerial = this.revision;
  }

  /** Opens the library: the catalog open last time with its saved edits, else the demo. */
  static async open(deps: LibraryDeps): Promise<CatalogLibrary> {
    const library = new CatalogLibrary(deps);
    await library.restore();
    return library;
  }

  /** The open catalog's session; throws why none is open (the demo failed to load). */
  session(): InspectorSession {
    if (this.open) return this.open.session;
    throw this.openError ?? new Error('no catalog is open');
  }

  workspace(): WorkspaceView {
    return workspaceView({
      open: this.open,
      metas: this.metas,
      demoMeta: this.demoListing(),
      editCounts: this.editCounts,
      revision: this.revision,
      sessionKey: `${this.open?.meta.id ?? 'none'}#${this.sessionSerial}`,
      storage: { durable: this.deps.store.durable, ...(this.storageProblem ? { problem: this.storageProblem } : {}) },
      notices: this.notices,
    });
  }

  /** Adds a loaded catalog (and opens it), or attaches tasks / trajectories to the open one. */
  load(parsed: ParsedInputs, source: CatalogSource): Promise<LoadResultView> {
    return this.serial(async () => {
      const warnings = [...parsed.warnings];
      if (parsed.catalog) {
        const entry = loadedEntry(parsed, source, this.deps.newId(), this.deps.now());
        warnings.push(...entry.warnings);
        // The write starts first: IndexedDB commits it off this thread while the index builds.
        const write = this.persist(() => this.deps.store.saveCatalog(entry.meta, entry.data));
        const session = await this.indexOrForget(write, entry.meta.id, () =>
          openSession(entry.inputs, entry.inputs.base, [], ++this.revision, this.deps.clock),
        );
        const stored = await write;
        await this.persist(() => this.deps.store.writeSetting(ACTIVE_SETTING, entry.meta.id));
        this.metas = [...this.metas, entry.meta];
        this.editCounts.set(entry.meta.id, 0);
        this.setOpen({ meta: entry.meta, inputs: entry.inputs, history: { edits: [], redo: [] }, session });
        const note = stored ? '' : ' (kept in memory only: it will not survive a reload)';
        return {
          workspace: this.workspace(),
          summary: `Opened ${entry.meta.name}: ${entry.meta.toolCount} tools, ${parsed.tasks ? `${entry.meta.taskCount} tasks` : `${entry.inputs.tasks.tasks.length} sample tasks (no tasks file)`}${note}`,
          warnings,
        };
      }
      const open = this.requireOpen();
      const attached = attachInputs(open, parsed, DEMO_ID);
      warnings.push(...attached.warnings);
      const session = openSession(
        attached.inputs,
        open.session.catalog,
        open.history.edits,
        ++this.revision,
        this.deps.clock,
        open.session.index,
      );
      const stored = await this.persist(() => this.deps.store.saveCatalog(attached.meta, attached.data));
      this.metas = [...this.metas.filter((m) => m.id !== attached.meta.id), attached.meta];
      this.setOpen({ ...open, meta: attached.meta, inputs: attached.inputs, session });
      const note = stored ? '' : ' (kept in memory only: it will not survive a reload)';
      return { workspace: this.workspace(), summary: `${attached.summary}${note}`, warnings };
    });
  }

  /**
   * Runs `passes` of a new catalog's load path over `copies` copies of the demo's tools
   * (loadWarmup.ts), so V8 has optimized that code before a person loads a large catalog; `pause`
   * runs before each pass to let requests in (a pass over 1,800 tools is one task of 150–430 ms
   * in Chromium). Changes nothing; resolves with the tools indexed.
   */
  async warmLoadPath(passes: number, copies: number, pause: () => Promise<void>): Promise<number> {
    const texts = warmupTexts(await this.demoInputs(), copies);
    let tools = 0;
    for (let i = 0; i < passes; i++) {
      await pause();
      tools += warmLoadPass(texts, this.deps.clock);
    }
    return tools;
  }

  /** The loaded catalog that came from this URL, if any (a `?catalog=URL` reopens it with its edits instead of loading it again). */
  catalogFromUrl(url: string): string | undefined {
    return this.metas.find((m) => m.source.kind === 'url' && m.source.url === url)?.id;
  }

  /** Opens another loaded catalog (or the demo) with its saved edits. */
  openCatalog(id: string): Promise<WorkspaceView> {
    return this.serial(async () => {
      this.setOpen(await this.reopen(id));
      await this.persist(() => this.deps.store.writeSetting(ACTIVE_SETTING, id));
      return this.workspace();
    });
  }

  /** Deletes a loaded catalog with its edits; for the demo, drops its attached files and edits. The demo opens if it was open. */
  deleteCatalog(id: string): Promise<WorkspaceView> {
    return this.serial(async () => {
      if (id !== DEMO_ID && !this.metas.some((m) => m.id === id)) throw new Error(`no loaded catalog with id "${id}"`);
      await this.deps.store.deleteCatalog(id);
      this.metas = this.metas.filter((m) => m.id !== id);
      this.editCounts.delete(id);
      if (this.open?.meta.id === id) {
        this.setOpen(await this.reopen(DEMO_ID));
        await this.persist(() => this.deps.store.writeSetting(ACTIVE_SETTING, DEMO_ID));
      }
      return this.workspace();
    });
  }

  /** Applies schema edits to the open catalog; resolves once they are stored (or the storage failure is recorded). */
  edit(catalogId: string, edits: readonly CatalogEdit[], expectedEdits?: number): Promise<WorkspaceView> {
    return this.serial(async () => {
      const open = this.requireOpen(catalogId);
      if (edits.length === 0) throw new Error('no edit to apply');
      if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits) {
        // The same request sent again after a worker restart, when the first one was stored: it is done.
        const tail = open.history.edits.slice(expectedEdits);
        if (tail.length === edits.length && JSON.stringify(tail) === JSON.stringify(edits)) return this.workspace();
        throw staleHistory(open.history.edits.length, expectedEdits);
      }
      let catalog = open.session.catalog;
      let history = open.history;
      // Every edit must apply before anything is stored or shown.
      for (const edit of edits) {
        catalog = applyEdit(catalog, edit);
        history = pushEdit(history, edit);
      }
      return this.commit(open, catalog, history);
    });
  }

  /** Accepts or rejects an inferred output (and its short-name copy) as schema edits. */
  decideInferred(
    catalogId: string,
    toolId: string,
    output: number,
    decision: InferenceDecision,
    expectedEdits?: number,
  ): Promise<WorkspaceView> {
    const open = this.requireOpen(catalogId);
    if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits)
      return Promise.reject(staleHistory(open.history.edits.length, expectedEdits));
    const tool = open.session.catalog.tools.find((t) => t.id === toolId);
    if (!tool) return Promise.reject(new Error(`no tool with id "${toolId}"`));
    const edits = inferredOutputEdits(tool, output, decision);
    if (edits.length === 0)
      return Promise.reject(new Error(`${toolId}: output #${output + 1} is not an inferred output`));
    return this.edit(catalogId, edits, expectedEdits);
  }

  /** Undoes the last edit; with `expectedEdits` (the count the UI showed), a repeated request is not undone twice. */
  undo(catalogId: string, expectedEdits?: number): Promise<WorkspaceView> {
    return this.serial(async () => {
      const open = this.requireOpen(catalogId);
      if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits) {
        if (open.history.edits.length === expectedEdits - 1) return this.workspace();
        throw staleHistory(open.history.edits.length, expectedEdits);
      }
      const history = undoEdit(open.history);
      if (history === open.history) throw new Error('nothing to undo');
      return this.commit(open, applyEdits(open.inputs.base, history.edits), history);
    });
  }

  redo(catalogId: string, expectedEdits?: number): Promise<WorkspaceView> {
    return this.serial(async () => {
      const open = this.requireOpen(catalogId);
      if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits) {
        if (open.history.edits.length === expectedEdits + 1) return this.workspace();
        throw staleHistory(open.history.edits.length, expectedEdits);
      }
      const history = redoEdit(open.history);
      const next = history.edits[history.edits.length - 1];
      if (history === open.history || !next) throw new Error('nothing to redo');
      return this.commit(open, applyEdit(open.session.catalog, next), history);
    });
  }

  /** One tool's current and original fields, for the schema editor. */
  toolSchema(toolId: string): ToolSchemaView {
    const open = this.requireOpen();
    const tool = open.session.catalog.tools.find((t) => t.id === toolId);
    if (!tool) throw new Error(`no tool with id "${toolId}" in ${open.meta.name}`);
    const original = open.inputs.base.tools.find((t) => t.id === toolId);
    const view: ToolSchemaView = {
      catalogId: open.meta.id,
      toolId,
      name: tool.name,
      description: tool.description,
      inputs: tool.inputs,
      outputs: tool.outputs,
      original: original ? { inputs: original.inputs, outputs: original.outputs } : null,
      edited: open.session.editedTools?.has(toolId) ?? false,
    };
    if (tool.category !== undefined) view.category = tool.category;
    return view;
  }

  aliases(): AliasesView {
    const open = this.requireOpen();
    return { catalogId: open.meta.id, aliases: open.session.catalog.field_aliases ?? {} };
  }

  /** The edited catalog as `tool-catalog/v1`. */
  exportCatalog(): DownloadView {
    return catalogDownload(this.requireOpen().session.catalog);
  }

  /** The open catalog's edits as `tool-catalog-edits/v1`. */
  exportEdits(): DownloadView {
    const open = this.requireOpen();
    return editsDownload(open.session.catalog.name, open.history.edits);
  }

  private async commit(open: OpenCatalog, catalog: Catalog, history: EditHistory): Promise<WorkspaceView> {
    const id = open.meta.id;
    // The write and the index rebuild overlap: IndexedDB works off the worker's thread.
    const write = this.persist(() =>
      this.deps.store.saveHistory({ catalogId: id, edits: [...history.edits], redo: [...history.redo] }),
    );
    const session = openSession(
      open.inputs,
      catalog,
      history.edits,
      ++this.revision,
      this.deps.clock,
      open.session.index,
    );
    await write;
    this.editCounts.set(id, history.edits.length);
    this.setOpen({ ...open, history, session }, false);
    return this.workspace();
  }

  /** Builds a new catalog's session while its write runs; if that fails, the stored copy is deleted again (a failed load changes nothing). */
  private async indexOrForget(
    write: Promise<boolean>,
    id: string,
    open: () => InspectorSession,
  ): Promise<InspectorSession> {
    try {
      return open();
    } catch (e) {
      if (await write) await this.deps.store.deleteCatalog(id).catch(() => undefined);
      throw e;
    }
  }

  /** Runs a write; on failure records the reason (edits stay in memory) and resolves false. */
  private async persist(write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      if (this.deps.store.durable) this.storageProblem = undefined;
      return true;
    } catch (e) {
      this.storageProblem = `${(e as Error).message}. Your changes are kept in this tab only: export them to keep them.`;
      return false;
    }
  }

  private setOpen(open: OpenCatalog, newSession = true): void {
    this.open = open;
    this.openError = null;
    if (newSession) this.sessionSerial++;
  }

  private requireOpen(catalogId?: string): OpenCatalog {
    const open = this.open;
    if (!open) throw this.openError ?? new Error('no catalog is open');
    if (catalogId !== undefined && open.meta.id !== catalogId)
      throw new Error(`the catalog "${catalogId}" is not the open one (${open.meta.name} is); nothing changed`);
    return open;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private demoInputs(): Promise<DemoInputs> {
    if (!this.demo) {
      this.demo = this.deps.loadDemo();
      this.demo.then(
        (d) => (this.demoLoaded = d),
        () => undefined,
      );
    }
    return this.demo;
  }

  private demoListing(): StoredCatalogMeta | null {
    if (this.open?.meta.id === DEMO_ID) return this.open.meta;
    return this.demoLoaded
      ? demoMeta(
          this.demoLoaded,
          this.metas.find((m) => m.id === DEMO_ID),
        )
      : null;
  }

  private async restore(): Promise<void> {
    const { store } = this.deps;
    // The demo is always listed; its files are small, so they are read even when another catalog opens.
    this.demoInputs().catch(() => undefined);
    const [metas, active] = await Promise.all([
      store.listCatalogs().catch((e: unknown) => {
        this.storageProblem = (e as Error).message;
        return [];
      }),
      store.readSetting(ACTIVE_SETTING).catch(() => undefined),
    ]);
    this.metas = metas;
    const histories = await Promise.all(
      [DEMO_ID, ...metas.map((m) => m.id)].map((id) => store.readHistory(id).catch(() => undefined)),
    );
    for (const h of histories) if (h) this.editCounts.set(h.catalogId, h.edits.length);
    const id = active !== undefined && metas.some((m) => m.id === active && m.id !== DEMO_ID) ? active : DEMO_ID;
    try {
      this.setOpen(await this.reopen(id));
    } catch (e) {
      if (id === DEMO_ID) {
        this.openError = e as Error;
        return;
      }
      this.notices.push(
        `could not reopen ${metas.find((m) => m.id === id)?.name ?? id} (${(e as Error).message}); the demo is shown instead`,
      );
      try {
        this.setOpen(await this.reopen(DEMO_ID));
      } catch (demoError) {
        this.openError = demoError as Error;
      }
    }
  }

  /** Reads a catalog (the demo from the app, others from the store) and applies its saved edits. */
  private async reopen(id: string): Promise<OpenCatalog> {
    const { store, clock } = this.deps;
    const [data, saved] = await Promise.all([store.readCatalog(id), store.readHistory(id)]);
    let inputs: CatalogInputs;
    let meta: StoredCatalogMeta;
    if (id === DEMO_ID) {
      const demo = await this.demoInputs();
      meta = demoMeta(
        demo,
        this.metas.find((m) => m.id === DEMO_ID),
      );
      inputs = {
        catalogId: id,
        base: demo.catalog,
        tasks: data?.tasks ?? demo.tasks,
        catalogFile: demo.catalogFile,
        tasksFile: data?.tasks ? (meta.tasksFile ?? 'tasks') : demo.tasksFile,
      };
      if (data?.trajectories) inputs.trajectories = data.trajectories;
    } else {
      const listed = this.metas.find((m) => m.id === id);
      if (!listed) throw new Error(`no loaded catalog with id "${id}"`);
      if (!data?.catalog) throw new Error(`the stored data of ${listed.name} is missing`);
      meta = listed;
      inputs = storedInputs(listed, data, data.catalog);
    }
    const restored = applySavedEdits(inputs.base, saved?.edits ?? []);
    this.notices = restored.dropped;
    const history: EditHistory = {
      edits: restored.applied,
      redo: restored.dropped.length > 0 ? [] : (saved?.redo ?? []),
    };
    this.editCounts.set(id, history.edits.length);
    return {
      meta,
      inputs,
      history,
      session: openSession(inputs, restored.catalog, history.edits, ++this.revision, clock),
    };
  }
}

/** The UI acted on an edit history that has changed since (another tab, or a request repeated after a restart). */
function staleHistory(actual: number, expected: number): Error {
  return new Error(
    `the catalog now has ${actual} edit${actual === 1 ? '' : 's'}, not the ${expected} this change was made on; nothing changed (look again and retry)`,
  );
}

/** The demo's listing: the built-in files, or the tasks / trajectories attached to it. */
function demoMeta(demo: DemoInputs, stored: StoredCatalogMeta | undefined): StoredCatalogMeta {
  const meta: StoredCatalogMeta = {
    id: DEMO_ID,
    name: demo.catalog.name,
    format: 'tool-catalog/v1',
    source: { kind: 'builtin', name: demo.catalogFile },
    loadedAt: 0,
    toolCount: demo.catalog.tools.length,
    taskCount: stored?.tasksFile ? stored.taskCount : demo.tasks.tasks.length,
    trajectoryCount: stored?.trajectoryCount ?? 0,
    tasksFile: stored?.tasksFile ?? demo.tasksFile,
    warnings: stored?.warnings ?? [],
  };
  if (stored?.trajectoriesFile) meta.trajectoriesFile = stored.trajectoriesFile;
  return meta;
}
