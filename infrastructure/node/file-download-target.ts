import { type FileHandle, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DownloadTarget } from '#application/ports/download-target.port';

export interface FileDownloadTargetDeps {
  /** The folder the file goes to when no path is chosen. */
  readonly dir: string;
  /** Names the partial copy, so the next attempt at the same title finds it. */
  readonly audiobookId: string;
  /** The file chosen by the user; else the store's name in `dir`. */
  readonly outPath?: string;
}

/** The store's name as a plain file name in the folder: never a path, never hidden, never empty. */
export const safeFileName = (name: string, fallback: string): string => {
  const plain = [...basename(name.replace(/\\/g, '/'))]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\x7f' || '<>:"|?*'.includes(char) ? '_' : char))
    .join('')
    .replace(/^\.+/, '');
  return plain === '' ? fallback : plain;
};

/**
 * A download written to `<file>.part` (or `.<id>.part` in the folder while the name is not known yet) and renamed into
 * place only when whole, so a broken run leaves no file that looks finished and the next one carries on from it.
 */
export class FileDownloadTarget implements DownloadTarget {
  readonly #deps: FileDownloadTargetDeps;
  readonly #partial: string;
  #handle: FileHandle | null = null;

  constructor(deps: FileDownloadTargetDeps) {
    this.#deps = deps;
    this.#partial = deps.outPath ? `${deps.outPath}.part` : join(deps.dir, `.${deps.audiobookId}.part`);
  }

  get partialPath(): string {
    return this.#partial;
  }

  async keptBytes(): Promise<number> {
    try {
      return (await stat(this.#partial)).size;
    } catch {
      return 0;
    }
  }

  async restart(): Promise<void> {
    await this.#close();
    await rm(this.#partial, { force: true });
  }

  async append(chunk: Uint8Array): Promise<void> {
    if (this.#handle === null) {
      // The folder is made with the first byte, so a refused download leaves not even that behind.
      await mkdir(dirname(this.#partial), { recursive: true });
      this.#handle = await open(this.#partial, 'a', 0o644);
    }
    await this.#handle.write(chunk);
  }

  async complete(fileName: string): Promise<string> {
    await this.#close();
    // An empty file was never appended to: it is made here.
    if ((await this.keptBytes()) === 0) await this.append(new Uint8Array(0)).then(() => this.#close());
    const final = this.#deps.outPath ?? join(this.#deps.dir, safeFileName(fileName, `${this.#deps.audiobookId}.m4a`));
    await rename(this.#partial, final);
    return final;
  }

  async discard(): Promise<void> {
    await this.restart();
  }

  async #close(): Promise<void> {
    const handle = this.#handle;
    this.#handle = null;
    await handle?.close();
  }
}
