import { fieldTokens, normalizeFieldName, singularToken } from './fieldNames';
import type { FieldRewrite, FieldVocabulary } from './fieldVocabulary';
import { LINK_STRENGTH, type NameLink } from './nameLinks';
import { LOCATOR_FIELD_TOKENS } from './lexicon';
import { isIdentifierName } from './linkScope';
import { isGenericField, toolEntity } from './toolEntity';
import type { FieldSpec, Tool } from './types';

/** One declared input or output, resolved to its canonical field. */
export interface ToolField {
  spec: FieldSpec;
  /** Canonical name after normalization, aliases and the entity rewrite. */
  canonical: string;
  fieldId: number;
  required: boolean;
  /**
   * How the declared name became `canonical`, when it changed beyond normalization. Present
   * (undefined) on every field, like IndexedTool's `entity`: V8 gives an object that gains a
   * key after its creation a second hidden class, and the worker's hottest loops, optimized for
   * fields of one class, were thrown away whenever the other first came along (bench/deopts.ts).
   */
  rewrite: FieldRewrite | undefined;
}

/**
 * A required input as the state math sees it: the field it needs plus tool-specific extra
 * producers (description links, e.g. "the geo id returned by the location search").
 */
export interface Requirement {
  /** Position in the tool's `inputs`. */
  inputPos: number;
  fieldId: number;
  /** Extra links into this requirement only (`to` is this requirement's fieldId). */
  extra: NameLink[];
  /** Why each extra link exists (same order as `extra`). */
  extraEvidence: string[];
}

export interface IndexedTool {
  tool: Tool;
  index: number;
  /** The entity a generic field name is read with (toolEntity); undefined when none. */
  entity: string | undefined;
  inputs: ToolField[];
  outputs: ToolField[];
  requirements: Requirement[];
  /**
   * The optional input that counts as required as the tool's subject (markNamedSubject), and the
   * URL input that may stand for it (`issue_url` next to `issue_id`), as field ids; undefined
   * when the name rule found no subject. Present on every tool (see ToolField's `rewrite`).
   */
  subject: { fieldId: number; locator: number | undefined } | undefined;
}

/**
 * Resolves a declared field: normalize, apply aliases, then read a generic or identifier name
 * through the field's `resource` (`id` of a customer → `customer_id`, Twilio's `sid` of a call →
 * `call_sid`, strength 1: the schema says so), else a generic name (`id`, `name`, `status`) as
 * `<entity>_<name>` using the tool's entity (`get_order`'s `id` → `order_id`, strength 0.9).
 * URLs and links stay as they are (LOCATOR_FIELD_TOKENS). An input counts as required unless
 * it says `required: false` and is not the operation's subject (`x_subject`, set by the OpenAPI
 * importer: the optional input that names the object the operation acts on); a `credential`
 * never counts (the runtime supplies it).
 */
export function resolveToolField(
  vocab: FieldVocabulary,
  spec: FieldSpec,
  entity: string | undefined,
  isInput: boolean,
): ToolField {
  const { name, rewrite } = vocab.canonical(spec.name);
  const required = isInput && spec.credential !== true && (spec.required !== false || spec.x_subject === true);
  const byResource = resourceName(name, spec.resource);
  if (byResource !== undefined) {
    const canonical = vocab.canonical(byResource).name;
    const rewritten: FieldRewrite = { rule: 'resource', from: name, strength: 1 };
    return { spec, canonical, fieldId: vocab.intern(canonical), required, rewrite: rewritten };
  }
  let canonical = name;
  let applied = rewrite;
  const tokens = entity !== undefined && isGenericField(name) ? fieldTokens(name) : [];
  if (
    entity !== undefined &&
    tokens.length > 0 &&
    !tokens.includes(entity) &&
    !tokens.every((t) => LOCATOR_FIELD_TOKENS.has(t))
  ) {
    const qualified = vocab.canonical(`${entity}_${name}`).name;
    canonical = qualified;
    applied = { rule: 'entity', from: name, strength: LINK_STRENGTH.entity };
  }
  return { spec, canonical, fieldId: vocab.intern(canonical), required, rewrite: applied };
}

/**
 * `<resource>_<last token>` for a generic or identifier name that does not name its resource
 * (`id`, `data_id` of a charge → charge_id; `sid` of a call → call_sid); undefined otherwise.
 */
function resourceName(name: string, resource: unknown): string | undefined {
  if (typeof resource !== 'string' || !(isGenericField(name) || isIdentifierName(name))) return undefined;
  const type = normalizeFieldName(resource);
  const tokens = fieldTokens(name).map(singularToken);
  if (type.length === 0 || `_${tokens.join('_')}_`.includes(`_${type}_`)) return undefined;
  return `${type}_${tokens[tokens.length - 1] ?? 'id'}`;
}

/**
 * Whether an output before position `o` has the same field: a tool produces each field once, at
 * its first output with it (the index's producer lists and a set's producers both skip the rest).
 */
export function producedBefore(outputs: readonly { fieldId: number }[], o: number): boolean {
  const field = outputs[o]?.fieldId;
  for (let k = 0; k < o; k++) if (outputs[k]?.fieldId === field) return true;
  return false;
}

/** Name words of tools that list or search: their optional identifier inputs are filters, not a subject. */
const NO_SUBJECT_VERBS: ReadonlySet<string> = new Set(['list', 'search', 'find', 'query']);
/** A tool name's words, singular (`usergroups_create` → usergroup, create). */
function nameWords(tool: Tool): string[] {
  return fieldTokens(normalizeFieldName(tool.name)).map(singularToken);
}

