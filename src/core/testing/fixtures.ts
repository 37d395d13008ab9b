import type { Catalog, FieldSpec, Tool } from '../catalog/types';
import { ROLE_ORDER, type MembershipOutput } from '../menu/membership';
import type { Role } from '../state/roles';

/** Shorthand for a tool in hand-made test catalogs. */
export function tool(
  id: string,
  description: string,
  inputs: (string | FieldSpec)[],
  outputs: string[],
  extra: Partial<Tool> = {},
): Tool {
  return {
    id,
    name: id.includes('.') ? id.slice(id.indexOf('.') + 1) : id,
    description,
    inputs: inputs.map((f) => (typeof f === 'string' ? { name: f, type: 'string', required: true } : f)),
    outputs: outputs.map((name) => ({ name, type: 'string' })),
    ...extra,
  };
}

export function catalogOf(tools: Tool[], field_aliases?: Record<string, string[]>): Catalog {
  const c: Catalog = { format: 'tool-catalog/v1', name: 'test', tools };
  if (field_aliases) c.field_aliases = field_aliases;
  return c;
}

/**
 * The receipt example of SPEC.md: the request names the end tool (send_receipt_email) but it
 * needs customer_email (get_customer_email ← customer_id ← get_order ← order_id in s0) and a
 * rendered receipt; eight email look-alikes crowd relevance.
 */
export function receiptCatalog(): Catalog {
  const lookalikes = ['mailgun', 'sendgrid', 'postmark', 'ses', 'smtp', 'sparkpost', 'mailjet', 'brevo'].map((v) =>
    tool(
      `${v}.send_receipt_email_message`,
      `Send an email receipt message to the customer email with ${v}.`,
      ['to_address', 'subject', 'body_html'],
      ['message_id'],
    ),
  );
  return catalogOf([
    tool('shop.get_order', 'Look up an order by its id.', ['order_id'], ['customer_id', 'order_items', 'order_total']),
    tool('shop.get_customer_email', 'Contact lookup for an account.', ['customer_id'], ['customer_email']),
    tool('shop.render_receipt_pdf', 'Render a PDF document for an order.', ['order_id'], ['receipt_url']),
    tool(
      'shop.send_receipt',
      "Email today's receipt to the customer.",
      ['customer_email', 'receipt_url'],
      ['message_id'],
      { effects: 'irreversible' },
    ),
    tool('weather.current', 'Current weather for a city.', ['city'], ['temperature']),
    ...lookalikes,
  ]);
}

/**
 * A hand-made scorer output for a set of n = membership.length tools: m_i as given, one role per
 * tool (`roles[i]`, default none), and b_ij = 1 for each [i, j] in `before`.
 */
export function scoredSet(
  membership: number[],
  { roles = [], before = [] }: { roles?: Role[]; before?: [number, number][] } = {},
): MembershipOutput {
  const n = membership.length;
  const roleProbs = new Float32Array(n * ROLE_ORDER.length);
  for (let i = 0; i < n; i++) roleProbs[i * ROLE_ORDER.length + ROLE_ORDER.indexOf(roles[i] ?? 'none')] = 1;
  const precedence = new Float32Array(n * n);
  for (const [i, j] of before) precedence[i * n + j] = 1;
  return { membership: Float32Array.from(membership), roles: roleProbs, precedence };
}
