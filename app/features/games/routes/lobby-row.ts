import { data } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { loadLobbyRow } from '../games.lobby.server';
import type { Route } from './+types/lobby-row';

/**
 * The games of one lobby section below the first screen (`?row=new`, `?row=hot`): the home page fetches them as the
 * player scrolls near the section. The catalogue is public: the answer is the same for everyone.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const row = new URL(request.url).searchParams.get('row') ?? '';
  const games = /^[a-z0-9_-]{1,80}$/.test(row)
    ? await loadLobbyRow(getServerContext(context).services.games, row)
    : null;
  if (!games) return Response.json({ games: [] }, { status: 404 });
  return Response.json({ games }, { headers: { 'cache-control': 'public, max-age=30' } });
}
