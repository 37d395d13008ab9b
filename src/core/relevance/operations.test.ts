import { describe, expect, it } from 'vitest';
import type { Tool } from '../catalog/types';
import { tool } from '../testing/fixtures';
import { toolOperation, verbOperations } from './operations';

const http = (name: string, method: string, path: string): Tool =>
  tool(`api.${name}`, '', [], [], { x_source: { format: 'openapi', method, path } });

describe('toolOperation', () => {
  it('reads the first verb of the name', () => {
    expect(toolOperation(tool('slack.chat_postMessage', '', [], []))).toBe('create');
    expect(toolOperation(tool('slack.conversations_list', '', [], []))).toBe('read');
    expect(toolOperation(tool('gh.update_issue_state', '', [], []))).toBe('update');
    expect(toolOperation(tool('twilio.DeleteRecording', '', [], []))).toBe('delete');
    expect(toolOperation(tool('seal.makeReservation', '', [], []))).toBe('create');
  });

  it('passes over a participle, which names a state: Slack lists its scheduled messages', () => {
    expect(toolOperation(tool('slack.chat_scheduledMessages_list', '', [], []))).toBe('read');
    expect(toolOperation(tool('slack.admin_apps_approved_list', '', [], []))).toBe('read');
    expect(toolOperation(tool('slack.chat_scheduleMessage', '', [], []))).toBe('create');
  });

  it('reads an HTTP method on the shape of its path when the name starts with the method (Stripe)', () => {
    expect(toolOperation(http('PostCustomers', 'POST', '/v1/customers'))).toBe('create');
    expect(toolOperation(http('PostCustomersCustomer', 'POST', '/v1/customers/{customer}'))).toBe('update');
    expect(toolOperation(http('PostRefundsRefundCancel', 'POST', '/v1/refunds/{refund}/cancel'))).toBe('delete');
    expect(toolOperation(http('GetCustomersCustomer', 'GET', '/v1/customers/{customer}'))).toBe('read');
    expect(toolOperation(http('DeleteCustomersCustomer', 'DELETE', '/v1/customers/{customer}'))).toBe('delete');
    expect(toolOperation(http('op17', 'PATCH', '/v1/invoices/{invoice}'))).toBe('update');
  });

  it('trusts the name’s own verb over the method (Slack posts every call)', () => {
    expect(toolOperation(http('chat_delete', 'POST', '/chat.delete'))).toBe('delete');
  });

  it('falls back on read effects, else says nothing', () => {
    expect(toolOperation(tool('mcp.whoami', '', [], [], { effects: 'read' }))).toBe('read');
    expect(toolOperation(tool('mcp.star_repository', '', [], [], { effects: 'write' }))).toBeUndefined();
  });
});

describe('verbOperations', () => {
  it('maps inflected verbs and question words; "close" both updates and deletes', () => {
    expect(verbOperations('Created')).toBeUndefined(); // words arrive lowercased
    expect(verbOperations('created')).toEqual(['create']);
    expect(verbOperations('listing')).toEqual(['read']);
    expect(verbOperations('what')).toEqual(['read']);
    expect(verbOperations('close')).toEqual(['update', 'delete']);
    expect(verbOperations('refund')).toBeUndefined();
  });
});
