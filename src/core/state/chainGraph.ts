import type { CatalogIndex } from '../catalog/catalogIndex';

/**
 * A catalog's producer graph as flat typed arrays: each tool's requirements and outputs, each
 * consumer field's accepted producer fields, each producer field's tools. Built once per index,
 * at its first catalog-wide search (backwardClosure, cheapestCatalogChain), in one pass over the
 * tools' objects; the searches then read these arrays only (on a large catalog they visit
 * thousands of tools, and walking the objects of each was most of their time).
 */
export interface ChainGraph {
  toolCount: number;
  /** The vocabulary's size when built: fields at or past it have no producers. */
  fieldCount: number;
  /** Tool t's requirement nodes are reqStart[t] … reqStart[t + 1], in requirement order. */
  reqStart: Int32Array;
  reqOwner: Int32Array;
  reqField: Int32Array;
  /** Requirement node r's own description links (requirement.extra): extraStart[r] … extraStart[r + 1]. */
  extraStart: Int32Array;
  extraFrom: Int32Array;
  extraStrength: Float64Array;
  /** Consumer field f accepts the producer fields acceptFrom[acceptStart[f] … acceptStart[f + 1]] (index.acceptedBy). */
  acceptStart: Int32Array;
  acceptFrom: Int32Array;
  acceptStrength: Float64Array;
  /** Producer field f's tools are producerTool[producerStart[f] … producerStart[f + 1]] (index.producersOf). */
  producerStart: Int32Array;
  producerTool: Int32Array;
  /** Tool t's outputs are outStart[t] … outStart[t + 1]: field and rewrite strength (1 without one). */
  outStart: Int32Array;
  outField: Int32Array;
  outRewrite: Float64Array;
}

const graphs = new WeakMap<CatalogIndex, ChainGraph>();

/** Offsets of lists by position: start[k] … start[k + 1] is list k. */
function offsets(count: number, length: (k: number) => number): Int32Array {
  const start = new Int32Array(count + 1);
  for (let k = 0; k < count; k++) start[k + 1] = (start[k] ?? 0) + length(k);
  return start;
}

/** The chain graph of a catalog index (built at the first call, then cached with the index). */
export function chainGraphOf(index: CatalogIndex): ChainGraph {
  const cached = graphs.get(index);
  if (cached) return cached;
  const { tools } = index;
  const toolCount = tools.length;
  const fieldCount = index.vocab.size;
  const reqStart = offsets(toolCount, (t) => tools[t]?.requirements.length ?? 0);
  const outStart = offsets(toolCount, (t) => tools[t]?.outputs.length ?? 0);
  const reqCount = reqStart[toolCount] ?? 0;
  const reqOwner = new Int32Array(reqCount);
  const reqField = new Int32Array(reqCount);
  const extraStart = new Int32Array(reqCount + 1);
  const extraFrom: number[] = [];
  const extraStrength: number[] = [];
  const outField = new Int32Array(outStart[toolCount] ?? 0);
  const outRewrite = new Float64Array(outStart[toolCount] ?? 0);
  for (let t = 0; t < toolCount; t++) {
    const tool = tools[t];
    if (!tool) continue;
    let r = reqStart[t] ?? 0;
    for (const requirement of tool.requirements) {
      reqOwner[r] = t;
      reqField[r] = requirement.fieldId;
      for (const link of requirement.extra) {
        extraFrom.push(link.from);
        extraStrength.push(link.strength);
      }
      extraStart[++r] = extraFrom.length;
    }
    let o = outStart[t] ?? 0;
    for (const out of tool.outputs) {
      outField[o] = out.fieldId;
      outRewrite[o++] = out.rewrite?.strength ?? 1;
    }
  }
  const acceptStart = offsets(fieldCount, (f) => index.acceptedBy[f]?.length ?? 0);
  const acceptFrom = new Int32Array(acceptStart[fieldCount] ?? 0);
  const acceptStrength = new Float64Array(acceptStart[fieldCount] ?? 0);
  const producerStart = offsets(fieldCount, (f) => index.producersOf[f]?.length ?? 0);
  const producerTool = new Int32Array(producerStart[fieldCount] ?? 0);
  for (let f = 0; f < fieldCount; f++) {
    let a = acceptStart[f] ?? 0;
    for (const link of index.acceptedBy[f] ?? []) {
      acceptFrom[a] = link.from;
      acceptStrength[a++] = link.strength;
    }
    let p = producerStart[f] ?? 0;
    for (const producer of index.producersOf[f] ?? []) producerTool[p++] = producer.tool;
  }
  const graph: ChainGraph = {
    toolCount,
    fieldCount,
    reqStart,
    reqOwner,
    reqField,
    extraStart,
    extraFrom: Int32Array.from(extraFrom),
    extraStrength: Float64Array.from(extraStrength),
    acceptStart,
    acceptFrom,
    acceptStrength,
    producerStart,
    producerTool,
    outStart,
    outField,
    outRewrite,
  };
  graphs.set(index, graph);
  return graph;
}
