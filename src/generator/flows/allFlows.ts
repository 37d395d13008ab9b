/** Every task template of the demo. */
import type { FlowSpec } from '../spec';
import { COMMERCE_FLOWS } from './commerceFlows';
import { DATA_FLOWS } from './dataFlows';
import { PLACES_FLOWS } from './placesFlows';
import { TRAVEL_FLOWS } from './travelFlows';
import { WORK_FLOWS } from './workFlows';

export const ALL_FLOWS: readonly FlowSpec[] = [
  ...COMMERCE_FLOWS,
  ...TRAVEL_FLOWS,
  ...PLACES_FLOWS,
  ...WORK_FLOWS,
  ...DATA_FLOWS,
];

/** Every `vendor.endpointKey` any flow may use (after expanding `{var}`s). */
export function flowRefs(flows: readonly FlowSpec[]): Set<string> {
  const refs = new Set<string>();
  for (const flow of flows) {
    for (const step of flow.steps) {
      for (const ref of step) {
        const m = /^\{(\w+)\}\.(.+)$/.exec(ref);
        const vendors = m ? (flow.vars?.[m[1] ?? ''] ?? []) : [];
        if (m) for (const v of vendors) refs.add(`${v}.${m[2] ?? ''}`);
        else refs.add(ref);
      }
    }
  }
  return refs;
}
