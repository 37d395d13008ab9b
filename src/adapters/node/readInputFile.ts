import { readFileSync, statSync } from 'node:fs';

/** A user-facing input problem: one line naming the file, exit code 2. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Largest input file the CLI reads in one piece. */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/** Reads a UTF-8 text file, turning OS errors into one clear line. */
export function readInputFile(path: string): string {
  try {
    const size = statSync(path).size;
    if (size > MAX_INPUT_BYTES)
      throw new InputError(
        `${path}: file is ${(size / 1e6).toFixed(0)} MB, larger than the ${MAX_INPUT_BYTES / 1e6} MB the CLI reads`,
      );
    return readFileSync(path, 'utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a directory, expected a JSON file'
          : code === 'EACCES'
            ? 'permission denied'
            : (e as Error).message;
    throw new InputError(`${path}: ${why}`);
  }
}
