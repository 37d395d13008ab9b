import {
  explainLinks,
  type CatalogIndex,
  type LinkExplanation,
  type MenuSlot,
  type SetAnalysis,
} from '../../core/index';

/** Field links from one menu slot (producer) into another (consumer). */
export interface SlotLink {
  producer: MenuSlot;
  consumer: MenuSlot;
  links: LinkExplanation[];
}

/**
 * Every producer → consumer link between the slots of one menu (κ_ij > 0), explained. With the
 * menu's set analysis, pairs whose κ is 0 are skipped without looking at their fields: κ_ij > 0
 * exactly when some output of i links to a required input of j, and most of a menu's 32 × 31
 * pairs have none (explaining them all allocated ~1.5 MB per 16k-tool rebuild).
 */
export function menuLinks(
  index: CatalogIndex,
  slots: readonly MenuSlot[],
  analysis?: Pick<SetAnalysis, 'tools' | 'local' | 'kappa'>,
): SlotLink[] {
  const out: SlotLink[] = [];
  for (const [producer, consumer] of linkedPairs(index, slots, analysis)) {
    const links = explainLinks(index, producer.tool, consumer.tool);
    if (links.length > 0) out.push({ producer, consumer, links });
  }
  return out;
}

/**
 * The slot pairs that may be linked (consumer order, then producer order). Apart from the
 * explanations: V8 optimized this loop over all 32 × 31 pairs with explainLinks and its text
 * inlined, a TurboFan compile of ~110 ms on a background thread ~30 menus after a 16,000-tool
 * load, for a loop that spends its time on the pairs it skips.
 */
function linkedPairs(
  index: CatalogIndex,
  slots: readonly MenuSlot[],
  analysis?: Pick<SetAnalysis, 'tools' | 'local' | 'kappa'>,
): [MenuSlot, MenuSlot][] {
  const pairs: [MenuSlot, MenuSlot][] = [];
  const n = analysis?.tools.length ?? 0;
  for (const consumer of slots) {
    if ((index.tools[consumer.tool]?.requirements.length ?? 0) === 0) continue;
    const j = analysis?.local.get(consumer.tool);
    for (const producer of slots) {
      if (producer === consumer) continue;
      const i = analysis?.local.get(producer.tool);
      if (i !== undefined && j !== undefined && (analysis?.kappa[i * n + j] ?? 0) === 0) continue;
      pairs.push([producer, consumer]);
    }
  }
  return pairs;
}
