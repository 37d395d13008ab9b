import {
  descriptionText,
  type MenuMethod,
  type MenuParams,
  type MenuSlot,
  type SetAnalysis,
  type TaskContext,
  type ToolField,
} from '../../core/index';
import type { PlacementTool, PlacementView, SlotView, ToolFieldView } from './slotViews';
import type { SlotLink } from './menuLinks';
import type { DisplacementIndex } from './displacementViews';
import { slotSupplies } from './slotSupplies';
import { slotTerms } from './slotTerms';

function fieldView(f: ToolField): ToolFieldView {
  const view: ToolFieldView = { name: f.spec.name, canonical: f.canonical, required: f.required };
  if (f.required && f.spec.required === false) view.subject = true;
  if (typeof f.spec.type === 'string') view.type = f.spec.type;
  if (typeof f.spec.description === 'string') view.description = descriptionText(f.spec.description);
  return view;
}

/** A tool a note names: its id, display name and rank on this menu (0: not on it). */
function namedTool(id: string, input: SlotViewInput): PlacementTool {
  return {
    toolId: id,
    name: input.ctx.index.tools[input.ctx.index.byId.get(id) ?? -1]?.tool.name ?? id,
    rank: input.ranks.get(id) ?? 0,
  };
}

function placementView(placement: NonNullable<MenuSlot['placement']>, input: SlotViewInput): PlacementView {
  const named = (id: string): PlacementTool => namedTool(id, input);
  const view: PlacementView = { rule: placement.rule };
  if (placement.over !== undefined) view.over = named(placement.over);
  if (placement.after !== undefined) view.after = named(placement.after);
  return view;
}

/** Everything the inspector shows about one slot, as plain data. */
export interface SlotViewInput {
  ctx: TaskContext;
  method: MenuMethod;
  params: MenuParams;
  links: readonly SlotLink[];
  otherRanks: ReadonlyMap<string, number>;
  /** Ranks of this menu's tools (the tool a placement rule kept out of a slot is named with its rank). */
  ranks: ReadonlyMap<string, number>;
  goldIds: ReadonlySet<string>;
  /** Why relevance tools are missing from State-Path (displacementViews). */
  displacement: DisplacementIndex;
  /** The menu's set analysis: which inputs the request announces from an earlier step. */
  analysis?: SetAnalysis;
}

/** Builds the view of one slot: score terms, the tool's fields and who supplies each input. */
export function slotView(slot: MenuSlot, input: SlotViewInput): SlotView {
  const indexed = input.ctx.index.tools[slot.tool];
  const tool = indexed?.tool;
  const view: SlotView = {
    rank: slot.rank,
    toolId: slot.toolId,
    name: tool?.name ?? slot.toolId,
    description: descriptionText(tool?.description ?? ''),
    role: slot.role,
    score: slot.score,
    terms: slotTerms(input.method, slot, input.params),
    relevanceRank: slot.relevanceRank,
    matchedTerms: [...slot.matchedTerms],
    inputs: (indexed?.inputs ?? []).map(fieldView),
    outputs: (indexed?.outputs ?? []).map(fieldView),
    supplies: slotSupplies(input.ctx, slot, input.links, input.analysis),
    gold: input.goldIds.has(slot.toolId),
  };
  if (tool?.category !== undefined) view.category = tool.category;
  if (tool?.effects !== undefined) view.effects = tool.effects;
  const other = input.otherRanks.get(slot.toolId);
  if (other !== undefined) view.otherRank = other;
  if (slot.placement) view.placement = placementView(slot.placement, input);
  if (slot.link) {
    const { toolId, makes, field } = slot.link;
    view.link = { tool: namedTool(toolId, input), makes, ...(field === undefined ? {} : { field }) };
  }
  const displaced = input.method === 'relevance' ? input.displacement.missing.get(slot.toolId) : undefined;
  if (displaced) view.displacement = displaced;
  const displaces = input.method === 'state-path' ? input.displacement.displaces.get(slot.toolId) : undefined;
  if (displaces) view.displaces = displaces;
  return view;
}
