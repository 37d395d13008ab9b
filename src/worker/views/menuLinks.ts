import { explainLinks, type CatalogIndex, type LinkExplanation, type MenuSlot } from '../../core/index';

/** Field links from one menu slot (producer) into another (consumer). */
export interface SlotLink {
  producer: MenuSlot;
  consumer: MenuSlot;
  links: LinkExplanation[];
}

/** Every producer → consumer link between the slots of one menu (κ_ij > 0), explained. */
export function menuLinks(index: CatalogIndex, slots: readonly MenuSlot[]): SlotLink[] {
  const out: SlotLink[] = [];
  for (const consumer of slots) {
    if ((index.tools[consumer.tool]?.requirements.length ?? 0) === 0) continue;
    for (const producer of slots) {
      if (producer === consumer) continue;
      const links = explainLinks(index, producer.tool, consumer.tool);
      if (links.length > 0) out.push({ producer, consumer, links });
    }
  }
  return out;
}
