import type { Tool } from '../catalog/types';
import type { TokenEstimate } from './estimateTokens';
import type { RenamedProperty } from './propertyKeys';

/** The tool formats a catalog or a menu can be exported as. */
export type ExportFormat = 'mcp' | 'openai-chat' | 'openai-responses' | 'anthropic' | 'tool-catalog/v1';

export const EXPORT_FORMATS: readonly ExportFormat[] = [
  'mcp',
  'openai-chat',
  'openai-responses',
  'anthropic',
  'tool-catalog/v1',
];

export interface ExportOptions {
  /** Only these tools, in this order (a menu); default: the whole catalog in catalog order. */
  toolIds?: readonly string[];
  /** These catalog tools, in this order: a menu the caller has already resolved (takes precedence over `toolIds`). */
  tools?: readonly Tool[];
  /** Put inferred outputs in MCP `outputSchema` too (default false: they are guesses). */
  includeInferred?: boolean;
  /** OpenAI strict mode: `strict: true`, closed objects, optional properties as nullable. */
  strict?: boolean;
}

/** The name an exported tool is called by, and the catalog tool it stands for. */
export interface ExportedName {
  name: string;
  toolId: string;
  /** The tool's `name` in the catalog: differs from `name` when the format needed another (exportNames.ts). */
  originalName: string;
  /** Input property keys the format made valid (Anthropic), when any were. */
  properties?: RenamedProperty[];
}

/** One export: the exact `tools` array an agent gets, the file to save, and its prompt size. */
export interface ToolExport {
  format: ExportFormat;
  /** The `tools` array as an API request carries it (for `tool-catalog/v1`, the catalog's tools). */
  tools: unknown[];
  /** The whole document (`{tools: [...]}`, or the catalog). */
  document: unknown;
  /** `document` as pretty JSON with a final newline: the file to save. */
  text: string;
  /**
   * Exported name → catalog tool id, original name and renamed property keys, in `tools` order:
   * what a caller needs to map an agent's calls back (exportMapping.ts writes it as a file).
   */
  names: ExportedName[];
  tokens: TokenEstimate;
  /** Unknown ids, descriptions cut to the format's limit (each naming its tool). Renames are in `names`. */
  warnings: string[];
}
