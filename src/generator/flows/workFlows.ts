/**
 * Office flows across CRM, calendar, meetings, e-signature, HR and chat: meetings booked from
 * a company name, contracts sent to a company's main contact, leave requests announced to
 * a manager.
 */
import { EMAIL_TEMPLATES } from '../literalPools';
import type { FlowSpec } from '../spec';

const CRMS = ['crm', 'hubspot', 'salesforce', 'zoho', 'closecrm'];
const CALENDARS = ['gcal', 'outlook', 'nylas'];
const COMPANY_TO_CONTACT = [['{crm}.search_companies'], ['{crm}.company_contacts'], ['{crm}.get_contact']];
const SIGNING = [
  ['{doc}.find_template'],
  ['{doc}.from_template'],
  ['{sign}.create_envelope'],
  ['{sign}.send_envelope'],
];
const DOCS = ['docusign', 'pandadoc', 'pdfmonkey'];
const SIGNERS = ['docusign', 'pandadoc', 'hellosign'];
const SLACK_DM = [['slack.find_user'], ['slack.open_dm'], ['slack.post']];

export const WORK_FLOWS: readonly FlowSpec[] = [
  {
    key: 'find-contact',
    steps: [CRMS.map((c) => `${c}.find_contact`)],
    state: ['email'],
    queries: [
      'Find the contact {email} in the CRM: who are they, and which company are they with?',
      'Search our CRM for the contact with the email {email}.',
    ],
  },
  {
    key: 'create-contact',
    steps: [CRMS.map((c) => `${c}.create_contact`)],
    state: ['email'],
    queries: [
      'Add {email} to the CRM as a new contact.',
      'Create a contact for {email} in the CRM, we met them at the conference.',
    ],
  },
  {
    key: 'log-call',
    vars: { crm: CRMS },
    steps: [['{crm}.find_contact'], ['{crm}.log_activity']],
    state: ['email'],
    queries: ['Log a call with {email} in the CRM.', "Log an activity on {email}'s timeline{@}: we spoke today."],
  },
  {
    key: 'focus-block',
    steps: [['gcal.create_event', 'outlook.create_event', 'cronofy.create_event', 'nylas.create_event']],
    state: ['start_time', 'end_time'],
    queries: [
      'Add an event to my calendar from {start_time} to {end_time} to block focus time.',
      'Create a calendar event for my dentist appointment from {start_time} to {end_time}.',
    ],
  },
  {
    key: 'availability',
    steps: [['gcal.free_slot', 'outlook.free_slot', 'calendly.free_slot', 'cronofy.free_slot', 'nylas.free_slot']],
    state: ['email', 'date'],
    queries: ['When is {email} free on {date}?', 'Find a free slot on {date} that works for {email}.'],
  },
  {
    key: 'event-invite',
    vars: { cal: CALENDARS },
    steps: [['{cal}.create_event'], ['{cal}.invite']],
    state: ['start_time', 'end_time', 'email'],
    queries: [
      'Create an event from {start_time} to {end_time} and invite {email}.',
      'Send {email} a calendar invite from {start_time} to {end_time}.',
    ],
  },
  {
    key: 'email-template',
    vars: { mail: ['sendgrid', 'mailjet'] },
    steps: [['{mail}.find_template'], ['{mail}.template']],
    state: ['template_name', 'email'],
    queries: ['Send the "{template_name}" email template to {email}.', 'Mail {email} our {template_name} template.'],
    examples: { template_name: EMAIL_TEMPLATES },
  },
  {
    key: 'channel-post',
    vars: { chat: ['slack', 'teams', 'discord', 'mattermost'] },
    steps: [['{chat}.find_channel'], ['{chat}.post']],
    state: ['channel_name'],
    queries: [
      'Post a message in {channel_name}{@} to let everyone know the deploy is finished.',
      'Post the outage update as a message in {channel_name}.',
    ],
  },
  {
    key: 'time-off',
    vars: { hr: ['bamboohr', 'personio', 'rippling', 'hibob', 'workday'] },
    steps: [['{hr}.find_employee'], ['{hr}.request_off']],
    state: ['work_email', 'start_date', 'end_date'],
    queries: [
      'Request vacation time off for {work_email} from {start_date} to {end_date}.',
      'File a leave request for {work_email}, {start_date} through {end_date}.',
    ],
  },
  {
    key: 'leave-balance',
    vars: { hr: ['bamboohr', 'workday', 'personio', 'hibob'] },
    steps: [['{hr}.find_employee'], ['{hr}.balance']],
    state: ['work_email'],
    queries: [
      'What is the time-off balance of {work_email}{@}: how many vacation days are left?',
      'Check the remaining leave balance of {work_email}.',
      'Does {work_email} still have vacation days this year? Check their leave balance.',
    ],
  },
  {
    key: 'job-title',
    vars: { hr: ['bamboohr', 'gusto'] },
    steps: [['{hr}.find_employee'], ['{hr}.job_title']],
    state: ['work_email', 'job_title'],
    queries: [
      "Change {work_email}'s title to {job_title}.",
      'Promote {work_email} to {job_title}: update their job title in the HR system.',
    ],
  },
  {
    key: 'deal',
    vars: { crm: ['crm', 'hubspot', 'salesforce', 'zoho', 'closecrm'] },
    steps: [['{crm}.find_contact'], ['{crm}.create_deal'], ['{crm}.log_activity']],
    state: ['email'],
    queries: [
      "Open a deal for {email}'s company and log the activity on their timeline.",
      'Create an opportunity for the company {email} works at and log an activity on their contact.',
      '{email} wants a quote: open a deal for their company and log it as an activity on their timeline.',
    ],
  },
  {
    key: 'video-invite',
    vars: { cal: CALENDARS, meet: ['zoom', 'webex'] },
    steps: [['{cal}.free_slot'], ['{meet}.create_meeting'], ['{cal}.create_event'], ['{cal}.invite']],
    state: ['email', 'date'],
    queries: [
      'Find a free half hour with {email} on {date}, set up a video call and send a calendar invite.',
      'Set up a video meeting with {email} on {date} in a free slot and invite them to the event.',
      'Book a 30-minute video call with {email} on {date} and send them a calendar invite.',
    ],
  },
  {
    key: 'signature',
    vars: { doc: DOCS, sign: SIGNERS },
    steps: SIGNING,
    state: ['template_name', 'email'],
    queries: [
      'Send the {template_name} to {email} for signature.',
      'Send {email} a signature request for our {template_name}.',
    ],
  },
  {
    key: 'direct-message',
    vars: { chat: ['slack', 'teams', 'rocketchat'] },
    steps: [['{chat}.find_user'], ['{chat}.open_dm'], ['{chat}.post']],
    state: ['email'],
    queries: [
      'Send {email} a private message{@} saying the report is ready.',
      'Message {email} privately{@} that their access was granted.',
    ],
  },
  {
    key: 'approve-leave',
    vars: { hr: ['bamboohr', 'personio'] },
    steps: [['{hr}.find_employee'], ['{hr}.list_requests'], ['{hr}.approve']],
    state: ['work_email'],
    queries: [
      'Approve the pending leave request of {work_email}.',
      '{work_email} is waiting on their time-off approval. Approve it.',
      '{work_email} has an open vacation request: approve it.',
    ],
  },
  {
    key: 'payslip',
    vars: { hr: ['bamboohr', 'workday', 'gusto'] },
    steps: [['{hr}.find_employee'], ['{hr}.payslip'], ['sendgrid.attach', 'mailjet.attach', 'sparkpost.attach']],
    state: ['work_email'],
    queries: [
      'Email {work_email} their latest payslip as an attachment.',
      '{work_email} lost their pay stub; send them a copy as an email attachment.',
    ],
  },
  {
    key: 'leave-and-tell-manager',
    vars: { hr: ['bamboohr', 'workday', 'rippling'] },
    steps: [['{hr}.find_employee'], ['{hr}.request_off'], ['{hr}.get_manager'], ...SLACK_DM],
    state: ['work_email', 'start_date', 'end_date'],
    queries: [
      'File a time-off request for {work_email} from {start_date} to {end_date} and post a message to their manager about it on Slack.',
      '{work_email} will be off from {start_date} to {end_date}: put in the leave request and post a heads-up message to their manager on Slack.',
      'Request time off for {work_email} ({start_date} to {end_date}) and post a Slack message to their manager about it.',
    ],
  },
  {
    key: 'approve-and-tell',
    vars: { hr: ['bamboohr', 'personio'] },
    steps: [['{hr}.find_employee'], ['{hr}.list_requests'], ['{hr}.approve'], ...SLACK_DM],
    state: ['work_email'],
    queries: [
      "Approve {work_email}'s pending leave and post them a Slack message that it went through.",
      "Approve {work_email}'s open vacation request and post them a message on Slack.",
      'Approve the leave {work_email} asked for and send them a Slack message confirming it.',
    ],
  },
  {
    key: 'new-hire',
    steps: [['bamboohr.hire'], ['bamboohr.get_manager'], ...SLACK_DM],
    state: ['first_name', 'last_name', 'work_email', 'start_date'],
    queries: [
      'Add {first_name} {last_name} ({work_email}) as a new hire starting {start_date} and message their manager on Slack.',
      '{first_name} {last_name} joins on {start_date} with the address {work_email}: create their employee record and post a Slack message to their manager.',
      'Onboard {first_name} {last_name} ({work_email}), start date {start_date}, and post a message to their manager in Slack.',
    ],
  },
  {
    key: 'meet-company',
    vars: { crm: ['crm', 'hubspot'], cal: CALENDARS },
    steps: [...COMPANY_TO_CONTACT, ['{cal}.free_slot'], ['{cal}.create_event']],
    state: ['company_name', 'date'],
    queries: [
      'Find a time on {date} with our main contact at {company_name} and create a calendar event for it.',
      "Add a meeting event with {company_name}'s primary contact to the calendar on {date}, whenever they are free.",
      'Schedule an event with our main person at {company_name} on {date}.',
    ],
  },
  {
    key: 'deal-and-contract',
    vars: { crm: ['crm', 'hubspot', 'zoho', 'closecrm'], doc: DOCS, sign: SIGNERS },
    steps: [['{crm}.find_contact'], ['{crm}.create_deal'], ...SIGNING],
    state: ['email', 'template_name'],
    queries: [
      "Open a deal for {email}'s company and send them the {template_name} for signature.",
      "Start a deal with {email}'s company and send them our {template_name} for e-signature.",
      '{email} is ready to move forward: create the deal and send the {template_name} for signature.',
    ],
  },
  {
    key: 'meeting-with-company',
    vars: { crm: ['crm', 'hubspot'], cal: CALENDARS },
    steps: [
      ...COMPANY_TO_CONTACT,
      ['{cal}.free_slot'],
      ['{cal}.create_event'],
      ['{cal}.invite'],
      ['{crm}.log_activity'],
    ],
    state: ['company_name', 'date'],
    queries: [
      'Set up a meeting with the main contact at {company_name} on {date}, send them the invite and log the activity in the CRM.',
      'Get a meeting with {company_name} in the calendar on {date} and log the activity against their contact.',
      "Book a meeting with {company_name}'s main contact on {date}, invite them and log the meeting.",
    ],
  },
  {
    key: 'video-call-with-company',
    vars: { crm: ['crm', 'hubspot'], cal: CALENDARS, meet: ['zoom', 'webex'] },
    steps: [
      ...COMPANY_TO_CONTACT,
      ['{cal}.free_slot'],
      ['{meet}.create_meeting'],
      ['{meet}.register'],
      ['{crm}.log_activity'],
    ],
    state: ['company_name', 'date'],
    queries: [
      'Schedule a video call with our contact at {company_name} on {date}, register them and log the activity in the CRM.',
      'Set up a video meeting on {date} with the main contact at {company_name}, send them the join link and log it as an activity on their contact.',
      'Get a video call with {company_name} on the calendar for {date}; register their contact and log the activity.',
    ],
  },
  {
    key: 'contract-to-company',
    vars: { crm: ['crm', 'hubspot'], doc: DOCS, sign: SIGNERS },
    steps: [...COMPANY_TO_CONTACT, ...SIGNING, ['{crm}.log_activity']],
    state: ['company_name', 'template_name'],
    queries: [
      'Send our {template_name} to the primary contact at {company_name} for e-signature and log it in the CRM.',
      "Get the {template_name} signed by {company_name}'s main contact and log it in the CRM.",
      'Prepare the {template_name} for {company_name}, send it to their primary contact for signature and log the activity.',
    ],
  },
];
