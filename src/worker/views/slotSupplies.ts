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
    const fromState = [...new Set(ctx.state.links.filter((s) => s.fieldId === r.fieldId && s.strength > 0).map((s) => s.state))];
    const producers = into.flatMap((l) =>
      l.links
        .filter((x) => x.field === field && x.input === input?.spec.name)
        .map((x) => ({ rank: l.producer.rank, toolId: l.producer.toolId, output: x.output, strength: x.strength, reason: x.reason, before: l.producer.rank < slot.rank })),
    );
    producers.sort((a, b) => a.rank - b.rank);
    return { input: input?.spec.name ?? field, field, fromState, producers };
  });
}
