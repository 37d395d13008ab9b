import type { MenuSlot, SetAnalysis, TaskContext } from '../../core/index';
import type { InputSupplyView } from './slotViews';
import type { SlotLink } from './menuLinks';

/**
 * For each required input of a slot: the s0 fields and the menu slots that supply it, and the
 * steps the request announces it from (the menu's `analysis`, when given).
 */
export function slotSupplies(
  ctx: TaskContext,
  slot: MenuSlot,
  links: readonly SlotLink[],
  analysis?: SetAnalysis,
): InputSupplyView[] {
  const tool = ctx.index.tools[slot.tool];
  if (!tool) return [];
  const into = links.filter((l) => l.consumer === slot);
  const local = analysis?.local.get(slot.tool);
  return tool.requirements.map((r, k) => {
    const input = tool.inputs[r.inputPos];
    const field = ctx.index.vocab.names[r.fieldId] ?? '?';
    // Loops rather than filter / map / flatMap / Set chains: this runs for every required input
    // of both menus' 64 slots per request, and the intermediate arrays were most of its
    // allocation (bench/allocations.ts).
    const fromState: string[] = [];
    for (const s of ctx.state.links)
      if (s.fieldId === r.fieldId && s.strength > 0 && !fromState.includes(s.state)) fromState.push(s.state);
    const producers: InputSupplyView['producers'] = [];
    for (const l of into) {
      for (const x of l.links) {
        if (x.field === field && x.input === input?.spec.name)
          producers.push({
            rank: l.producer.rank,
            toolId: l.producer.toolId,
            output: x.output,
            strength: x.strength,
            reason: x.reason,
            before: l.producer.rank < slot.rank,
          });
      }
    }
    producers.sort((a, b) => a.rank - b.rank);
    const view: InputSupplyView = { input: input?.spec.name ?? field, field, fromState, producers };
    const announcers = local === undefined ? undefined : analysis?.announced.get(local * analysis.stride + k);
    if (analysis && announcers && announcers.length > 0)
      view.announcedBy = announcers.map((l) => ctx.index.tools[analysis.tools[l] ?? -1]?.tool.id ?? '?');
    return view;
  });
}
