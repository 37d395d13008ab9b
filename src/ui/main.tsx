import { startClientWithTestFaults } from './features/notices/testFaults';

// The worker starts before React and the app's code load: it fetches and indexes the demo and
// loads the encoder while the (larger) UI chunk downloads, parses and renders.
const client = startClientWithTestFaults(window.location);

import('./renderApp').then(
  ({ renderApp }) => renderApp(client),
  (error: unknown) => {
    const root = document.getElementById('root');
    if (root)
      root.textContent = `The inspector could not start: ${error instanceof Error ? error.message : String(error)}. Reload the page.`;
  },
);
