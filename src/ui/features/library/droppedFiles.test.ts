import { describe, expect, it } from 'vitest';
import { droppedFiles, type DropEntry } from './droppedFiles';

/** A fake FileSystemEntry tree: folders answer readEntries in batches of two, then an empty batch. */
function file(path: string, text = '{}'): DropEntry {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return { isFile: true, isDirectory: false, name, fullPath: path, file: (ok) => ok(new File([text], name)) };
}

function folder(path: string, children: DropEntry[]): DropEntry {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return {
    isFile: false,
    isDirectory: true,
    name,
    fullPath: path,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok) => {
          ok(children.slice(at, at + 2));
          at += 2;
        },
      };
    },
  };
}

describe('droppedFiles', () => {
  it("reads a dropped folder's catalog files recursively, named by their path, in path order", async () => {
    const tree = folder('/toolsnaps', [
      file('/toolsnaps/list_issues.snap'),
      file('/toolsnaps/README.md'),
      file('/toolsnaps/.hidden.json'),
      folder('/toolsnaps/actions', [file('/toolsnaps/actions/actions_get.snap')]),
      file('/toolsnaps/get_me.snap', '{"name":"get_me"}'),
    ]);
    const files = await droppedFiles([tree]);
    expect(files.map((f) => f.name)).toEqual([
      'toolsnaps/actions/actions_get.snap',
      'toolsnaps/get_me.snap',
      'toolsnaps/list_issues.snap',
    ]);
    expect(await files[1]?.text()).toBe('{"name":"get_me"}');
  });

  it('passes dropped files through as they are, and refuses a folder with no catalog files', async () => {
    expect((await droppedFiles([file('/notes.txt')])).map((f) => f.name)).toEqual(['notes.txt']);
    await expect(droppedFiles([folder('/empty', [file('/empty/a.txt')])])).rejects.toThrow(
      'empty: folder has no .json, .jsonl, .yaml, .yml or .snap files',
    );
  });
});
