import { create } from 'zustand';

/** Which library drawer is open on the left: the catalog list and loader, or the lint findings. */
export type LibraryDrawer = 'catalogs' | 'lint' | null;

interface LibraryState {
  drawer: LibraryDrawer;
  /** The tool whose schema editor is open (null: closed). */
  editorToolId: string | null;
  setDrawer: (drawer: LibraryDrawer) => void;
  toggleDrawer: (drawer: Exclude<LibraryDrawer, null>) => void;
  openEditor: (toolId: string) => void;
  closeEditor: () => void;
}

/** Layout state of the catalog library: the open drawer and the schema editor's tool. */
export const useLibraryStore = create<LibraryState>()((set) => ({
  drawer: null,
  editorToolId: null,
  setDrawer: (drawer) => set({ drawer }),
  toggleDrawer: (drawer) => set((s) => ({ drawer: s.drawer === drawer ? null : drawer })),
  openEditor: (editorToolId) => set({ editorToolId }),
  closeEditor: () => set({ editorToolId: null }),
}));
