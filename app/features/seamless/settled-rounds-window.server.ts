/**
 * One read of the settled rounds shared by the process's consumers. Quest progress, competition scores and points
 * earning each keep their own watermark, and they are usually at the same place: the first to ask reads every
 * listable round after its watermark (up to `SETTLED_ROUNDS_MAX`), the others take their page from that read while it
 * is fresh. A page from the window is exactly what the read would have answered when it was made; a consumer whose
 * watermark lies before the window, or beyond what it holds once it is stale, reads again.
 */

interface Round {
  id: number;
}

interface Window<R extends Round> {
  after: number;
  rounds: R[];
  /** The read came back with as many rounds as it asked for: more may follow its last. */
  full: boolean;
  at: number;
}

export interface SettledRoundsWindowOptions {
  /** The size of each read (the consumers' pages are slices of it). */
  readSize: number;
  /** How long a read that reached the end of the listable rounds is served to others. */
  freshMs: number;
  now?: () => number;
}

export function createSettledRoundsWindow<R extends Round>(
  read: (afterId: number, limit: number) => Promise<R[]>,
  options: SettledRoundsWindowOptions,
): (afterId: number, limit: number) => Promise<R[]> {
  const now = options.now ?? Date.now;
  let window: Window<R> | null = null;
  let reading: Promise<unknown> | null = null;

  /** The page from the window, or null when the window cannot answer it. */
  function fromWindow(after: number, limit: number): R[] | null {
    const w = window;
    if (!w || w.after > after) return null;
    // The first round after the watermark (ids increase).
    let lo = 0;
    let hi = w.rounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (w.rounds[mid]!.id <= after) lo = mid + 1;
      else hi = mid;
    }
    const page = w.rounds.slice(lo, lo + limit);
    if (page.length === limit) return page;
    // Short of the limit: the answer only while the read saw the end of the listable rounds, and not long ago.
    if (!w.full && now() - w.at < options.freshMs) return page;
    return null;
  }

  return async function settledRounds(afterId, limit) {
    const after = Math.max(0, Math.trunc(afterId) || 0);
    const n = Math.max(1, Math.min(options.readSize, Math.trunc(limit) || 1));
    const hit = fromWindow(after, n);
    if (hit) return hit;
    // A read under way may be the one this caller needs: wait for it and look again.
    if (reading) {
      await reading.catch(() => {});
      const shared = fromWindow(after, n);
      if (shared) return shared;
    }
    const at = now();
    const pending = read(after, options.readSize);
    reading = pending;
    try {
      const rounds = await pending;
      window = { after, rounds, full: rounds.length >= options.readSize, at };
      return rounds.slice(0, n);
    } finally {
      if (reading === pending) reading = null;
    }
  };
}
