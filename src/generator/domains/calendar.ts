/**
 * Calendars and video meetings: find a free slot, create the event, invite people. The
 * event id comes back as a bare `id`; Zoom-like APIs create a meeting and register guests.
 */
import type { FamilySpec } from '../spec';

export const CALENDAR: FamilySpec = {
  key: 'calendar',
  category: 'calendar',
  noun: 'Calendar',
  base: { latency_ms: 220, cost_usd: 0.0001, success_rate: 0.993 },
  entities: ['calendar', 'room', 'booking_page', 'working_hours'],
  tails: [
    'Times are ISO 8601 with offset.',
    "Attendees get the organizer's default notifications.",
    'Recurring events are expanded.',
  ],
  endpoints: [
    {
      key: 'free_slot',
      names: ['find_free_slot', 'find_availability', 'suggest_meeting_times'],
      effects: 'read',
      about: [
        'Finds the first time on a day when everyone is free.',
        'Suggests meeting times when all attendees are free in their calendars.',
        'Free/busy search across calendars for a slot of a given length.',
      ],
      inputs: ['attendee_email', 'date', '?duration_minutes:integer'],
      outputs: ['start_time', 'end_time'],
    },
    {
      key: 'create_event',
      names: ['create_event', 'insert_event', 'add_event', 'schedule_event'],
      effects: 'write',
      about: [
        'Creates a calendar event.',
        'Adds an event to the primary calendar; attendees are not notified until invited.',
        'Schedules an event with a title, time and optional location.',
      ],
      inputs: ['start_time', 'end_time', '?summary', '?location', '?conference_url'],
      outputs: ['id', 'html_link'],
    },
    {
      key: 'invite',
      names: ['send_invitation', 'invite_attendee', 'add_attendee'],
      effects: 'irreversible',
      about: [
        'Invites someone to an event and emails them the invitation.',
        'Adds an attendee and sends the calendar invite.',
      ],
      inputs: ['event_id', 'attendee_email'],
      outputs: ['response_status'],
    },
    {
      key: 'list_events',
      names: ['list_events', 'get_events'],
      effects: 'read',
      about: ['Lists events on a day.', 'Returns the events of a calendar between two times.'],
      inputs: ['date', '?calendar_id'],
      outputs: ['event_ids:array'],
    },
    {
      key: 'get_event',
      names: ['get_event', 'retrieve_event'],
      effects: 'read',
      about: ['Returns an event with its time, attendees and location.'],
      inputs: ['event_id'],
      outputs: ['summary', 'start_time', 'end_time', 'attendee_emails:array', 'location'],
    },
    {
      key: 'cancel',
      names: ['cancel_event', 'delete_event'],
      effects: 'irreversible',
      about: ['Cancels an event and notifies its attendees.'],
      inputs: ['event_id', '?notify:boolean'],
      outputs: ['cancelled:boolean'],
    },
    {
      key: 'reschedule',
      names: ['update_event', 'reschedule_event', 'move_event'],
      effects: 'write',
      about: ['Moves an event to a new time.', 'Updates the start and end of an event.'],
      inputs: ['event_id', 'start_time', 'end_time'],
      outputs: ['updated_at'],
    },
  ],
  vendors: [
    { slug: 'gcal', display: 'Google Calendar', style: 'camel' },
    {
      slug: 'outlook',
      display: 'Outlook Calendar',
      style: 'camel',
      only: ['free_slot', 'create_event', 'invite', 'list_events', 'get_event', 'cancel'],
      names: { free_slot: 'find_meeting_times' },
    },
    {
      slug: 'calendly',
      display: 'Calendly',
      style: 'snake',
      only: ['free_slot', 'list_events', 'get_event', 'cancel'],
      names: { free_slot: 'list_available_times' },
    },
    {
      slug: 'cronofy',
      display: 'Cronofy',
      style: 'snake',
      tier: 'budget',
      rename: { 'create_event:id': 'event_id' },
      only: ['free_slot', 'create_event', 'list_events', 'reschedule'],
    },
    {
      slug: 'nylas',
      display: 'Nylas',
      style: 'camel',
      rename: { 'create_event:id': 'event_id' },
      only: ['free_slot', 'create_event', 'invite', 'get_event', 'reschedule'],
    },
  ],
};

export const MEETINGS: FamilySpec = {
  key: 'meetings',
  category: 'calendar',
  noun: 'Meet',
  base: { latency_ms: 400, cost_usd: 0.001, success_rate: 0.985 },
  entities: ['recording', 'webinar', 'meeting_template'],
  tails: ['Join links are valid until the meeting ends.', 'Cloud recording needs a paid plan.'],
  endpoints: [
    {
      key: 'create_meeting',
      names: ['create_meeting', 'schedule_meeting'],
      effects: 'write',
      about: ['Creates a scheduled video meeting and returns its join link.', 'Sets up a video call at a given time.'],
      inputs: ['start_time', '?duration_minutes:integer', '?topic'],
      outputs: ['id', 'join_url', 'password'],
    },
    {
      key: 'register',
      names: ['add_meeting_registrant', 'add_registrant', 'register_participant'],
      effects: 'write',
      about: [
        'Registers a guest for a meeting; they receive the join link by email.',
        'Adds a participant to a meeting and emails them a personal join link.',
      ],
      inputs: ['meeting_id', 'email', '?first_name'],
      outputs: ['registrant_id', 'join_url'],
    },
    {
      key: 'get_meeting',
      names: ['get_meeting'],
      effects: 'read',
      about: ["Returns a meeting's time, host and join link."],
      inputs: ['meeting_id'],
      outputs: ['start_time', 'join_url', 'host_email'],
    },
    {
      key: 'delete_meeting',
      names: ['delete_meeting', 'end_meeting'],
      effects: 'irreversible',
      about: ['Deletes a scheduled meeting.'],
      inputs: ['meeting_id'],
      outputs: ['deleted:boolean'],
    },
  ],
  vendors: [
    { slug: 'zoom', display: 'Zoom', style: 'snake' },
    {
      slug: 'webex',
      display: 'Webex',
      style: 'camel',
      tier: 'premium',
      only: ['create_meeting', 'register', 'get_meeting'],
    },
    {
      slug: 'gotomeeting',
      display: 'GoTo Meeting',
      style: 'camel',
      tier: 'legacy',
      only: ['create_meeting', 'get_meeting', 'delete_meeting'],
    },
    { slug: 'whereby', display: 'Whereby', style: 'snake', tier: 'budget', only: ['create_meeting', 'delete_meeting'] },
  ],
};
