import { createContext, useContext } from 'react';
import type { InspectorClient } from '../../worker/client';

/** The inspector worker's client, started once at launch (src/main.tsx). */
export const InspectorClientContext = createContext<InspectorClient | null>(null);

/** The worker client; throws outside the app's providers. */
export function useInspectorClient(): InspectorClient {
  const client = useContext(InspectorClientContext);
  if (!client) throw new Error('useInspectorClient needs <InspectorClientContext> (see AppProviders)');
  return client;
}
