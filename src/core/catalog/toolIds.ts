/**
 * Tool ids as real catalogs write them: a vendor or API prefix, then the tool's name
 * (`stripe_api.PostCustomers`, `github/issues.create`, `mcp__slack__post_message`). The app's
 * menus and the CLI's tables read them with these.
 */

/** Where a tool id's vendor prefix ends: after its first `.`, `/` or `__` (0 when it has none). */
export function vendorPrefixLength(text: string): number {
  const m = /^[^./]+?(\.|\/|__)/.exec(text);
  return m && m[0].length < text.length ? m[0].length : 0;
}

/**
 * The vendor prefix every listed tool id shares, where each id is that prefix and the tool's
 * name (`twilio_api.` for a Twilio catalog's `twilio_api.ListCall`, …): a menu of one API need
 * not repeat it in every row. Undefined where the ids differ in it, an id is not prefix + name,
 * or fewer than two tools are listed.
 */
export function sharedVendorPrefix(tools: readonly { toolId: string; name: string }[]): string | undefined {
  if (tools.length < 2) return undefined;
  let shared: string | undefined;
  for (const { toolId, name } of tools) {
    const cut = toolId.length - name.length;
    if (cut <= 0 || !toolId.endsWith(name)) return undefined;
    const prefix = toolId.slice(0, cut);
    if (vendorPrefixLength(toolId) !== prefix.length) return undefined;
    if (shared === undefined) shared = prefix;
    else if (shared !== prefix) return undefined;
  }
  return shared;
}
