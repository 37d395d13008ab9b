/**
 * `noise.renameFields`: vendor-style variants of a tool's field names, the way one API
 * spells what another spells differently. Each picked tool gets one kind of variant:
 *   case — another naming style (`customer_email` → `customerEmail` / `CustomerEmail`,
 *     `customerId` → `customer_id` / `customerID`); the normalized name does not change;
 *   abbreviation — vendor short forms (`quantity` → `qty`, `address` → `addr`);
 *   prefix — the vendor's tag on its specific fields (`hubspot`: `email` → `hb_email`).
 * A tool in some gold chain keeps a variant field by field, only while every chain it is in
 * still links with its recorded edges (see goldCheck.ts); other tools take every variant.
 */
import {
  singularToken,
  GENERIC_FIELD_TOKENS,
  STOPWORDS,
  isIdentifierName,
  isGenericField,
  forkRng,
  type FieldSpec,
  type Tool,
  type Rng,
} from '../core/index';
import { ABBREVIATIONS, nameStyleOf, nameTokens, writeName, type FieldNameStyle } from './noiseWords';

export type FieldVariantKind = 'case' | 'abbreviation' | 'prefix';

/** Share of picked tools per kind: case, abbreviation, prefix. */
const KIND_WEIGHTS: readonly [FieldVariantKind, number][] = [
  ['case', 0.4],
  ['abbreviation', 0.35],
  ['prefix', 0.25],
];

/** Decides whether an edited gold tool still serves every chain it is in. */
export interface GoldGuard {
  isGold(tool: Tool): boolean;
  stillLinks(tool: Tool): boolean;
}

export interface FieldVariantStats {
  /** Tools with at least one field renamed, by kind. */
  tools: Record<FieldVariantKind, number>;
  /** Fields renamed. */
  fields: number;
  /** Gold tools picked, and field variants on gold tools tried / kept. */
  goldTools: number;
  goldFieldsTried: number;
  goldFieldsKept: number;
}

/** The fields a tool had before its variant, to undo it. */
export type FieldBackup = Map<Tool, { inputs: FieldSpec[]; outputs: FieldSpec[] }>;

function pickKind(rng: Rng): FieldVariantKind {
  let roll = rng.next();
  for (const [kind, weight] of KIND_WEIGHTS) {
    if (roll < weight) return kind;
    roll -= weight;
  }
  return 'case';
}

/** The naming style a tool's fields switch to. */
function targetStyle(tool: Tool, rng: Rng): FieldNameStyle | 'camel-ID' {
  const names = [...tool.inputs, ...tool.outputs].map((f) => f.name);
  const camel = names.filter((n) => nameStyleOf(n) !== 'snake').length;
  if (camel * 2 >= names.length && camel > 0) return rng.chance(0.6) ? 'snake' : 'camel-ID';
  return rng.chance(0.75) ? 'camel' : 'pascal';
}

function caseVariant(raw: string, style: FieldNameStyle | 'camel-ID'): string {
  const tokens = nameTokens(raw);
  if (style !== 'camel-ID') return writeName(tokens, style);
  const camel = writeName(tokens, 'camel');
  const upper = camel.replace(/Id$/, 'ID');
  return nameTokens(upper).join('_') === tokens.join('_') ? upper : camel;
}

function abbreviate(token: string): string {
  const stem = singularToken(token);
  const short = ABBREVIATIONS[token] ?? ABBREVIATIONS[stem];
  if (short === undefined || GENERIC_FIELD_TOKENS.has(short) !== GENERIC_FIELD_TOKENS.has(stem)) return token;
  return token === stem || ABBREVIATIONS[token] !== undefined ? short : `${short}s`;
}

function abbreviationVariant(raw: string): string {
  return writeName(nameTokens(raw).map(abbreviate), nameStyleOf(raw));
}

