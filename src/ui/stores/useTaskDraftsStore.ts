import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { AdHocTask } from '../../worker/views/menusQuery';

/** A request the user typed or edited; `state` absent: s0 is inferred from the query. */
export interface TaskDraft extends AdHocTask {
  id: string;
  /** True for a task the user created (not in the loaded tasks file). */
  created: boolean;
}

/** One catalog's edited and created tasks. */
export interface CatalogDrafts {
  drafts: Record<string, TaskDraft>;
  created: string[];
}

interface TaskDraftsState {
  /** The catalog `drafts` and `created` belong to (null before the first catalog opened). */
  catalogId: string | null;
  /** The open catalog's edited and created tasks by id (kept in localStorage: a reload brings them back). */
  drafts: Record<string, TaskDraft>;
  /** Ids of the open catalog's created tasks, newest first. */
  created: string[];
  /** The other catalogs' drafts, by catalog id, kept while another catalog is open. */
  others: Record<string, CatalogDrafts>;
  /**
   * Another catalog opened: the drafts of `from` are put aside and those of `to` come back (a
   * task made in one catalog stays with it, and another catalog's task of the same id keeps its own).
   */
  switchCatalog: (from: string | null, to: string | null) => void;
  /**
   * The catalog the page opened first (after a reload, the library's last): the drafts kept for
   * it come back, and drafts kept for another catalog wait for theirs. Drafts made before any
   * catalog opened (a share link's) are this catalog's.
   */
  openCatalog: (id: string | null) => void;
  /** Creates a task with this request and returns its id (`new-1`, `new-2`, … avoiding `taken`). */
  createTask: (query: string, taken?: ReadonlySet<string>, state?: string[]) => string;
  /** Sets the request text of a task; `base` is the loaded task it starts from on the first edit. */
  setQuery: (id: string, query: string, base: AdHocTask) => void;
  /** Pins s0 to these fields, or (undefined) lets the core infer it from the request. */
  setState: (id: string, state: string[] | undefined, base: AdHocTask) => void;
  /** Sets the task's gold chain (tool ids, first step first; [] for none), or (undefined) goes back to the loaded task's. */
  setGold: (id: string, gold: string[] | undefined, base: AdHocTask) => void;
  /** Drops the edits of a loaded task (a created task keeps existing). */
  revert: (id: string) => void;
  /** Deletes a task the user created (a loaded task is left alone: revert drops its edits). */
  deleteTask: (id: string) => void;
  /** Puts back a draft from a share link (a created one joins the list). */
  restoreDraft: (draft: TaskDraft) => void;
}

function draftOf(s: TaskDraftsState, id: string, base: AdHocTask): TaskDraft {
  const draft = s.drafts[id];
  if (draft) return draft;
  const fresh: TaskDraft = { id, query: base.query, created: false };
  if (base.state) fresh.state = [...base.state];
  return fresh;
}

/** localStorage key of the edited and created tasks of every catalog. */
export const TASK_DRAFTS_KEY = 'menu-inspector-task-drafts';

/** Where there is no localStorage (the unit tests' Node): the drafts live for the process. */
const memoryStorage = (): StateStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

/**
 * Edited and created tasks: what the menus are built for instead of the task as loaded. Kept in
 * localStorage with the catalog they belong to, so a reload loses no request, s0 or gold chain
 * the user wrote (the catalogs and schema edits are in IndexedDB, with the library).
 */
export const useTaskDraftsStore = create<TaskDraftsState>()(
  persist(
    (set, get) => ({
      catalogId: null,
      drafts: {},
      created: [],
      others: {},
      switchCatalog: (from, to) =>
        set((s) => {
          if (from === to) return { catalogId: to };
          const others = { ...s.others };
          if (from !== null) others[from] = { drafts: s.drafts, created: s.created };
          const next = to === null ? undefined : others[to];
          if (to !== null) delete others[to];
          return { catalogId: to, others, drafts: next?.drafts ?? {}, created: next?.created ?? [] };
        }),
      openCatalog: (id) => {
        const held = get().catalogId;
        if (held === null) set({ catalogId: id });
        else if (held !== id) get().switchCatalog(held, id);
      },
      createTask: (query, taken = new Set(), state) => {
        let n = get().created.length + 1;
        while (taken.has(`new-${n}`) || get().drafts[`new-${n}`]) n += 1;
        const id = `new-${n}`;
        const draft: TaskDraft = { id, query, created: true };
        if (state) draft.state = [...state];
        set((s) => ({ drafts: { ...s.drafts, [id]: draft }, created: [id, ...s.created] }));
        return id;
      },
      setQuery: (id, query, base) =>
        set((s) => ({ drafts: { ...s.drafts, [id]: { ...draftOf(s, id, base), query } } })),
      setState: (id, state, base) =>
        set((s) => {
          const { state: _old, ...rest } = draftOf(s, id, base);
          return { drafts: { ...s.drafts, [id]: state ? { ...rest, state: [...state] } : rest } };
        }),
      setGold: (id, gold, base) =>
        set((s) => {
          const { gold: _old, ...rest } = draftOf(s, id, base);
          return { drafts: { ...s.drafts, [id]: gold ? { ...rest, gold: [...gold] } : rest } };
        }),
      restoreDraft: (draft) =>
        set((s) => ({
          drafts: {
            ...s.drafts,
            [draft.id]: {
              ...draft,
              ...(draft.state ? { state: [...draft.state] } : {}),
              ...(draft.gold ? { gold: [...draft.gold] } : {}),
            },
          },
          created: draft.created && !s.created.includes(draft.id) ? [draft.id, ...s.created] : s.created,
        })),
      revert: (id) =>
        set((s) => {
          if (s.drafts[id]?.created) return s;
          const { [id]: _dropped, ...drafts } = s.drafts;
          return { drafts };
        }),
      deleteTask: (id) =>
        set((s) => {
          if (!s.drafts[id]?.created) return s;
          const { [id]: _dropped, ...drafts } = s.drafts;
          return { drafts, created: s.created.filter((c) => c !== id) };
        }),
    }),
    {
      name: TASK_DRAFTS_KEY,
      version: 1,
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? memoryStorage() : localStorage)),
      partialize: ({ catalogId, drafts, created, others }) => ({ catalogId, drafts, created, others }),
    },
  ),
);
