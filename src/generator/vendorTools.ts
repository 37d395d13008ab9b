/** All tools of one vendor, with call names that are unique across the catalog. */
import type { Tool, Rng } from '../core/index';
import { buildTool } from './buildTool';
import { styleName } from './nameStyle';
import type { EndpointSpec, FamilySpec, VendorSpec } from './spec';

/** Where a vendor's tools go, and the ids already used in the catalog. */
export interface VendorBuildContext {
  idPrefix: string;
  takenIds: Set<string>;
}

function chooseName(vendor: VendorSpec, endpoint: EndpointSpec, rng: Rng, ctx: VendorBuildContext): string {
  const fixed = vendor.names?.[endpoint.key];
  const first = fixed ?? rng.pick(endpoint.names);
  const candidates = [first, ...endpoint.names.filter((n) => n !== first)];
  const idOf = (snake: string): string => `${ctx.idPrefix}${vendor.slug}.${styleName(snake, vendor.style)}`;
  for (const candidate of candidates) {
    if (!ctx.takenIds.has(idOf(candidate))) return candidate;
  }
  for (let n = 2; ; n++) {
    const candidate = `${first}_v${n}`;
    if (!ctx.takenIds.has(idOf(candidate))) return candidate;
  }
}

/**
 * Builds `endpoints` for `vendor`, drawing names and descriptions from `rng`. `onTool`
 * sees each endpoint with its tool (used to index `vendor.endpointKey` references).
 */
export function buildVendorTools(
  family: FamilySpec,
  vendor: VendorSpec,
  endpoints: readonly EndpointSpec[],
  rng: Rng,
  ctx: VendorBuildContext,
  onTool?: (endpoint: EndpointSpec, tool: Tool) => void,
): Tool[] {
  const tools: Tool[] = [];
  for (const endpoint of endpoints) {
    const name = chooseName(vendor, endpoint, rng, ctx);
    const tool = buildTool({ family, vendor, endpoint, name, idPrefix: ctx.idPrefix }, rng);
    ctx.takenIds.add(tool.id);
    tools.push(tool);
    onTool?.(endpoint, tool);
  }
  return tools;
}

/** The endpoints a vendor offers, in family order. */
export function vendorEndpoints(family: FamilySpec, vendor: VendorSpec): EndpointSpec[] {
  const only = vendor.only;
  return only === undefined ? [...family.endpoints] : family.endpoints.filter((e) => only.includes(e.key));
}
