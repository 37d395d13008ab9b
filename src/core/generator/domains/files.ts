/**
 * Cloud drives: find a file by name, convert or export it, share it. Drive search takes a
 * bare `name` (read as `file_name`); exports return a `download_url`, which is what mailers
 * want as `attachment_url` (a catalog alias).
 */
import type { FamilySpec } from '../spec';

export const FILES: FamilySpec = {
  key: 'files',
  category: 'files',
  noun: 'Drive',
  base: { latency_ms: 300, cost_usd: 0.0002, success_rate: 0.99 },
  entities: ['folder', 'file_version', 'shared_drive', 'file_request'],
  tails: ['Files in the trash are not returned.', 'Requires a token with the files scope.', 'Paths are case-insensitive.'],
  endpoints: [
    {
      key: 'search', names: ['search_files', 'find_files', 'file_search'], effects: 'read',
      about: ['Searches files by name across the drive.', 'Finds documents, spreadsheets and PDFs whose name matches.', 'Full-text file search in {Vendor}, most recently modified first.'],
      inputs: ['name', '?mime_type'], outputs: ['file_ids:array', 'total:integer'],
    },
    {
      key: 'get', names: ['get_file', 'retrieve_file', 'fetch_file'], effects: 'read',
      about: ['Returns file metadata: name, type, size, owner and parent folder.'],
      inputs: ['file_id'], outputs: ['name', 'mime_type', 'size_bytes:integer', 'modified_at', 'owner_email', 'parent_folder_id'],
    },
    {
      key: 'upload', names: ['upload_file', 'create_file'], effects: 'write',
      about: ['Uploads a file from a URL into a folder.', 'Creates a new file with the given content.'],
      inputs: ['name', 'content_url', '?folder_id'], outputs: ['id', 'web_view_url'],
    },
    {
      key: 'convert', names: ['convert_file', 'convert_document', 'export_file_as'], effects: 'write',
      about: ['Converts a file to another format and saves the copy next to it; returns the new file.', 'Creates a converted copy (e.g. DOCX → PDF, XLSX → CSV) and returns its id.'],
      inputs: ['file_id', 'target_format'], outputs: ['file_id', 'download_url'],
    },
    {
      key: 'export_pdf', names: ['export_pdf', 'export_as_pdf', 'download_as_pdf'], effects: 'read',
      about: ['Exports a document as PDF.', 'Renders the file to PDF and returns a temporary download link.'],
      inputs: ['file_id'], outputs: ['download_url', 'expires_at'],
    },
    {
      key: 'share_link', names: ['create_share_link', 'create_shared_link', 'share_link'], effects: 'write',
      about: ['Creates a public link to a file.', 'Makes a file viewable by anyone with the link.'],
      inputs: ['file_id', '?expires_at'], outputs: ['share_url'],
    },
    {
      key: 'share_user', names: ['share_with_user', 'add_permission', 'invite_collaborator'], effects: 'write',
      about: ['Shares a file with a person: gives them access and notifies them by email.', 'Shares a file with someone as viewer, commenter or editor.'],
      inputs: ['file_id', 'email', '?role'], outputs: ['permission_id'],
    },
    {
      key: 'move', names: ['move_file'], effects: 'write',
      about: ['Moves a file into another folder.'],
      inputs: ['file_id', 'folder_id'], outputs: ['parent_folder_id'],
    },
    {
      key: 'delete', names: ['delete_file', 'trash_file'], effects: 'irreversible',
      about: ['Deletes a file.', 'Moves a file to the trash; it is purged after 30 days.'],
      inputs: ['file_id'], outputs: ['deleted:boolean'],
    },
    {
      key: 'folder_by_path', names: ['get_folder_by_path', 'resolve_path', 'find_folder'], effects: 'read',
      about: ['Resolves a folder path such as /Finance/2026 to its folder id.'],
      inputs: ['path'], outputs: ['folder_id'],
    },
    {
      key: 'list_folder', names: ['list_folder', 'list_folder_contents', 'list_files_in_folder'], effects: 'read',
      about: ['Lists the files in a folder.', 'Returns the children of a folder, newest first.'],
      inputs: ['folder_id', '?page_size:integer'], outputs: ['file_ids:array', 'next_page_token'],
    },
  ],
  vendors: [
    { slug: 'gdrive', display: 'Google Drive', style: 'camel', rename: { email: 'email_address' } },
    { slug: 'dropbox', display: 'Dropbox', style: 'snake', only: ['search', 'get', 'upload', 'export_pdf', 'share_link', 'share_user', 'move', 'delete', 'folder_by_path', 'list_folder'], rename: { name: 'query' } },
    { slug: 'box', display: 'Box', style: 'snake', only: ['search', 'get', 'upload', 'convert', 'share_link', 'share_user', 'delete', 'list_folder'] },
    { slug: 'onedrive', display: 'OneDrive', style: 'camel', only: ['search', 'get', 'convert', 'export_pdf', 'share_link', 'share_user', 'folder_by_path', 'list_folder'], rename: { file_id: 'item_id', file_ids: 'item_ids' } },
    { slug: 'sharepoint', display: 'SharePoint', style: 'camel', tier: 'legacy', only: ['search', 'get', 'upload', 'share_user', 'folder_by_path', 'list_folder'], rename: { file_id: 'drive_item_id', file_ids: 'drive_item_ids', name: 'search_text' } },
  ],
};
