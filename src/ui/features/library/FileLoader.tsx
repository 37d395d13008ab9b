import { useId, useRef, useState, type FormEvent } from 'react';
import { useLibraryActions } from '../../queries/useLibraryActions';

const ACCEPT = '.json,.jsonl,.yaml,.yml,.snap,application/json,application/yaml,text/yaml';
const button =
  'rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Loads catalogs, tasks and trajectories: a file picker (any importer format: tool-catalog/v1,
 * MCP, OpenAI, Anthropic, OpenAPI / Swagger in JSON or YAML, ToolBench, BFCL), or a URL. Files,
 * and folders of them, can also be dropped anywhere on the page.
 */
export function FileLoader() {
  const { loadFiles, loadUrl } = useLibraryActions();
  const picker = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const [url, setUrl] = useState('');
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const trimmed = url.trim();
    if (trimmed === '') return;
    void loadUrl(new URL(trimmed, window.location.href).href).then((ok) => ok && setUrl(''));
  };
  return (
    <section aria-label="Load a catalog" className="flex flex-col gap-2">
      <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-3 py-4 text-center dark:border-slate-600">
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Drop catalog, tasks or trajectory files (or a folder of them) anywhere on the page, or
        </p>
        <button type="button" className={button} onClick={() => picker.current?.click()}>
          Choose files…
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label="Choose catalog, tasks or trajectory files"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) void loadFiles(files);
          }}
        />
        <p className="text-[11px] text-slate-600 dark:text-slate-400">
          tool-catalog/v1, MCP (tools/list, saved servers, one-tool .snap files), OpenAI, Anthropic, OpenAPI / Swagger
          (JSON or YAML), ToolBench, BFCL JSON Lines; tool-tasks/v1 and tool-trajectories/v1 attach to the open catalog.
        </p>
      </div>
      <form onSubmit={onSubmit} className="flex items-center gap-2">
        <label htmlFor={urlId} className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-300">
          From URL
        </label>
        <input
          id={urlId}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://…/openapi.yaml"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-900"
        />
        <button type="submit" className={button}>
          Load URL
        </button>
      </form>
    </section>
  );
}
