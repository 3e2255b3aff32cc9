import fs from 'node:fs';
import zlib from 'node:zlib';

interface Entry {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/**
 * Gzipped file contents kept in memory, as a static host keeps its compressed copies: a file is compressed
 * on its first request and again only when its size or modification time changes. The least recently
 * used entries go once the compressed bytes pass `maxBytes`. The browser tests fetch the same chunks and
 * pages thousands of times; compressing each response anew spent CPU the tests need.
 */
export class GzipCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The gzipped contents of `file`, or null when it cannot be read. */
  get(file: string): Buffer | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
      // Most recently used last.
      this.entries.delete(file);
      this.entries.set(file, cached);
      return cached.body;
    }
    let body: Buffer;
    try {
      body = zlib.gzipSync(fs.readFileSync(file));
    } catch {
      return null;
    }
    this.forget(file);
    if (body.length <= this.maxBytes) {
      this.entries.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
      this.bytes += body.length;
      for (const [oldest] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.forget(oldest);
      }
    }
    return body;
  }

  /** Compressed bytes held. */
  get heldBytes(): number {
    return this.bytes;
  }

  private forget(file: string): void {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(file);
  }
}
