/**
 * Documents and e-signature: generate a document from a template, send it for signature,
 * or write a document and export it. A generated `download_url` feeds an envelope's
 * `document_url` through the `file_url` alias.
 */
import type { FamilySpec } from '../spec';

export const DOCUMENTS: FamilySpec = {
  key: 'documents',
  category: 'documents',
  noun: 'Docs',
  base: { latency_ms: 700, cost_usd: 0.01, success_rate: 0.98 },
  entities: ['template', 'signer_group', 'brand', 'workspace'],
  tails: [
    'Signers receive an email from the platform.',
    'Documents are stored for 10 years.',
    'Supports PDF, DOCX and HTML sources.',
  ],
  endpoints: [
    {
      key: 'find_template',
      names: ['find_template', 'search_templates'],
      effects: 'read',
      about: ['Finds a document template by name.', 'Searches the template library.'],
      inputs: ['name'],
      outputs: ['id', 'updated_at'],
    },
    {
      key: 'from_template',
      names: ['create_document_from_template', 'generate_document', 'render_template'],
      effects: 'write',
      about: [
        'Generates a document from a template and merge data.',
        'Fills a template with field values and renders it to PDF.',
      ],
      inputs: ['template_id', '?merge_fields:object'],
      outputs: ['document_id', 'download_url'],
    },
    {
      key: 'create_envelope',
      names: ['create_envelope', 'create_signature_request', 'prepare_signing'],
      effects: 'write',
      about: [
        'Prepares a document for signature by one signer.',
        'Creates a draft signature envelope from a document URL.',
      ],
      inputs: ['document_url', 'signer_email', '?signer_name'],
      outputs: ['envelope_id'],
    },
    {
      key: 'send_envelope',
      names: ['send_envelope', 'send_for_signature'],
      effects: 'irreversible',
      about: [
        'Sends a prepared envelope to its signers for signature.',
        'Emails the signature request; the signer gets a secure link.',
      ],
      inputs: ['envelope_id'],
      outputs: ['sent_at', 'status'],
    },
    {
      key: 'envelope_status',
      names: ['get_envelope_status', 'get_envelope'],
      effects: 'read',
      about: ['Signing status of an envelope, and the signed PDF once complete.'],
      inputs: ['envelope_id'],
      outputs: ['status', 'signed_at', 'signed_document_url'],
    },
    {
      key: 'create_doc',
      names: ['create_document', 'new_document'],
      effects: 'write',
      about: ['Creates an empty document with a title.', 'Starts a new text document in the workspace.'],
      inputs: ['title'],
      outputs: ['document_id', 'edit_url'],
    },
    {
      key: 'append',
      names: ['append_text', 'insert_text'],
      effects: 'write',
      about: ['Appends paragraphs to the end of a document.'],
      inputs: ['document_id', '?text'],
      outputs: ['revision_id'],
    },
    {
      key: 'export_doc',
      names: ['export_document', 'export_doc'],
      effects: 'read',
      about: ['Exports a document as PDF, DOCX or HTML.', 'Renders a document and returns a download link.'],
      inputs: ['document_id', '?mime_type'],
      outputs: ['download_url'],
    },
  ],
  vendors: [
    {
      slug: 'docusign',
      display: 'DocuSign',
      style: 'camel',
      tier: 'premium',
      only: ['find_template', 'from_template', 'create_envelope', 'send_envelope', 'envelope_status'],
    },
    {
      slug: 'pandadoc',
      display: 'PandaDoc',
      style: 'snake',
      rename: { 'find_template:id': 'template_id' },
      only: ['find_template', 'from_template', 'create_envelope', 'send_envelope', 'envelope_status'],
      names: { create_envelope: 'create_signature_request' },
    },
    {
      slug: 'pdfmonkey',
      display: 'PDFMonkey',
      style: 'snake',
      tier: 'budget',
      rename: { 'find_template:id': 'template_id' },
      only: ['find_template', 'from_template'],
    },
    { slug: 'gdocs', display: 'Google Docs', style: 'camel', only: ['create_doc', 'append', 'export_doc'] },
    {
      slug: 'hellosign',
      display: 'Dropbox Sign',
      style: 'snake',
      only: ['create_envelope', 'send_envelope', 'envelope_status'],
      names: { create_envelope: 'create_signature_request', send_envelope: 'send_signature_request' },
    },
    {
      slug: 'notion',
      display: 'Notion',
      style: 'camel',
      only: ['create_doc', 'append'],
      names: { create_doc: 'create_page', append: 'append_block_children' },
      rename: { document_id: 'page_id' },
    },
  ],
};
