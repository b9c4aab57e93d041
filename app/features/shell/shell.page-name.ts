/**
 * The spec's route name of a matched route pattern (the route ids in app/routes.ts are the same names):
 * ':lang' → 'index', ':lang/games/:id' → 'games-id', ':lang/affiliate_v2/:code?' → 'affiliate_v2-code'.
 * Unmatched paths ('*') have no page name.
 */
export function pageNameFromPattern(pattern: string): string | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts[0] === ':lang') parts.shift();
  if (parts.includes('*')) return null;
  if (parts.length === 0) return 'index';
  return parts.map((p) => p.replace(/^:/, '').replace(/\?$/, '')).join('-');
}
