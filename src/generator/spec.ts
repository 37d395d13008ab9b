/**
 * The compact vocabulary the domain files are written in. A family (weather APIs, email
 * senders, ...) declares its endpoints once, in canonical snake_case; each vendor of the
 * family implements a subset and speaks its own dialect (renamed fields, camelCase, its own
 * call names). buildCatalog.ts turns vendor × endpoint into catalog tools.
 *
 * Field shorthand: `order_id` (string, required when an input), `?limit:integer` (optional),
 * `line_items:array`. `$loc` in inputs stands for the vendor's location fields.
 */
import type { ToolEffects } from '../core/index';

/** How a vendor writes names: `customer_email` or `customerEmail`. */
export type NameStyle = 'snake' | 'camel';

/** One operation of a family, before a vendor's dialect is applied. */
export interface EndpointSpec {
  /** Stable key inside the family, used by flows (`openweather.current`). */
  key: string;
  /** snake_case call names a vendor may use for it; one is drawn per vendor. */
  names: readonly string[];
  effects: ToolEffects;
  /** Description templates; `{Vendor}` is replaced by the vendor's display name. */
  about: readonly string[];
  inputs: readonly string[];
  outputs: readonly string[];
  /** Input descriptions that override the field glossary (canonical field → text). */
  notes?: Readonly<Record<string, string>>;
}

/** Price/performance tier of a vendor; scales latency, cost and reliability. */
export type VendorTier = 'premium' | 'standard' | 'budget' | 'legacy';

/** One vendor of a family and its dialect. */
export interface VendorSpec {
  slug: string;
  display: string;
  /**
   * How users name it in a request when that differs from `display` ("Google Analytics",
   * "our own web shop"); `display` without its parenthetical when absent.
   */
  spoken?: string;
  style: NameStyle;
  tier?: VendorTier;
  /** Endpoint keys it offers; all of the family's when absent. */
  only?: readonly string[];
  /** canonical field (or `endpointKey:field` for one endpoint) → the vendor's own snake_case name. */
  rename?: Readonly<Record<string, string>>;
  /** endpoint key → fixed snake_case call name. */
  names?: Readonly<Record<string, string>>;
  /** What `$loc` expands to for this vendor (weather APIs differ most here). */
  loc?: readonly string[];
}

/** Typical cost of one call in a family, before tier and effect adjustments. */
export interface UtilityBase {
  latency_ms: number;
  cost_usd: number;
  success_rate: number;
}

/** A family of look-alike APIs sharing one domain. */
export interface FamilySpec {
  key: string;
  category: string;
  /** Word used in synthesized vendor names (`Nimbrava Weather`). */
  noun: string;
  base: UtilityBase;
  endpoints: readonly EndpointSpec[];
  vendors: readonly VendorSpec[];
  /** Resources the scale mode builds CRUD distractors for (`station`, `alert_rule`). */
  entities: readonly string[];
  /** Extra sentences a description may end with. */
  tails?: readonly string[];
}

/**
 * A task template. Each step lists alternative tool refs (`vendor.endpointKey`); `{var}` in
 * a ref stands for one vendor drawn from `vars` for the whole chain, so that steps of one
 * vendor stay together. The task builder keeps a draw only if the chain links under the rules.
 */
export interface FlowSpec {
  key: string;
  vars?: Readonly<Record<string, readonly string[]>>;
  steps: readonly (readonly string[])[];
  /** Fields the request exposes (normalized names); each is a `{field}` slot in every query. */
  state: readonly string[];
  /**
   * Request templates. Each names the goal in the target's own words and leaves bridges
   * unsaid; `{@}` marks where a platform phrase ("via Stripe") goes when the sentence ends
   * on an aside (see platformMentions.ts).
   */
  queries: readonly string[];
  /** Value pools for fields whose generic values would read oddly in this flow. */
  examples?: Readonly<Record<string, readonly string[]>>;
}
