import type { KeyboardEvent } from 'react';

/**
 * Keyboard handling of a single-select listbox with aria-activedescendant: arrows, Home, End
 * and PageUp/PageDown move the active option; Enter or Space chooses it.
 */
export function listboxKeyHandler(
  count: number,
  active: number,
  setActive: (index: number) => void,
  choose: (index: number) => void,
) {
  return (event: KeyboardEvent): void => {
    if (count === 0) return;
    const move = (to: number): void => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(count - 1, to)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(count - 1);
      case 'PageDown':
        return move(active + 10);
      case 'PageUp':
        return move(active - 10);
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(Math.max(0, Math.min(count - 1, active)));
    }
  };
}
