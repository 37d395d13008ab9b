/**
 * The generator's own copy of the field-link rules (the core's linker in catalog/ reads the
 * same lexicon). It decides which gold edges a chain has and rejects chains whose required
 * inputs cannot all be fed. Rules, in order:
 *   exact / alias / entity — same canonical name (after aliases, and after reading a generic
 *   name such as `id` as `<entity>_id`); plural — same name once tokens are singular;
 *   qualified-consumer — consumer = qualifier + producer (`sky_id` → `origin_sky_id`);
 *   specific-producer — producer = qualifier + consumer (`customer_email` → `email`).
 */
import {
  fieldTokens,
  normalizeFieldName,
  singularToken,
  GENERIC_FIELD_TOKENS,
  TOOL_NAME_VERBS,
  type Tool,
} from '../core/index';

export type FieldLinkRule = 'exact' | 'alias' | 'entity' | 'plural' | 'qualified-consumer' | 'specific-producer';

/** A field name after normalization, aliases and the entity rewrite. */
export interface ResolvedField {
  name: string;
  rewrite?: 'alias' | 'entity';
}

/** Required inputs (I_i) and outputs (O_i) of a tool, resolved. */
export interface ToolSignature {
  inputs: ResolvedField[];
  outputs: ResolvedField[];
}

const singularKeys = new Map<string, string>();
const genericNames = new Map<string, boolean>();

function singularKey(name: string): string {
  let key = singularKeys.get(name);
  if (key === undefined) {
    key = fieldTokens(name).map(singularToken).join('_');
    singularKeys.set(name, key);
  }
  return key;
}

/** True when every token of a normalized name is generic (`id`, `name`, `status_code`). */
export function isGenericName(normalized: string): boolean {
  let generic = genericNames.get(normalized);
  if (generic === undefined) {
    const tokens = fieldTokens(normalized);
    generic = tokens.length > 0 && tokens.every((t) => GENERIC_FIELD_TOKENS.has(singularToken(t)));
    genericNames.set(normalized, generic);
  }
  return generic;
}

function nounsOf(text: string): string[] {
  return fieldTokens(normalizeFieldName(text))
    .map(singularToken)
    .filter((t) => !TOOL_NAME_VERBS.has(t) && !GENERIC_FIELD_TOKENS.has(t) && !/^\d+$/.test(t) && t.length > 1);
}

/** The entity a tool acts on: last noun of its name (singular), else of its category. */
export function entityOf(tool: Pick<Tool, 'name' | 'category'>): string | undefined {
  const nouns = nounsOf(tool.name);
  if (nouns.length > 0) return nouns[nouns.length - 1];
  const fromCategory = tool.category === undefined ? [] : nounsOf(tool.category);
  return fromCategory[fromCategory.length - 1];
}

/** Resolves and links field names under one catalog's aliases. */
export class FieldLinker {
  private readonly aliasOf = new Map<string, string>();
  private readonly signatures = new Map<string, ToolSignature>();

  constructor(aliases: Readonly<Record<string, readonly string[]>>) {
    for (const [canonical, names] of Object.entries(aliases)) {
      const target = normalizeFieldName(canonical);
      for (const alias of names) this.aliasOf.set(normalizeFieldName(alias), target);
    }
  }

  /** Normalized, alias-resolved name (no entity rewrite: state fields have no tool). */
  canonical(raw: string): ResolvedField {
    const normalized = normalizeFieldName(raw);
    const target = this.aliasOf.get(normalized);
    return target === undefined || target === normalized ? { name: normalized } : { name: target, rewrite: 'alias' };
  }

  private resolve(raw: string, entity: string | undefined): ResolvedField {
    const field = this.canonical(raw);
    if (entity !== undefined && isGenericName(field.name) && !fieldTokens(field.name).includes(entity)) {
      return { name: this.canonical(`${entity}_${field.name}`).name, rewrite: 'entity' };
    }
    return field;
  }

  /** I_i (required inputs) and O_i of a tool, cached by id. */
  signature(tool: Tool): ToolSignature {
    let sig = this.signatures.get(tool.id);
    if (sig === undefined) {
      const entity = entityOf(tool);
      sig = {
        inputs: tool.inputs.filter((f) => f.required !== false).map((f) => this.resolve(f.name, entity)),
        outputs: tool.outputs.map((f) => this.resolve(f.name, entity)),
      };
      this.signatures.set(tool.id, sig);
    }
    return sig;
  }

  /** The rule by which `producer` feeds `consumer`, or undefined when it does not. */
  link(producer: ResolvedField, consumer: ResolvedField): FieldLinkRule | undefined {
    const p = singularKey(producer.name);
    const c = singularKey(consumer.name);
    if (p.length === 0 || c.length === 0) return undefined;
    if (p === c) return producer.name === consumer.name ? (producer.rewrite ?? consumer.rewrite ?? 'exact') : 'plural';
    if (!isGenericName(producer.name) && c.endsWith(`_${p}`)) return 'qualified-consumer';
    if (!isGenericName(consumer.name) && p.endsWith(`_${c}`)) return 'specific-producer';
    return undefined;
  }
}
