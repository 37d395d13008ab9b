import { normalizeFieldName } from './fieldNames';

/** How a declared field name became the canonical field it stands for. */
export interface FieldRewrite {
  /** `resource`: a generic or id name read through the field's `resource` (`id` of a customer → customer_id). */
  rule: 'alias' | 'entity' | 'resource';
  /** The normalized name as written. */
  from: string;
  /** Strength of the rewrite itself (alias 1, resource 1, entity 0.9). */
  strength: number;
}

/**
 * Canonical field names and their integer ids. A name is normalized (fieldNames.ts), then
 * mapped through the catalog's `field_aliases` onto its canonical name.
 */
export class FieldVocabulary {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly canonicalOfAlias = new Map<string, string>();

  constructor(aliases: Record<string, string[]> | undefined) {
    for (const [canonical, names] of Object.entries(aliases ?? {})) {
      const target = normalizeFieldName(canonical);
      for (const alias of names) {
        const from = normalizeFieldName(alias);
        if (from !== target && from.length > 0) this.canonicalOfAlias.set(from, target);
      }
    }
  }

  /** Normalized + alias-resolved name, with the alias rewrite when one applied. */
  canonical(raw: string): { name: string; rewrite?: FieldRewrite } {
    const normalized = normalizeFieldName(raw);
    const target = this.canonicalOfAlias.get(normalized);
    return target === undefined
      ? { name: normalized }
      : { name: target, rewrite: { rule: 'alias', from: normalized, strength: 1 } };
  }

  /** The id of a canonical name, creating it when new. */
  intern(canonicalName: string): number {
    let id = this.ids.get(canonicalName);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(canonicalName);
      this.ids.set(canonicalName, id);
    }
    return id;
  }

  /** The id of a canonical name, or undefined when no tool declares it. */
  idOf(canonicalName: string): number | undefined {
    return this.ids.get(canonicalName);
  }

  get size(): number {
    return this.names.length;
  }
}
