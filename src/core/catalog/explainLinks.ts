import type { CatalogIndex } from './catalogIndex';
import type { FieldRewrite } from './fieldVocabulary';
import type { LinkRule, NameLink } from './nameLinks';
import type { ToolField } from './toolFields';
import { linkScope, toolNamespace } from './linkScope';

/** Why one output of a producer satisfies one required input of a consumer. */
export interface LinkExplanation {
  /** The consumer's input as declared. */
  input: string;
  /** The producer's output as declared. */
  output: string;
  /** Canonical field the consumer needs. */
  field: string;
  /** The link's strength × the producer-side rewrite strength × the identifier scope (as in κ), in [0, 1]. */
  strength: number;
  rule: LinkRule;
  /** One sentence a user can read. */
  reason: string;
}

function rewriteText(f: ToolField, toolName: string): string {
  const r: FieldRewrite | undefined = f.rewrite;
  if (!r) return '';
  return r.rule === 'alias'
    ? ` ("${f.spec.name}" is an alias of ${f.canonical} in field_aliases)`
    : ` ("${f.spec.name}" of ${toolName} read as ${f.canonical})`;
}

function ruleText(link: NameLink, output: string, input: string): string {
  switch (link.rule) {
    case 'exact': return output === input ? `same field ${input}` : `${output} is ${input}`;
    case 'alias': return `${output} is an alias of ${input}`;
    case 'plural': return `${output} and ${input} differ only in number`;
    case 'qualified-consumer': return `${input} is ${output} with a qualifier`;
    case 'specific-producer': return `${output} is a specific kind of ${input}`;
    case 'entity': return `${output} names the tool's entity`;
    case 'description': return 'the input description names this producer';
  }
}

/** Every field link from `producer`'s outputs into `consumer`'s required inputs, with reasons. */
export function explainLinks(index: CatalogIndex, producer: number, consumer: number): LinkExplanation[] {
  const p = index.tools[producer];
  const c = index.tools[consumer];
  if (!p || !c || producer === consumer) return [];
  const out: LinkExplanation[] = [];
  for (const r of c.requirements) {
    const inField = c.inputs[r.inputPos];
    if (!inField) continue;
    // The strongest link (first wins ties): the links that accept the field, then the
    // requirement's own (description) links. No arrays or text for the others: this runs for
    // every pair of menu slots on each rebuild.
    let best: { link: NameLink; o: ToolField; strength: number } | undefined;
    const scope = linkScope(index, producer, consumer, r.fieldId);
    const consider = (link: NameLink, o: ToolField): void => {
      const strength = link.strength * (o.rewrite?.strength ?? 1) * scope;
      if (!best || strength > best.strength) best = { link, o, strength };
    };
    for (const o of p.outputs) {
      for (const link of index.acceptedBy[r.fieldId] ?? []) if (link.from === o.fieldId) consider(link, o);
      for (const link of r.extra) if (link.from === o.fieldId) consider(link, o);
    }
    if (!best) continue;
    const { link, o, strength } = best;
    const evidence = link.rule === 'description' ? r.extraEvidence[r.extra.indexOf(link)] : undefined;
    const scopeText = scope < 1 ? ` (an identifier from another API: ${toolNamespace(p.tool.id) || 'no namespace'} → ${toolNamespace(c.tool.id) || 'no namespace'}, strength halved)` : '';
    const reason = (evidence ?? `${ruleText(link, o.canonical, index.vocab.names[r.fieldId] ?? '?')}${rewriteText(o, p.tool.name)}${rewriteText(inField, c.tool.name)}`) + scopeText;
    out.push({ input: inField.spec.name, output: o.spec.name, field: index.vocab.names[r.fieldId] ?? '?', strength, rule: link.rule, reason });
  }
  return out;
}
