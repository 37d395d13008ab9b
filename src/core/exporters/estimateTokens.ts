/** Prompt-size estimate of an exported tool list. */
export interface TokenEstimate {
  /** Estimated tokens of the whole `tools` array. */
  total: number;
  /** Characters of the compact JSON the estimate is computed from. */
  chars: number;
  /** Estimated tokens of each tool, in `tools` order. */
  perTool: number[];
}

/** Characters per token of compact JSON tool schemas under common BPE tokenizers (cl100k, o200k, Claude's): about 4. */
export const CHARS_PER_TOKEN = 4;

/**
 * Tokens ≈ ⌈chars / 4⌉ over the compact JSON serialization (`JSON.stringify` with no
 * spaces). A BPE-free rule of thumb, good to roughly ±20 % on JSON schemas; providers
 * also add a fixed per-request overhead (a system preamble around the tool list) that
 * this does not count. Use it to compare menus, not to bill.
 */
export function estimateTokens(tools: readonly unknown[]): TokenEstimate {
  const perTool = tools.map((t) => Math.ceil(JSON.stringify(t).length / CHARS_PER_TOKEN));
  const chars = JSON.stringify(tools).length;
  return { total: Math.ceil(chars / CHARS_PER_TOKEN), chars, perTool };
}
