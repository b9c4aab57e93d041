/** A page whose script chunk failed to load is reloaded, at most once a minute (the time is kept in sessionStorage). */
export const CHUNK_RELOAD_KEY = 'shell:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_RE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_RE.test(message);
}

/** Reloads unless a reload for the same reason happened in the last minute; true when it reloads. */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  let last = 0;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    last = 0;
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // storage full or blocked: still reload once
  }
  reload();
  return true;
}
