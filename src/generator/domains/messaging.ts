/**
 * Messaging: SMS gateways (near-duplicates that disagree on how to name the recipient:
 * `to`, `dst`, `msisdn`, `to_phone_number`) and team chat (channels found by name, DMs
 * opened from a user id).
 */
import type { FamilySpec } from '../spec';

export const SMS: FamilySpec = {
  key: 'sms',
  category: 'messaging',
  noun: 'SMS',
  base: { latency_ms: 350, cost_usd: 0.0079, success_rate: 0.985 },
  entities: ['alphanumeric_sender', 'short_code', 'opt_out'],
  tails: [
    'Billed per 160-character segment.',
    'Delivery receipts arrive by webhook.',
    'Messages to some countries need a registered sender id.',
  ],
  endpoints: [
    {
      key: 'send',
      names: ['send_sms', 'send_text', 'create_message', 'send_message'],
      effects: 'irreversible',
      about: [
        'Sends an SMS text message to a mobile number.',
        'Queues an SMS text message for delivery through {Vendor}.',
        'Delivers a one-way SMS text; long bodies are split into segments.',
      ],
      inputs: ['to_phone_number', '?body', '?sender_id'],
      outputs: ['message_id', 'status', 'segments:integer', 'price:number'],
    },
    {
      key: 'status',
      names: ['get_message_status', 'message_status', 'fetch_message'],
      effects: 'read',
      about: ['Delivery status of a sent message.', 'Returns whether a message was queued, sent, delivered or failed.'],
      inputs: ['message_id'],
      outputs: ['status', 'delivered_at', 'error_code'],
    },
    {
      key: 'lookup',
      names: ['lookup_number', 'phone_lookup', 'validate_number'],
      effects: 'read',
      about: ['Carrier and line-type lookup for a phone number.', 'Validates a number and tells mobile from landline.'],
      inputs: ['phone_number'],
      outputs: ['carrier', 'line_type', 'is_valid:boolean', 'country_code'],
    },
    {
      key: 'verify',
      names: ['send_verification', 'start_verification', 'send_otp'],
      effects: 'irreversible',
      about: ['Sends a one-time passcode by SMS.', 'Starts a phone verification and texts a 6-digit code.'],
      inputs: ['to_phone_number', '?channel'],
      outputs: ['verification_id', 'expires_at'],
    },
  ],
  vendors: [
    { slug: 'twilio', display: 'Twilio', style: 'camel', tier: 'premium' },
    { slug: 'vonage', display: 'Vonage', style: 'snake', rename: { to_phone_number: 'to' } },
    {
      slug: 'messagebird',
      display: 'MessageBird',
      style: 'camel',
      only: ['send', 'status', 'lookup'],
      rename: { to_phone_number: 'msisdn', phone_number: 'msisdn' },
    },
    {
      slug: 'plivo',
      display: 'Plivo',
      style: 'snake',
      tier: 'budget',
      only: ['send', 'status'],
      rename: { to_phone_number: 'dst' },
    },
    {
      slug: 'sinch',
      display: 'Sinch',
      style: 'camel',
      only: ['send', 'status', 'verify'],
      rename: { to_phone_number: 'recipient_phone_number' },
    },
    {
      slug: 'clicksend',
      display: 'ClickSend',
      style: 'snake',
      tier: 'budget',
      only: ['send', 'status'],
      rename: { to_phone_number: 'phone' },
    },
    { slug: 'telnyx', display: 'Telnyx', style: 'snake', only: ['send', 'lookup'], rename: { to_phone_number: 'to' } },
    {
      slug: 'textmagic',
      display: 'TextMagic',
      style: 'snake',
      tier: 'budget',
      only: ['send'],
      rename: { to_phone_number: 'phones' },
    },
  ],
};

export const CHAT: FamilySpec = {
  key: 'chat',
  category: 'messaging',
  noun: 'Chat',
  base: { latency_ms: 220, cost_usd: 0, success_rate: 0.992 },
  entities: ['reminder', 'user_group', 'bookmark'],
  tails: ['Requires a bot token with the right scopes.', 'Rate limited per workspace.'],
  endpoints: [
    {
      key: 'find_channel',
      names: ['find_channel', 'lookup_channel', 'get_channel_by_name'],
      effects: 'read',
      about: ['Finds a channel by its name.', 'Looks up a public or private channel the bot is a member of.'],
      inputs: ['name'],
      outputs: ['id', 'is_private:boolean', 'member_count:integer'],
    },
    {
      key: 'post',
      names: ['post_message', 'chat_post_message', 'send_channel_message'],
      effects: 'irreversible',
      about: [
        'Posts a message to a channel.',
        'Sends a message (text or blocks) into a conversation.',
        'Publishes a message as the bot user.',
      ],
      inputs: ['channel_id', '?text', '?thread_ts'],
      outputs: ['ts', 'permalink'],
    },
    {
      key: 'find_user',
      names: ['lookup_user_by_email', 'find_user_by_email', 'users_lookup_by_email'],
      effects: 'read',
      about: ['Finds a workspace member by email address.', 'Returns the user id for an email address.'],
      inputs: ['email'],
      outputs: ['user_id', 'display_name', 'tz'],
    },
    {
      key: 'open_dm',
      names: ['open_conversation', 'open_dm', 'create_direct_message'],
      effects: 'write',
      about: [
        'Opens (or resumes) a direct-message conversation with a user.',
        'Returns the DM channel for a user, creating it if needed.',
      ],
      inputs: ['user_id'],
      outputs: ['channel_id'],
    },
    {
      key: 'topic',
      names: ['set_channel_topic', 'set_topic'],
      effects: 'write',
      about: ['Changes the topic of a channel.'],
      inputs: ['channel_id', 'topic'],
      outputs: ['topic'],
    },
    {
      key: 'reminder',
      names: ['add_reminder', 'create_reminder'],
      effects: 'write',
      about: ['Schedules a reminder for a user.', 'Creates a reminder that fires at a given time.'],
      inputs: ['user_id', 'time', '?text'],
      outputs: ['reminder_id'],
    },
  ],
  vendors: [
    { slug: 'slack', display: 'Slack', style: 'snake' },
    {
      slug: 'teams',
      display: 'Microsoft Teams',
      style: 'camel',
      tier: 'premium',
      only: ['find_channel', 'post', 'find_user', 'open_dm'],
      rename: { user_id: 'aad_object_id' },
    },
    {
      slug: 'discord',
      display: 'Discord',
      style: 'snake',
      only: ['find_channel', 'post', 'open_dm', 'topic'],
      rename: { ts: 'message_id' },
    },
    {
      slug: 'mattermost',
      display: 'Mattermost',
      style: 'snake',
      tier: 'budget',
      only: ['find_channel', 'post', 'find_user'],
    },
    {
      slug: 'rocketchat',
      display: 'Rocket.Chat',
      style: 'camel',
      tier: 'budget',
      only: ['post', 'find_user', 'open_dm'],
      rename: { channel_id: 'room_id' },
    },
  ],
};
