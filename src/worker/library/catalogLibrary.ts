import {
  inferredOutputEdits,
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
import { DEMO_ID, demoMeta } from './demoCatalog';
import { editStep, redoStep, staleHistory, undoStep, type EditStep } from './editSteps';
import { attachInputs, loadedEntry } from './libraryEntries';
import { LibraryStorage } from './libraryStorage';
import { warmLoadPath } from './loadWarmup';
import { openSession, type CatalogInputs } from './openSession';
import { readSavedCatalog } from './savedCatalog';
import { aliasesView, toolSchemaView } from './toolSchemaView';
import { workspaceView } from './workspaceView';

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
 * their persistence (LibraryStorage). Every change runs one at a time; an edit is confirmed (the
 * promise resolves) only after the store has written it, and a storage failure keeps the edit
 * in memory and says so in `storage.problem`.
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
  private readonly storage: LibraryStorage;
  private notices: string[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly deps: LibraryDeps) {
    this.storage = new LibraryStorage(deps.store, deps.storeProblem);
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
      storage: this.storage.view(),
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
        const write = this.storage.saveCatalog(entry.meta, entry.data);
        const session = await this.storage.buildOrForget(write, entry.meta.id, () =>
          openSession(entry.inputs, entry.inputs.base, [], ++this.revision, this.deps.clock),
        );
        const stored = await write;
        await this.storage.writeActive(entry.meta.id);
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
      const stored = await this.storage.saveCatalog(attached.meta, attached.data);
      this.metas = [...this.metas.filter((m) => m.id !== attached.meta.id), attached.meta];
      this.setOpen({ ...open, meta: attached.meta, inputs: attached.inputs, session });
      const note = stored ? '' : ' (kept in memory only: it will not survive a reload)';
      return { workspace: this.workspace(), summary: `${attached.summary}${note}`, warnings };
    });
  }

  /** Warms a new catalog's load path over copies of the demo's tools (loadWarmup.ts); changes nothing. */
  async warmLoadPath(passes: number, copies: number, pause: () => Promise<void>): Promise<number> {
    return warmLoadPath(await this.demoInputs(), passes, copies, pause, this.deps.clock);
  }

  /** The loaded catalog that came from this URL, if any (a `?catalog=URL` reopens it with its edits instead of loading it again). */
  catalogFromUrl(url: string): string | undefined {
    return this.metas.find((m) => m.source.kind === 'url' && m.source.url === url)?.id;
  }

  /** Opens another loaded catalog (or the demo) with its saved edits. */
  openCatalog(id: string): Promise<WorkspaceView> {
    return this.serial(async () => {
      this.setOpen(await this.reopen(id));
      await this.storage.writeActive(id);
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
        await this.storage.writeActive(DEMO_ID);
      }
      return this.workspace();
    });
  }

  /** Applies schema edits to the open catalog; resolves once they are stored (or the storage failure is recorded). */
  edit(catalogId: string, edits: readonly CatalogEdit[], expectedEdits?: number): Promise<WorkspaceView> {
    return this.serial(async () => {
      const open = this.requireOpen(catalogId);
      return this.commit(open, editStep(open, edits, expectedEdits));
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
      return this.commit(open, undoStep(open, expectedEdits));
    });
  }

  /** Redoes the last undone edit; with `expectedEdits`, a repeated request is not redone twice. */
  redo(catalogId: string, expectedEdits?: number): Promise<WorkspaceView> {
    return this.serial(async () => {
      const open = this.requireOpen(catalogId);
      return this.commit(open, redoStep(open, expectedEdits));
    });
  }

  /** One tool's current and original fields, for the schema editor. */
  toolSchema(toolId: string): ToolSchemaView {
    return toolSchemaView(this.requireOpen(), toolId);
  }

  /** The open catalog's field aliases. */
  aliases(): AliasesView {
    return aliasesView(this.requireOpen());
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

  /** Stores a step's history and opens its catalog's session (the write and the index overlap); a null step changes nothing. */
  private async commit(open: OpenCatalog, step: EditStep): Promise<WorkspaceView> {
    if (!step) return this.workspace();
    const { catalog, history } = step;
    const id = open.meta.id;
    // The write and the index rebuild overlap: IndexedDB works off the worker's thread.
    const write = this.storage.saveHistory(id, history);
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
    // The demo is always listed; its files are small, so they are read even when another catalog opens.
    this.demoInputs().catch(() => undefined);
    const { metas, active, editCounts } = await this.storage.readListing(DEMO_ID);
    this.metas = metas;
    for (const [id, count] of editCounts) this.editCounts.set(id, count);
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

  /** Reads a catalog with its saved edits (readSavedCatalog) and builds its session. */
  private async reopen(id: string): Promise<OpenCatalog> {
    const { meta, inputs, history, catalog, dropped } = await readSavedCatalog(id, this.deps.store, this.metas, () =>
      this.demoInputs(),
    );
    this.notices = dropped;
    this.editCounts.set(id, history.edits.length);
    return {
      meta,
      inputs,
      history,
      session: openSession(inputs, catalog, history.edits, ++this.revision, this.deps.clock),
    };
  }
}
