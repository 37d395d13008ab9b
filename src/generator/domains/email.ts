/**
 * Transactional email senders: nine look-alikes. They agree on what they do and disagree on
 * the recipient field (`to_email`, `to`, `recipient_email`, `email`, `to_address`).
 */
import type { FamilySpec } from '../spec';

export const EMAIL: FamilySpec = {
  key: 'email',
  category: 'email',
  noun: 'Mail',
  base: { latency_ms: 300, cost_usd: 0.0008, success_rate: 0.99 },
  entities: ['suppression', 'sender_identity', 'webhook', 'contact_list'],
  tails: [
    'Messages are sent from a verified sender domain.',
    'Open and click tracking can be enabled per message.',
    'Returns 202 once the message is queued.',
  ],
  endpoints: [
    {
      key: 'send',
      names: ['send_email', 'send_mail', 'send_message'],
      effects: 'irreversible',
      about: [
        'Sends a transactional email.',
        'Delivers a single email through {Vendor}; HTML and plain text bodies are both accepted.',
        'Queues an email for immediate delivery and returns its message id.',
      ],
      inputs: ['to_email', '?subject', '?html', '?text', '?from_email'],
      outputs: ['message_id', 'status'],
    },
    {
      key: 'template',
      names: ['send_template_email', 'send_templated_email', 'send_with_template'],
      effects: 'irreversible',
      about: [
        'Sends an email rendered from a stored template.',
        'Fills a saved template with variables and sends it to one recipient.',
      ],
      inputs: ['to_email', 'template_id', '?template_data:object'],
      outputs: ['message_id'],
    },
    {
      key: 'find_template',
      names: ['find_template', 'search_templates'],
      effects: 'read',
      about: ['Finds a stored email template by name.', 'Looks up saved templates whose name matches.'],
      inputs: ['name'],
      outputs: ['id', 'subject', 'updated_at'],
    },
    {
      key: 'attach',
      names: ['send_email_with_attachment', 'send_with_attachment', 'send_attachment'],
      effects: 'irreversible',
      about: [
        'Sends an email with a file attached from a URL.',
        'Fetches the file at the given URL and mails it as an attachment.',
      ],
      inputs: ['to_email', 'attachment_url', '?subject', '?text'],
      outputs: ['message_id'],
    },
    {
      key: 'status',
      names: ['get_message_status', 'get_email_status', 'message_events'],
      effects: 'read',
      about: [
        'Delivery events of a sent message: delivered, opened, bounced.',
        'Tells whether an email was delivered and opened.',
      ],
      inputs: ['message_id'],
      outputs: ['status', 'delivered_at', 'opened:boolean'],
    },
    {
      key: 'validate',
      names: ['validate_email', 'verify_email', 'check_email'],
      effects: 'read',
      about: [
        'Checks that an email address exists and is not disposable.',
        'Validates an email address: syntax, domain and mailbox checks.',
      ],
      inputs: ['email'],
      outputs: ['is_valid:boolean', 'is_disposable:boolean', 'did_you_mean'],
    },
    {
      key: 'subscribe',
      names: ['add_contact_to_list', 'add_list_member', 'subscribe'],
      effects: 'write',
      about: ['Adds an address to a mailing list.', 'Subscribes a contact to a marketing list.'],
      inputs: ['list_id', 'email'],
      outputs: ['member_id'],
    },
  ],
  vendors: [
    { slug: 'sendgrid', display: 'SendGrid', style: 'snake' },
    {
      slug: 'mailgun',
      display: 'Mailgun',
      style: 'snake',
      only: ['send', 'template', 'attach', 'status', 'validate'],
      rename: { to_email: 'to' },
    },
    {
      slug: 'postmark',
      display: 'Postmark',
      style: 'camel',
      tier: 'premium',
      only: ['send', 'template', 'find_template', 'status'],
      rename: { to_email: 'to', template_id: 'template_alias' },
    },
    {
      slug: 'ses',
      display: 'Amazon SES',
      style: 'camel',
      tier: 'budget',
      only: ['send', 'template', 'attach'],
      rename: { to_email: 'to_address' },
    },
    {
      slug: 'sparkpost',
      display: 'SparkPost',
      style: 'snake',
      only: ['send', 'template', 'attach', 'status'],
      rename: { to_email: 'recipient_email' },
    },
    {
      slug: 'mailjet',
      display: 'Mailjet',
      style: 'camel',
      only: ['send', 'template', 'find_template', 'attach', 'subscribe'],
    },
    {
      slug: 'brevo',
      display: 'Brevo',
      style: 'camel',
      only: ['send', 'template', 'attach', 'subscribe'],
      rename: { to_email: 'email' },
    },
    {
      slug: 'resend',
      display: 'Resend',
      style: 'snake',
      tier: 'budget',
      only: ['send', 'attach'],
      rename: { to_email: 'to' },
    },
    { slug: 'mandrill', display: 'Mandrill', style: 'snake', tier: 'legacy', only: ['send', 'template', 'status'] },
  ],
};
