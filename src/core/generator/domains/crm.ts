/**
 * CRM: contacts, companies, deals and activities. Salesforce calls companies accounts,
 * Pipedrive organizations; `get_contact` returns a bare `id`, read as `contact_id`.
 */
import type { FamilySpec } from '../spec';

export const CRM: FamilySpec = {
  key: 'crm',
  category: 'crm',
  noun: 'CRM',
  base: { latency_ms: 250, cost_usd: 0.0003, success_rate: 0.992 },
  entities: ['pipeline', 'custom_property', 'segment', 'task'],
  tails: ['Respects field-level permissions of the API user.', 'Custom properties are returned under `properties`.'],
  endpoints: [
    {
      key: 'get_contact', names: ['get_contact', 'retrieve_contact', 'fetch_contact'], effects: 'read',
      about: ['Returns a contact record with its email, phone, company and owner.', 'Fetches one contact and its standard properties.'],
      inputs: ['contact_id'], outputs: ['id', 'email', 'first_name', 'last_name', 'phone', 'company_id', 'owner_id'],
    },
    {
      key: 'find_contact', names: ['find_contact_by_email', 'search_contacts_by_email', 'lookup_contact'], effects: 'read',
      about: ['Finds the contact that has a given email address.', 'Searches contacts by exact email match.'],
      inputs: ['email'], outputs: ['contact_id', 'company_id', 'owner_id'],
    },
    {
      key: 'create_contact', names: ['create_contact', 'add_contact', 'new_contact'], effects: 'write',
      about: ['Creates a contact.', 'Adds a new person to the CRM and returns its id.', 'Creates a contact; duplicates by email are rejected.'],
      inputs: ['email', '?first_name', '?last_name', '?company_id'], outputs: ['id', 'created_at'],
    },
    {
      key: 'update_contact', names: ['update_contact', 'patch_contact'], effects: 'write',
      about: ['Updates properties of a contact.', 'Partially updates a contact record.'],
      inputs: ['contact_id', '?properties:object'], outputs: ['updated_at'],
    },
    {
      key: 'search_companies', names: ['search_companies', 'find_company', 'lookup_company'], effects: 'read',
      about: ['Finds companies by name.', 'Searches company records; fuzzy matches on the name.'],
      inputs: ['name'], outputs: ['company_ids:array', 'total:integer'],
    },
    {
      key: 'get_company', names: ['get_company', 'retrieve_company'], effects: 'read',
      about: ['Returns a company record: domain, industry, size and owner.'],
      inputs: ['company_id'], outputs: ['name', 'domain', 'industry', 'employee_count:integer', 'owner_id'],
    },
    {
      key: 'company_contacts', names: ['list_company_contacts', 'get_company_contacts', 'list_associated_contacts'], effects: 'read',
      about: ['Lists the people associated with a company.', 'Returns contacts linked to a company, primary contact first.'],
      inputs: ['company_id'], outputs: ['contact_ids:array'],
    },
    {
      key: 'create_deal', names: ['create_deal', 'add_deal', 'new_deal'], effects: 'write',
      about: ['Creates a deal in the default pipeline.', 'Opens a new opportunity for a company.'],
      inputs: ['company_id', '?amount:number', '?stage', '?close_date'], outputs: ['id', 'pipeline_id'],
    },
    {
      key: 'deal_stage', names: ['update_deal_stage', 'move_deal', 'set_deal_stage'], effects: 'write',
      about: ['Moves a deal to another pipeline stage.', 'Changes the stage of a deal (e.g. to closed won).'],
      inputs: ['deal_id', '?stage'], outputs: ['stage', 'updated_at'],
    },
    {
      key: 'log_activity', names: ['log_activity', 'create_activity', 'log_engagement'], effects: 'write',
      about: ['Logs an activity (a call, meeting or email) on a contact\'s timeline.', 'Records an activity against a contact, such as a logged call or a note.'],
      inputs: ['contact_id', '?activity_type', '?note'], outputs: ['activity_id'],
    },
    {
      key: 'get_owner', names: ['get_owner', 'get_record_owner', 'retrieve_owner'], effects: 'read',
      about: ['Returns the sales rep who owns records: name and email.', 'Looks up a record owner (a CRM user).'],
      inputs: ['owner_id'], outputs: ['email', 'first_name', 'last_name', 'team'],
    },
    {
      key: 'list_deals', names: ['list_deals', 'list_company_deals'], effects: 'read',
      about: ['Lists open deals of a company.', 'Returns deals associated with a company.'],
      inputs: ['company_id'], outputs: ['deal_ids:array'],
    },
  ],
  vendors: [
    { slug: 'crm', display: 'CRM', spoken: 'our in-house CRM', style: 'snake', rename: { 'get_contact:id': 'contact_id' } },
    { slug: 'hubspot', display: 'HubSpot', style: 'camel' },
    {
      slug: 'salesforce', display: 'Salesforce', style: 'camel', tier: 'premium',
      only: ['get_contact', 'find_contact', 'create_contact', 'update_contact', 'search_companies', 'get_company', 'company_contacts', 'create_deal', 'log_activity'],
      rename: { company_id: 'account_id', company_ids: 'account_ids' },
      names: { search_companies: 'search_accounts', get_company: 'get_account', company_contacts: 'list_account_contacts', create_deal: 'create_opportunity', log_activity: 'create_task' },
    },
    {
      slug: 'pipedrive', display: 'Pipedrive', style: 'snake', tier: 'budget',
      only: ['get_contact', 'find_contact', 'create_contact', 'search_companies', 'company_contacts', 'create_deal', 'deal_stage', 'list_deals'],
      rename: { company_id: 'org_id', company_ids: 'org_ids', contact_id: 'person_id', contact_ids: 'person_ids' },
      names: { get_contact: 'get_person', find_contact: 'search_persons', create_contact: 'add_person', search_companies: 'search_organizations', company_contacts: 'list_organization_persons' },
    },
    { slug: 'zoho', display: 'Zoho CRM', style: 'camel', tier: 'budget', only: ['get_contact', 'find_contact', 'create_contact', 'search_companies', 'create_deal', 'log_activity'] },
    { slug: 'closecrm', display: 'Close', spoken: 'Close CRM', style: 'snake', only: ['find_contact', 'create_contact', 'log_activity', 'create_deal'] },
  ],
};
