import { getServerContext } from '../../../context';
import type { Route } from './+types/manifest';

/** The web app manifest from the PWA configuration; 404 when none is stored. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getServerContext(context);
  const pwa = await services.site.pwaConfig();
  if (!pwa) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(JSON.stringify(pwa), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
