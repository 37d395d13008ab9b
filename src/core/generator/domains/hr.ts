/**
 * HR information systems: employees, managers, time off and payslips. Employees are found
 * by work email; Workday calls them workers.
 */
import type { FamilySpec } from '../spec';

export const HR: FamilySpec = {
  key: 'hr',
  category: 'hr',
  noun: 'HR',
  base: { latency_ms: 350, cost_usd: 0.0005, success_rate: 0.99 },
  entities: ['department', 'job_posting', 'benefit_plan', 'training'],
  tails: ['Only fields the API user may see are returned.', 'Changes are recorded in the audit trail.', 'Dates are in the company time zone.'],
  endpoints: [
    {
      key: 'find_employee', names: ['find_employee', 'search_employees', 'lookup_employee'], effects: 'read',
      about: ['Finds an employee by work email.', 'Looks up a person in the employee directory.'],
      inputs: ['work_email'], outputs: ['employee_id', 'full_name', 'email'],
    },
    {
      key: 'get_employee', names: ['get_employee', 'retrieve_employee'], effects: 'read',
      about: ['Returns an employee record: job title, department, manager and start date.'],
      inputs: ['employee_id'], outputs: ['first_name', 'last_name', 'work_email', 'job_title', 'department', 'hire_date'],
    },
    {
      key: 'get_manager', names: ['get_manager', 'get_reporting_manager'], effects: 'read',
      about: ['Returns the direct manager of an employee.', 'Looks up who an employee reports to.'],
      inputs: ['employee_id'], outputs: ['manager_id', 'manager_email', 'manager_name'],
    },
    {
      key: 'balance', names: ['get_time_off_balance', 'time_off_balance', 'get_leave_balance'], effects: 'read',
      about: ['Remaining vacation and sick days of an employee.', 'Time-off balance per policy, as of today.'],
      inputs: ['employee_id', '?policy_type'], outputs: ['balance_days:number', 'policy_id'],
    },
    {
      key: 'request_off', names: ['request_time_off', 'create_time_off_request', 'create_leave_request'], effects: 'write',
      about: ['Files a time-off request for an employee; it waits for manager approval.', 'Books vacation days between two dates.'],
      inputs: ['employee_id', 'start_date', 'end_date', '?policy_id', '?note'], outputs: ['request_id', 'status'],
    },
    {
      key: 'list_requests', names: ['list_time_off_requests', 'list_leave_requests'], effects: 'read',
      about: ['Lists pending and approved time-off requests of an employee.'],
      inputs: ['employee_id', '?status'], outputs: ['request_ids:array'],
    },
    {
      key: 'approve', names: ['approve_time_off', 'approve_leave_request'], effects: 'write',
      about: ['Approves a pending time-off request.', 'Approves leave; the employee is notified.'],
      inputs: ['request_id'], outputs: ['status', 'approved_at'],
    },
    {
      key: 'payslip', names: ['get_payslip', 'download_payslip', 'get_pay_stub'], effects: 'read',
      about: ['Latest payslip of an employee as a PDF link.', 'Returns the pay statement for a pay period.'],
      inputs: ['employee_id', '?pay_period'], outputs: ['download_url', 'net_pay:number'],
    },
    {
      key: 'job_title', names: ['update_job_title', 'change_job_title'], effects: 'write',
      about: ['Changes the job title of an employee from a date.'],
      inputs: ['employee_id', 'job_title', '?effective_date'], outputs: ['updated_at'],
    },
    {
      key: 'terminate', names: ['terminate_employee', 'offboard_employee'], effects: 'irreversible',
      about: ['Ends employment and schedules account deprovisioning.'],
      inputs: ['employee_id', 'termination_date'], outputs: ['status'],
    },
    {
      key: 'hire', names: ['create_employee', 'hire_employee'], effects: 'write',
      about: ['Creates an employee record for a new hire.'],
      inputs: ['first_name', 'last_name', 'work_email', 'start_date'], outputs: ['employee_id'],
    },
  ],
  vendors: [
    { slug: 'bamboohr', display: 'BambooHR', style: 'camel' },
    { slug: 'workday', display: 'Workday', style: 'camel', tier: 'premium', only: ['find_employee', 'get_employee', 'get_manager', 'balance', 'request_off', 'approve', 'payslip', 'terminate'], rename: { employee_id: 'worker_id' } },
    { slug: 'personio', display: 'Personio', style: 'snake', only: ['find_employee', 'get_employee', 'balance', 'request_off', 'list_requests', 'approve', 'hire'] },
    { slug: 'gusto', display: 'Gusto', style: 'snake', only: ['find_employee', 'get_employee', 'payslip', 'job_title', 'terminate', 'hire'] },
    { slug: 'rippling', display: 'Rippling', style: 'snake', only: ['find_employee', 'get_manager', 'request_off', 'approve', 'terminate'] },
    { slug: 'hibob', display: 'HiBob', style: 'camel', tier: 'budget', only: ['find_employee', 'get_employee', 'balance', 'request_off', 'list_requests'] },
  ],
};
