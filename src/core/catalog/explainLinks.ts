import type { CatalogIndex } from './catalogIndex';
import type { FieldRewrite } from './fieldVocabulary';
import type { LinkRule, NameLink } from './nameLinks';
import type { IndexedTool, Requirement, ToolField } from './toolFields';
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
  if (r.rule === 'alias') return ` ("${f.spec.name}" is an alias of ${f.canonical} in field_aliases)`;
  if (r.rule === 'resource')
    return ` ("${f.spec.name}" of ${toolName} is the id of a ${String(f.spec.resource)}, read as ${f.canonical})`;
  return ` ("${f.spec.name}" of ${toolName} read as ${f.canonical})`;
}

function ruleText(link: NameLink, output: string, input: string, resource: unknown): string {
  switch (link.rule) {
    case 'resource':
      return `${output} and ${input} both identify a ${String(resource)} (resource types in the schemas)`;
    case 'exact':
      return output === input ? `same field ${input}` : `${output} is ${input}`;
    case 'alias':
      return `${output} is an alias of ${input}`;
    case 'plural':
      return `${output} and ${input} differ only in number`;
    case 'qualified-consumer':
      return `${input} is ${output} with a qualifier`;
    case 'specific-producer':
      return `${output} is a specific kind of ${input}`;
    case 'identifier':
      return `${output} and ${input} identify the same thing under two names`;
    case 'locator':
      return `${output} locates what ${input} identifies (a tool takes either)`;
    case 'entity':
      return `${output} names the tool's entity`;
    case 'description':
      return 'the input description names this producer';
    case 'meaning':
      return `${output} and ${input} mean the same by their names and descriptions`;
  }
}

/** Every field link from `producer`'s outputs into `consumer`'s required inputs, with reasons. */
export function explainLinks(index: CatalogIndex, producer: number, consumer: number): LinkExplanation[] {
  const p = index.tools[producer];
  const c = index.tools[consumer];
  if (!p || !c || producer === consumer) return [];
  const out: LinkExplanation[] = [];
  const best = new StrongestLink();
  for (const r of c.requirements) {
    const inField = c.inputs[r.inputPos];
    if (!inField) continue;
    const scope = linkScope(index, producer, consumer, r.fieldId);
    best.find(index, p, r, scope);
    if (best.link && best.output)
      out.push(explanation(index, p, c, r, inField, best.link, best.output, best.strength, scope));
  }
  return out;
}

/**
 * The strongest link from a producer's outputs into one requirement (first wins ties): the
 * links that accept the field, then the requirement's own (description) links. This runs for
 * every pair of menu slots on each rebuild, so it builds no arrays or text, and it is apart
 * from the text: V8 threw away explainLinks' optimized code each time a rarer branch of the
 * text (a description link, an identifier from another API) ran for the first time, and
 * TurboFan compiled it again ~30 menus after a 16,000-tool catalog loaded.
 */
class StrongestLink {
  link: NameLink | undefined = undefined;
  output: ToolField | undefined = undefined;
  strength = 0;

  find(index: CatalogIndex, p: IndexedTool, r: Requirement, scope: number): void {
    this.link = undefined;
    this.output = undefined;
    this.strength = 0;
    for (const o of p.outputs) {
      this.consider(index.acceptedBy[r.fieldId], o, scope);
      this.consider(r.extra, o, scope);
    }
  }

  private consider(links: readonly NameLink[] | undefined, o: ToolField, scope: number): void {
    if (!links) return;
    for (const link of links) {
      if (link.from !== o.fieldId) continue;
      const strength = link.strength * (o.rewrite?.strength ?? 1) * scope;
      if (!this.link || strength > this.strength) {
        this.link = link;
        this.output = o;
        this.strength = strength;
      }
    }
  }
}

/** The explanation of the link from output `o` of p into requirement r of c. */
function explanation(
  index: CatalogIndex,
  p: IndexedTool,
  c: IndexedTool,
  r: Requirement,
  inField: ToolField,
  link: NameLink,
  o: ToolField,
  strength: number,
  scope: number,
): LinkExplanation {
  const evidence =
    link.rule === 'description' || link.rule === 'meaning' ? r.extraEvidence[r.extra.indexOf(link)] : undefined;
  const scopeText =
    scope < 1
      ? ` (an identifier from another API: ${toolNamespace(p.tool.id) || 'no namespace'} → ${toolNamespace(c.tool.id) || 'no namespace'}, strength halved)`
      : '';
  const reason =
    (evidence ??
      `${ruleText(link, o.canonical, index.vocab.names[r.fieldId] ?? '?', inField.spec.resource ?? o.spec.resource)}${rewriteText(o, p.tool.name)}${rewriteText(inField, c.tool.name)}`) +
    scopeText;
  return {
    input: inField.spec.name,
    output: o.spec.name,
    field: index.vocab.names[r.fieldId] ?? '?',
    strength,
    rule: link.rule,
    reason,
  };
}
