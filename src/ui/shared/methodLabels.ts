import type { MenuMethod } from '../../core/index';

/** Column titles of the two menus. */
export const METHOD_TITLE: Record<MenuMethod, string> = {
  relevance: 'Relevance-only',
  'state-path': 'State-Path',
};

/** Short prefix for "this tool is also in the other menu at rank n". */
export const METHOD_SHORT: Record<MenuMethod, string> = {
  relevance: 'Rel',
  'state-path': 'SP',
};

export const otherMethod = (m: MenuMethod): MenuMethod => (m === 'relevance' ? 'state-path' : 'relevance');
