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
    let best: LinkExplanation | undefined;
    for (const o of p.outputs) {
      const candidates = [...(index.acceptedBy[r.fieldId] ?? []), ...r.extra].filter((l) => l.from === o.fieldId);
      for (const link of candidates) {
        const scope = linkScope(index, producer, consumer, r.fieldId);
        const strength = link.strength * (o.rewrite?.strength ?? 1) * scope;
        if (best && best.strength >= strength) continue;
        const evidence = link.rule === 'description' ? r.extraEvidence[r.extra.indexOf(link)] : undefined;
        const scopeText = scope < 1 ? ` (an identifier from another API: ${toolNamespace(p.tool.id) || 'no namespace'} → ${toolNamespace(c.tool.id) || 'no namespace'}, strength halved)` : '';
        const reason = (evidence ?? `${ruleText(link, o.canonical, index.vocab.names[r.fieldId] ?? '?')}${rewriteText(o, p.tool.name)}${rewriteText(inField, c.tool.name)}`) + scopeText;
        best = { input: inField.spec.name, output: o.spec.name, field: index.vocab.names[r.fieldId] ?? '?', strength, rule: link.rule, reason };
      }
    }
    if (best) out.push(best);
  }
  return out;
}