/** A short vendor tag (`hubspot` → `hb`), never a word the link rules read. */
export function vendorTag(namespace: string): string {
  const letters = namespace.toLowerCase().replace(/[^a-z]/g, '');
  const consonant = [...letters.slice(1)].find((c) => !'aeiou'.includes(c));
  const candidates = [letters.charAt(0) + (consonant ?? ''), letters.slice(0, 3), 'xv'];
  const ok = (tag: string): boolean =>
    tag.length >= 2 &&
    !GENERIC_FIELD_TOKENS.has(tag) &&
    !STOPWORDS.has(tag) &&
    !isIdentifierName(tag) &&
    singularToken(tag) === tag;
  return candidates.find(ok) ?? 'xv';
}

function prefixVariant(raw: string, tag: string): string {
  const tokens = nameTokens(raw);
  if (tokens.length === 0 || tokens[0] === tag || isGenericField(tokens.join('_'))) return raw;
  return writeName([tag, ...tokens], nameStyleOf(raw));
}

function proposals(tool: Tool, kind: FieldVariantKind, tag: string, rng: Rng): { inputs: string[]; outputs: string[] } {
  const style = kind === 'case' ? targetStyle(tool, rng) : 'snake';
  const variant = (raw: string): string =>
    kind === 'case'
      ? caseVariant(raw, style)
      : kind === 'abbreviation'
        ? abbreviationVariant(raw)
        : prefixVariant(raw, tag);
  return { inputs: tool.inputs.map((f) => variant(f.name)), outputs: tool.outputs.map((f) => variant(f.name)) };
}

function changes(tool: Tool, p: { inputs: string[]; outputs: string[] }): number {
  return (
    p.inputs.filter((n, i) => n !== tool.inputs[i]?.name).length +
    p.outputs.filter((n, i) => n !== tool.outputs[i]?.name).length
  );
}

/**
 * Gives `round(rate × tools with fields)` tools a field-name variant (fewer only when gold
 * tools refuse every variant and no other tool is left), in a seeded order. Edits tools in
 * place and records their old fields in `backup`.
 */
export function applyFieldVariants(
  tools: readonly Tool[],
  rate: number,
  seed: number,
  namespaceOf: (tool: Tool) => string,
  guard: GoldGuard,
  backup: FieldBackup,
): FieldVariantStats {
  const stats: FieldVariantStats = {
    tools: { case: 0, abbreviation: 0, prefix: 0 },
    fields: 0,
    goldTools: 0,
    goldFieldsTried: 0,
    goldFieldsKept: 0,
  };
  const candidates = tools.filter((t) => t.inputs.length + t.outputs.length > 0);
  const target = Math.round(rate * candidates.length);
  const order = forkRng(seed, 'noise:rename-fields').shuffle(candidates.map((_, i) => i));
  let renamed = 0;
  for (const i of order) {
    if (renamed >= target) break;
    const tool = candidates[i] as Tool;
    const rng = forkRng(seed, `noise:rename:${tool.id}`);
    let kind = pickKind(rng);
    let proposed = proposals(tool, kind, vendorTag(namespaceOf(tool)), rng);
    if (changes(tool, proposed) === 0 && kind !== 'case') {
      kind = 'case';
      proposed = proposals(tool, kind, '', rng);
    }
    if (changes(tool, proposed) === 0) continue;
    const before = { inputs: tool.inputs, outputs: tool.outputs };
    tool.inputs = [...tool.inputs];
    tool.outputs = [...tool.outputs];
    const gold = guard.isGold(tool);
    if (gold) stats.goldTools++;
    let fields = 0;
    for (const side of ['inputs', 'outputs'] as const) {
      proposed[side].forEach((name, pos) => {
        const old = tool[side][pos] as FieldSpec;
        if (name === old.name) return;
        tool[side][pos] = { ...old, name };
        // Optional inputs take part in no link, under either linker.
        if (gold && !(side === 'inputs' && old.required === false)) {
          stats.goldFieldsTried++;
          if (!guard.stillLinks(tool)) {
            tool[side][pos] = old;
            return;
          }
          stats.goldFieldsKept++;
        }
        fields++;
      });
    }
    if (fields === 0) {
      tool.inputs = before.inputs;
      tool.outputs = before.outputs;
      continue;
    }
    backup.set(tool, before);
    stats.tools[kind]++;
    stats.fields += fields;
    renamed++;
  }
  return stats;
}
