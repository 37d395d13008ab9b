import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { InspectorClient } from '../../worker/client';
import { InspectorClientContext } from '../queries/inspectorClientContext';

/** react-query and the worker client for everything below. Worker results are deterministic: no retries, no refetch on focus. */
export function AppProviders({ client, children }: { client: InspectorClient; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <InspectorClientContext value={client}>{children}</InspectorClientContext>
    </QueryClientProvider>
  );
}
