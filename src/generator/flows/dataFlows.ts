/**
 * Files, documents, analytics and messaging flows: find a file by name and convert, export
 * or share it; export a report and mail it; erase a user's data.
 */
import type { FlowSpec } from '../spec';

const ATTACHERS = ['sendgrid.attach', 'mailjet.attach', 'sparkpost.attach', 'brevo.attach'];
const MAILERS = ['sendgrid.send', 'sparkpost.send', 'mailjet.send', 'brevo.send'];

export const DATA_FLOWS: readonly FlowSpec[] = [
  {
    key: 'metric',
    steps: [
      ['ga4.run_report', 'mixpanel.run_report', 'amplitude.run_report', 'posthog.run_report', 'plausible.run_report'],
    ],
    state: ['metric', 'start_date', 'end_date'],
    queries: [
      'Run a report: how many {metric} did we get between {start_date} and {end_date}?',
      'Run a query for total {metric} from {start_date} to {end_date}, by day.',
    ],
  },
  {
    key: 'metric-export',
    vars: { an: ['ga4', 'mixpanel', 'amplitude', 'plausible'] },
    steps: [['{an}.run_report'], ['{an}.export_report']],
    state: ['metric', 'start_date', 'end_date'],
    queries: [
      'Export a report of {metric} from {start_date} to {end_date} as a CSV.',
      'I need a spreadsheet of daily {metric} for {start_date} to {end_date}: export the report.',
    ],
  },
  {
    key: 'funnel',
    vars: { an: ['ga4', 'mixpanel', 'posthog'] },
    steps: [['{an}.find_funnel'], ['{an}.funnel']],
    state: ['funnel_name', 'start_date', 'end_date'],
    queries: [
      'What was the conversion of the {funnel_name} funnel from {start_date} to {end_date}?',
      'How did the {funnel_name} funnel convert between {start_date} and {end_date}?',
      'Show step-by-step conversion of {funnel_name} from {start_date} to {end_date}.',
    ],
  },
  {
    key: 'erase-user',
    vars: { an: ['mixpanel', 'amplitude', 'segment', 'posthog'] },
    steps: [['{an}.find_user'], ['{an}.delete_user']],
    state: ['email'],
    queries: [
      '{email} asked us to delete all their analytics data under GDPR. Do it{@}.',
      'Erase every tracked event of {email}.',
    ],
  },
  {
    key: 'share-link',
    vars: { fd: ['gdrive', 'box', 'onedrive'] },
    steps: [['{fd}.search'], ['{fd}.share_link']],
    state: ['file_name'],
    queries: ['Get me a public link to "{file_name}".', 'Make "{file_name}" viewable by anyone with the link.'],
  },
  {
    key: 'text',
    steps: [['twilio.send', 'sinch.send', 'messagebird.send', 'clicksend.send']],
    state: ['phone_number'],
    queries: [
      'Send a text message{@} to {phone_number}: "Your table is ready."',
      'Send an SMS{@} to {phone_number} saying the courier is outside.',
    ],
  },
  {
    key: 'verify-phone',
    steps: [['twilio.verify', 'sinch.verify']],
    state: ['phone_number'],
    queries: [
      'Send a verification code to {phone_number}.',
      'Text a one-time login code to {phone_number}.',
      'Start phone verification for {phone_number} and send the one-time passcode.',
    ],
  },
  {
    key: 'check-email',
    steps: [['sendgrid.validate', 'mailgun.validate']],
    state: ['email'],
    queries: [
      'Validate {email}: is it a real, deliverable email address?',
      'Check whether {email} is a valid email address before we send anything.',
      "Check {email} before we mail it: is it a valid email address that won't bounce?",
    ],
  },
  {
    key: 'metric-mail',
    vars: { an: ['ga4', 'mixpanel', 'amplitude', 'plausible'] },
    steps: [['{an}.run_report'], ['{an}.export_report'], ATTACHERS],
    state: ['metric', 'start_date', 'end_date', 'email'],
    queries: [
      'Send {email} a CSV of {metric} between {start_date} and {end_date} as an email attachment.',
      'Mail the {metric} numbers for {start_date}–{end_date} to {email} as an attached file.',
    ],
  },
  {
    key: 'convert-share',
    vars: { fd: ['gdrive', 'box', 'onedrive'] },
    steps: [['{fd}.search'], ['{fd}.convert'], ['{fd}.share_user']],
    state: ['file_name', 'target_format', 'email'],
    queries: [
      'Convert "{file_name}" to {target_format} and share it with {email}.',
      'Share a {target_format} copy of "{file_name}" with {email}.',
    ],
  },
  {
    key: 'mail-pdf',
    vars: { fd: ['gdrive', 'onedrive'] },
    steps: [['{fd}.search'], ['{fd}.export_pdf'], ATTACHERS],
    state: ['file_name', 'email'],
    queries: [
      'Email "{file_name}" to {email} as a PDF attachment.',
      'Send {email} a PDF of "{file_name}" as an email attachment.',
    ],
  },
  {
    key: 'erase-and-confirm',
    vars: { an: ['mixpanel', 'amplitude', 'segment', 'posthog'] },
    steps: [['{an}.find_user'], ['{an}.delete_user'], MAILERS],
    state: ['email'],
    queries: [
      'Handle the GDPR erasure request of {email} and send them a confirmation email{@} when it is done.',
      '{email} wants all their tracking data gone: erase it and send them a confirmation email.',
      'Process the data deletion request from {email} and send them an email{@} once it is done.',
    ],
  },
  {
    key: 'folder-pdf',
    vars: { fd: ['gdrive', 'onedrive', 'dropbox'] },
    steps: [['{fd}.folder_by_path'], ['{fd}.list_folder'], ['{fd}.export_pdf'], ATTACHERS],
    state: ['path', 'email'],
    queries: [
      'Send {email} the newest document in {path} as a PDF attachment.',
      'Mail the latest file from {path} to {email}, attached as a PDF.',
    ],
  },
  {
    key: 'write-doc',
    steps: [['gdocs.create_doc'], ['gdocs.append'], ['gdocs.export_doc'], ATTACHERS],
    state: ['title', 'email'],
    queries: [
      'Write up a doc titled "{title}", export it and email it to {email} as an attachment.',
      'Create a document called "{title}", add the notes, and send it to {email} as a PDF attachment.',
      'Draft "{title}" as a new doc and email {email} an exported copy as an attachment.',
    ],
  },
];
