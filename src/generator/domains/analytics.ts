/**
 * Product analytics: reports over date ranges, exports, funnels and user-level data
 * (lookups and GDPR deletion).
 */
import type { FamilySpec } from '../spec';

export const ANALYTICS: FamilySpec = {
  key: 'analytics',
  category: 'analytics',
  noun: 'Analytics',
  base: { latency_ms: 900, cost_usd: 0.001, success_rate: 0.985 },
  entities: ['dashboard', 'cohort', 'annotation', 'event_definition'],
  tails: [
    'Data can lag up to 30 minutes.',
    'Queries over 90 days are sampled.',
    'Dates are inclusive, in the project time zone.',
  ],
  endpoints: [
    {
      key: 'run_report',
      names: ['run_report', 'query_report', 'run_query'],
      effects: 'read',
      about: [
        'Aggregates a metric over a date range.',
        'Runs a report: one metric, broken down by day.',
        'Counts events or users between two dates.',
      ],
      inputs: ['metric', 'start_date', 'end_date', '?breakdown'],
      outputs: ['report_id', 'rows:array', 'total:number'],
    },
    {
      key: 'export_report',
      names: ['export_report', 'download_report'],
      effects: 'read',
      about: ["Exports a report's rows as CSV or XLSX.", 'Creates a downloadable file from a finished report.'],
      inputs: ['report_id', '?format'],
      outputs: ['download_url'],
    },
    {
      key: 'track',
      names: ['track_event', 'capture_event'],
      effects: 'write',
      about: ['Records an event for a user.', 'Sends a custom event with properties.'],
      inputs: ['event_name', 'user_id', '?properties:object'],
      outputs: ['accepted:boolean'],
    },
    {
      key: 'find_user',
      names: ['find_user_by_email', 'lookup_user', 'search_users'],
      effects: 'read',
      about: ['Finds a tracked user by email.', 'Returns the analytics user id for an email address.'],
      inputs: ['email'],
      outputs: ['user_id', 'first_seen', 'last_seen'],
    },
    {
      key: 'profile',
      names: ['get_user_profile', 'get_person'],
      effects: 'read',
      about: ['Properties and recent activity of a user.'],
      inputs: ['user_id'],
      outputs: ['properties:object', 'event_count:integer', 'last_seen'],
    },
    {
      key: 'delete_user',
      names: ['delete_user_data', 'gdpr_delete', 'delete_person'],
      effects: 'irreversible',
      about: [
        'Permanently deletes a user and their events (GDPR erasure).',
        'Erases all data about a user; cannot be undone.',
      ],
      inputs: ['user_id'],
      outputs: ['deletion_task_id'],
    },
    {
      key: 'find_funnel',
      names: ['find_funnel', 'search_funnels'],
      effects: 'read',
      about: ['Finds a saved funnel by name.'],
      inputs: ['name'],
      outputs: ['id', 'step_count:integer'],
    },
    {
      key: 'funnel',
      names: ['get_funnel', 'funnel_report', 'query_funnel'],
      effects: 'read',
      about: [
        'Conversion through the steps of a funnel over a date range.',
        'Returns step-by-step conversion rates of a saved funnel.',
      ],
      inputs: ['funnel_id', 'start_date', 'end_date'],
      outputs: ['conversion_rate:number', 'steps:array'],
    },
  ],
  vendors: [
    {
      slug: 'ga4',
      display: 'Google Analytics 4',
      spoken: 'Google Analytics',
      style: 'camel',
      only: ['run_report', 'export_report', 'track', 'find_funnel', 'funnel'],
    },
    { slug: 'mixpanel', display: 'Mixpanel', style: 'snake' },
    {
      slug: 'amplitude',
      display: 'Amplitude',
      style: 'snake',
      tier: 'premium',
      only: ['run_report', 'export_report', 'track', 'find_user', 'profile', 'delete_user', 'funnel'],
    },
    { slug: 'segment', display: 'Segment', style: 'camel', only: ['track', 'find_user', 'profile', 'delete_user'] },
    {
      slug: 'posthog',
      display: 'PostHog',
      style: 'snake',
      tier: 'budget',
      only: ['run_report', 'track', 'find_user', 'delete_user', 'find_funnel', 'funnel'],
    },
    { slug: 'plausible', display: 'Plausible', style: 'snake', tier: 'budget', only: ['run_report', 'export_report'] },
  ],
};