/** Whether a tool's name words say it lists or searches (its optional inputs filter). */
function listsOrSearches(words: readonly string[]): boolean {
  return words.some((t) => NO_SUBJECT_VERBS.has(t));
}

/** Whether a tool's name lets one of its inputs be its subject: not a tool that lists or searches (its inputs filter). */
export function mayHaveSubject(tool: Tool): boolean {
  return !listsOrSearches(nameWords(tool));
}

/** Whether a tool's name says it makes an object (create, add, …): its optional references configure what it makes. */
export function makesObject(tool: Tool): boolean {
  return nameWords(tool).some((t) => CREATE_VERBS.has(t));
}

/** Name words of tools that make an object: the object they make has no identifier yet. */
const CREATE_VERBS: ReadonlySet<string> = new Set([
  'create',
  'add',
  'new',
  'post',
  'make',
  'generate',
  'insert',
  'upload',
]);
/** Words that end the name of the object a tool makes (`create_presentation_from_template`). */
const NAME_PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'to', 'for', 'in', 'on', 'with', 'of', 'by', 'into']);
/**
 * Last tokens of an identifier input that may name a subject (`issue_id`, `call_sid`): narrower
 * than isIdentifierName, whose `ref`, `token` and `handle` are a git ref, a page token or a
 * group's new handle far more often than the object a tool acts on.
 */
const SUBJECT_ID_TOKENS: ReadonlySet<string> = new Set(['id', 'sid', 'uuid', 'guid', 'key', 'slug', 'number']);

/**
 * The subject rule for every catalog (the OpenAPI importer's `x_subject` reads schemas; MCP
 * servers and function lists have none): a tool that acts on one object its name names
 * (Sentry's `get_issue_tag_values`, `update_dsn`) and takes that object's identifier as an
 * optional input (`issueId`, optional because an `issueUrl` may stand for it) needs it all
 * the same. The first optional input named `<noun>_<id>` for a noun of the tool's name counts
 * as required, unless the name lists or searches (there such inputs filter). A tool that makes
 * an object (create, add, …) has no id of it yet: only the other objects it names count, the
 * parent it makes it in or the source it makes it from (`add_issue_note`'s issue,
 * `create_presentation_from_template`'s template; not `create_project`'s project, nor
 * CreateIncomingPhoneNumber's phone number). A `<noun>_url` input of the same tool is its
 * locator: the index lets it stand for the identifier (catalogIndex's locatorsOf).
 */
function markNamedSubject(tool: Tool, inputs: ToolField[]): IndexedTool['subject'] {
  const nameTokens = nameWords(tool);
  if (listsOrSearches(nameTokens)) return undefined;
  const nouns = new Set(nameTokens);
  const made = madeObject(nameTokens);
  for (const f of inputs) {
    if (f.required || f.spec.credential === true || f.spec.required !== false) continue;
    const tokens = fieldTokens(f.canonical).map(singularToken);
    const noun = tokens[0] ?? '';
    if (tokens.length !== 2 || !SUBJECT_ID_TOKENS.has(tokens[1] ?? '') || !nouns.has(noun)) continue;
    if (made.has(noun)) continue;
    f.required = true;
    const locator = inputs.find((g) => {
      const t = fieldTokens(g.canonical);
      return t.length === 2 && singularToken(t[0] ?? '') === noun && LOCATOR_FIELD_TOKENS.has(t[1] ?? '');
    });
    return { fieldId: f.fieldId, locator: locator?.fieldId };
  }
  return undefined;
}

/**
 * The words of the object a making tool makes: its name's words after the making verb up to a
 * preposition (or, where the verb ends the name, the words before it), less the first of two or more (a qualifier or the parent: `add_issue_note` makes a
 * note in an issue; `CreateIncomingPhoneNumber` an incoming phone number: phone and number).
 * Empty for a tool that makes nothing.
 */
function madeObject(nameTokens: readonly string[]): Set<string> {
  const at = nameTokens.findIndex((t) => CREATE_VERBS.has(t));
  if (at < 0) return new Set();
  const words: string[] = [];
  for (const t of nameTokens.slice(at + 1)) {
    if (NAME_PREPOSITIONS.has(t)) break;
    words.push(t);
  }
  // Noun first, verb last (Slack's `usergroups_create`, `conversations_create`): the words before.
  if (words.length === 0) words.push(...nameTokens.slice(0, at));
  return new Set(words.length > 1 ? words.slice(1) : words);
}

/** Resolves every field of a tool; description links are added later by the index. */
export function indexTool(vocab: FieldVocabulary, tool: Tool, index: number): IndexedTool {
  const entity = toolEntity(tool);
  const inputs = tool.inputs.map((spec) => resolveToolField(vocab, spec, entity, true));
  const outputs = tool.outputs.map((spec) => resolveToolField(vocab, spec, entity, false));
  const subject = markNamedSubject(tool, inputs);
  const requirements: Requirement[] = [];
  const seen = new Set<number>();
  inputs.forEach((f, inputPos) => {
    // Two inputs resolving to one field are one requirement: one producer satisfies both.
    if (f.required && !seen.has(f.fieldId)) {
      seen.add(f.fieldId);
      requirements.push({ inputPos, fieldId: f.fieldId, extra: [], extraEvidence: [] });
    }
  });
  return { tool, index, entity, inputs, outputs, requirements, subject };
}
