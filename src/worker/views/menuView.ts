import {
  diagnoseMenu,
  exportedTokens,
  type GoldPath,
  type Menu,
  type MenuParams,
  type TaskContext,
} from '../../core/index';
import type { MenuView } from './inspectorViews';
import { menuGraph } from './menuGraph';
import { NO_DISPLACEMENT, type DisplacementIndex } from './displacementViews';
import { menuLinks } from './menuLinks';
import { slotView } from './slotView';
import { termScale } from './slotTerms';

/** Diagnosis, slot views and graph of one menu, compared with the other menu of the pair (and why relevance tools are missing from State-Path). */
export function menuView(
  ctx: TaskContext,
  menu: Menu,
  other: Menu,
  params: MenuParams,
  gold: GoldPath | undefined,
  goldIds: ReadonlySet<string>,
  displacement: DisplacementIndex = NO_DISPLACEMENT,
): MenuView {
  const diagnosis = diagnoseMenu(ctx, menu, { gold, other, top: params.top });
  const links = menuLinks(ctx.index, menu.slots, menu.analysis);
  const otherRanks = new Map(other.slots.map((s) => [s.toolId, s.rank]));
  const ranks = new Map(menu.slots.map((s) => [s.toolId, s.rank]));
  const slots = menu.slots.map((slot) =>
    slotView(slot, {
      ctx,
      method: menu.method,
      params,
      links,
      otherRanks,
      ranks,
      goldIds,
      displacement,
      analysis: menu.analysis,
    }),
  );
  return {
    method: menu.method,
    slots,
    diagnosis,
    graph: menuGraph(ctx, menu, params.top, links, diagnosis, otherRanks),
    termScale: termScale(slots),
    // The prompt size an agent pays for this menu as OpenAI Chat Completions tools.
    promptTokens: exportedTokens(
      menu.slots.flatMap((s) => ctx.index.tools[s.tool]?.tool ?? []),
      'openai-chat',
    ),
    timingsMs: { ...menu.timingsMs },
  };
}
