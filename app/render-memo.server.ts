/**
 * Pages rendered from the same inputs are not rendered again. A page's markup is a function of its address, its
 * status, the data its loaders answered (React Router's encoded loader data, which carries the member, the balances,
 * the catalogue and the page's words) and the response's CSP nonce: when a GET asks for an address again and its
 * loaders answer exactly the same data, the page of the earlier render is sent again, with this response's nonce
 * written where the earlier one was. The loaders run for every request, so nothing that changed is ever missed: a
 * new balance, a read message or a new catalogue is new data and a new render.
 *
 * Who gains: a member who reloads a page or comes back to it with nothing changed, and visitors on pages the
 * anonymous page cache does not keep (a query string: a filtered lobby, a search), which every visitor asking the
 * same address shares.
 *
 * Bounds: `maxBytes` of pages and their data (least recently used first out), and `ttlMs` per entry, which bounds
 * what a render reads besides its data (the clock of a countdown's first frame), as the anonymous cache's 30 s do.
 */
interface Entry {
  body: Buffer;
  /** The nonce the page was rendered with, and where it stands in the body. */
  nonce: string;
  offsets: number[];
  storedAt: number;
  bytes: number;
}

export interface RenderMemoStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export class RenderMemo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(maxBytes: number, ttlMs: number, now: () => number = Date.now) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** The key of a page: its address, its status and its loader data (exact text). */
  static key(url: string, status: number, data: string): string {
    return `${status} ${url}\n${data}`;
  }

  /** The page stored under `key`, with `nonce` in place of the nonce it was rendered with; null when there is none. */
  get(key: string, nonce: string): Buffer<ArrayBuffer> | null {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.storedAt > this.ttlMs || Buffer.byteLength(nonce) !== entry.nonce.length) {
      if (entry) this.drop(key, entry);
      this.misses++;
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    const body = Buffer.allocUnsafe(entry.body.length) as Buffer<ArrayBuffer>;
    entry.body.copy(body);
    for (const offset of entry.offsets) body.write(nonce, offset, 'latin1');
    return body;
  }

  /** Keeps a rendered page (the nonce it carries is looked up once here). */
  set(key: string, body: Buffer, nonce: string): void {
    if (this.maxBytes <= 0 || !nonce || !/^[\x21-\x7e]+$/.test(nonce)) return;
    const bytes = body.length + key.length * 2;
    if (bytes > this.maxBytes / 4) return;
    const offsets: number[] = [];
    for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, at + nonce.length)) offsets.push(at);
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { body, nonce, offsets, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  stats(): RenderMemoStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
