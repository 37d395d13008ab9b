import { useEffect } from 'react';
import { useViewStore } from '../../stores/useViewStore';

/** One played step on one menu: the graph nodes it lights and its words in the graph's caption. */
export interface PlayStep {
  nodeIds: string[];
  text: string;
}

/** What a playback steps through: each menu's steps (a simulated run's calls, a planner's plan). */
export interface StepSource {
  relevance: readonly PlayStep[];
  statePath: readonly PlayStep[];
}

/** The longer of the two menus' step lists: the playback's length. */
export const sourceLength = (source: StepSource): number => Math.max(source.relevance.length, source.statePath.length);

/** The played step of a list at `step` (its last step once the list is shorter). */
export const stepAt = <T>(steps: readonly T[], step: number): T | undefined =>
  step === 0 ? undefined : steps[Math.min(step, steps.length) - 1];

/** Clears the graph's highlight when this playback set it (a diagnosis finding's stays). */
function clearOwnHighlight(caption: string): void {
  const { highlight, clearHighlight } = useViewStore.getState();
  if (highlight?.label.startsWith(caption)) clearHighlight();
}

/**
 * Lights the played step on the graph: the menu it draws, or both menus' steps when it overlays
 * them. `caption` starts the graph's caption ("Run call 3: …") and marks the highlight as this
 * playback's, so a reset clears only its own. `source` should be memoized.
 */
export function usePlaybackHighlight(source: StepSource | undefined, step: number, caption: string): void {
  const mode = useViewStore((s) => s.graphMethod);
  const showRunCall = useViewStore((s) => s.showRunCall);
  useEffect(() => {
    if (!source || step === 0) {
      clearOwnHighlight(caption);
      return;
    }
    const lists =
      mode === 'both'
        ? [source.relevance, source.statePath]
        : [mode === 'relevance' ? source.relevance : source.statePath];
    const played = lists.map((l) => stepAt(l, step)).filter((s) => s !== undefined);
    if (played.length === 0) return;
    const texts = [...new Set(played.map((s) => s.text))];
    const nodeIds = [...new Set(played.flatMap((s) => s.nodeIds))];
    showRunCall({
      method: mode === 'both' ? 'state-path' : mode,
      nodeIds,
      label: `${caption} ${step}: ${texts.join(' / ')}`,
    });
  }, [source, step, mode, showRunCall, caption]);
  useEffect(() => () => clearOwnHighlight(caption), [caption]);
}
