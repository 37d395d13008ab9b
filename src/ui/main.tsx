import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspectorWorker } from '../worker/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { applyTheme, systemTheme } from './app/useResolvedTheme';
import { useThemeStore } from './stores/useThemeStore';
import './styles.css';

// The worker starts first: it fetches and indexes the demo while React renders.
const client = startInspectorWorker();
applyTheme(useThemeStore.getState().choice ?? systemTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <App />
    </AppProviders>
  </StrictMode>,
);
