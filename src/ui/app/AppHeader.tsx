import { memo } from 'react';
import { HelpButtons } from '../features/guide/HelpButtons';
import { LibraryButtons } from '../features/library/LibraryButtons';
import { MenuParamsForm } from '../features/menus/MenuParamsForm';
import { ThemeToggle } from './ThemeToggle';

/**
 * Title bar: what the app is, the menu parameters, the theme switch. Memoized: it reads its own
 * stores, and the app shell re-renders at every menus request (busy, new data, deferred data).
 */
export const AppHeader = memo(function AppHeader() {
  return (
    <header className="flex h-12 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-slate-50 px-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-baseline gap-2">
        <h1 className="text-sm font-bold tracking-tight text-slate-900 dark:text-slate-50">
          State-Path menu inspector
        </h1>
        <p className="hidden text-xs text-slate-600 xl:inline dark:text-slate-400">
          why an agent’s tool menu works or fails
        </p>
      </div>
      <LibraryButtons />
      <div className="flex items-center gap-5">
        {/* Help first: the Advanced panel opens under its button, which stays where it was
            before the help buttons came, clear of the export toolbar's Share link. */}
        <HelpButtons />
        <MenuParamsForm />
        <ThemeToggle />
      </div>
    </header>
  );
});
