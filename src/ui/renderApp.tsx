import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectorClient } from '../worker/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { restoreShareLink } from './features/share/restoreShareLink';
import { applyTheme, systemTheme } from './app/useResolvedTheme';
import { useThemeStore } from './stores/useThemeStore';
import './styles.css';

/** Renders the app over a started worker client (main.tsx loads this module after starting it). */
export function renderApp(client: InspectorClient): void {
  applyTheme(useThemeStore.getState().choice ?? systemTheme());
  // A share link opens its task, K, L and weights from the first render.
  restoreShareLink(window.location.search);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
