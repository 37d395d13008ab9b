import { useCallback, useEffect, useRef } from 'react';

/**
 * Scrolls a listbox's active option into view when it moves by keyboard or from elsewhere (the
 * graph, a diagnosis finding), but not when a click chose it: the clicked option is on screen,
 * and measuring it would force a layout inside the click's task (on a 16,000-tool catalog
 * that made the click a long task). Call the returned function with the option id a click makes active.
 */
export function useScrollActiveIntoView(activeId: string | undefined): (clickedId: string) => void {
  const clicked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (activeId && activeId !== clicked.current)
      document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
    clicked.current = undefined;
  }, [activeId]);
  return useCallback((clickedId: string) => {
    clicked.current = clickedId;
  }, []);
}
