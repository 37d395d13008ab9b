/**
 * Help desks: tickets, comments, agents, macros. A ticket can carry the order it is about
 * (`order_id`), which is how support flows reach the store.
 */
import type { FamilySpec } from '../spec';

export const SUPPORT: FamilySpec = {
  key: 'support',
  category: 'support',
  noun: 'Desk',
  base: { latency_ms: 280, cost_usd: 0.0004, success_rate: 0.99 },
  entities: ['ticket_field', 'escalation_policy', 'group', 'satisfaction_survey'],
  tails: ['Private notes are never shown to the requester.', 'Triggers and automations run after the change.', 'Requires an agent API token.'],
  endpoints: [
    {
      key: 'create_ticket', names: ['create_ticket', 'open_ticket', 'new_ticket'], effects: 'write',
      about: ['Opens a support ticket on behalf of a customer.', 'Creates a ticket; the requester gets an automatic acknowledgement.'],
      inputs: ['requester_email', '?subject', '?description', '?priority'], outputs: ['id', 'status'],
    },
    {
      key: 'get_ticket', names: ['get_ticket', 'show_ticket', 'retrieve_ticket'], effects: 'read',
      about: ['Returns a ticket with requester, assignee, priority and linked order.', 'Shows one ticket and its custom fields.'],
      inputs: ['ticket_id'], outputs: ['subject', 'status', 'requester_email', 'assignee_id', 'order_id', 'priority'],
    },
    {
      key: 'search', names: ['search_tickets', 'find_tickets'], effects: 'read',
      about: ['Searches tickets with the help-desk query syntax.', 'Finds tickets by text, status or requester.'],
      inputs: ['query'], outputs: ['ticket_ids:array', 'count:integer'],
    },
    {
      key: 'comment', names: ['add_comment', 'reply_to_ticket', 'add_ticket_comment'], effects: 'write',
      about: ['Adds a public reply or an internal note to a ticket.', 'Replies to the requester on a ticket.'],
      inputs: ['ticket_id', '?body', '?public:boolean'], outputs: ['comment_id'],
    },
    {
      key: 'assign', names: ['assign_ticket', 'reassign_ticket'], effects: 'write',
      about: ['Assigns a ticket to an agent.', 'Hands a ticket over to another agent.'],
      inputs: ['ticket_id', 'agent_id'], outputs: ['updated_at'],
    },
    {
      key: 'close', names: ['close_ticket', 'solve_ticket', 'resolve_ticket'], effects: 'write',
      about: ['Marks a ticket as solved.', 'Closes a ticket; the requester can reopen it by replying.'],
      inputs: ['ticket_id'], outputs: ['closed_at'],
    },
    {
      key: 'find_agent', names: ['find_agent', 'search_agents', 'lookup_agent'], effects: 'read',
      about: ['Finds an agent by email.', 'Looks up a help-desk agent.'],
      inputs: ['email'], outputs: ['id', 'name', 'group_id'],
    },
    {
      key: 'escalate', names: ['escalate_ticket', 'set_ticket_priority'], effects: 'write',
      about: ['Escalates a ticket: raises its priority and notifies the escalation group.'],
      inputs: ['ticket_id', '?priority'], outputs: ['priority'],
    },
    {
      key: 'find_macro', names: ['find_macro', 'search_macros'], effects: 'read',
      about: ['Finds a saved reply (macro) by name.'],
      inputs: ['name'], outputs: ['id', 'actions:array'],
    },
    {
      key: 'apply_macro', names: ['apply_macro'], effects: 'write',
      about: ['Applies a macro to a ticket: canned reply, tags and status.'],
      inputs: ['ticket_id', 'macro_id'], outputs: ['updated_at'],
    },
  ],
  vendors: [
    { slug: 'zendesk', display: 'Zendesk', style: 'snake' },
    { slug: 'freshdesk', display: 'Freshdesk', style: 'snake', tier: 'budget', only: ['create_ticket', 'get_ticket', 'search', 'comment', 'assign', 'close', 'find_agent'], rename: { agent_id: 'responder_id', requester_email: 'email' } },
    { slug: 'intercom', display: 'Intercom', style: 'camel', tier: 'premium', only: ['create_ticket', 'get_ticket', 'comment', 'assign', 'close', 'find_agent'], rename: { ticket_id: 'conversation_id', agent_id: 'admin_id' }, names: { find_agent: 'find_admin' } },
    { slug: 'helpscout', display: 'Help Scout', style: 'camel', only: ['create_ticket', 'get_ticket', 'search', 'comment', 'close'], rename: { requester_email: 'customer_email' } },
    { slug: 'front', display: 'Front', style: 'snake', only: ['get_ticket', 'comment', 'assign', 'find_agent'], rename: { ticket_id: 'conversation_id', agent_id: 'teammate_id' }, names: { find_agent: 'find_teammate' } },
    { slug: 'jsm', display: 'Jira Service Management', style: 'camel', tier: 'legacy', only: ['create_ticket', 'get_ticket', 'comment', 'assign', 'escalate'], rename: { ticket_id: 'issue_key' } },
  ],
};
