import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInspectorClient } from './inspectorClientContext';

/**
 * The first menus do not wait for the learned encoder (the structural scorer builds them while
 * it loads, marked `loading`). While menus on screen say so, this waits for the encoder (the
 * `encoder` request answers once it has loaded or failed) and then rebuilds every cached menu.
 */
export function useRebuildWhenEncoderLoads(loading: boolean): void {
  const client = useInspectorClient();
  const queryClient = useQueryClient();
  const encoder = useQuery({
    queryKey: ['inspector', 'encoder'],
    queryFn: () => client.request({ kind: 'encoder' }),
    enabled: loading,
    staleTime: Infinity,
  });
  const loaded = encoder.isSuccess;
  useEffect(() => {
    if (loading && loaded) void queryClient.invalidateQueries({ queryKey: ['inspector', 'menus'] });
  }, [loading, loaded, queryClient]);
}
