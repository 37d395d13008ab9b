import type { MenuSlot, TaskContext } from '../../core/index';
import type { InputSupplyView } from './slotViews';
import type { SlotLink } from './menuLinks';

/** For each required input of a slot: the s0 fields and the menu slots that supply it. */
export function slotSupplies(ctx: TaskContext, slot: MenuSlot, links: readonly SlotLink[]): InputSupplyView[] {
  const tool = ctx.index.tools[slot.tool];
  if (!tool) return [];
  const into = links.filter((l) => l.consumer === slot);
  return tool.requirements.map((r) => {
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
    return { input: input?.spec.name ?? field, field, fromState, producers };
  });
}
