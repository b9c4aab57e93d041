import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { toCard } from '../games.schemas';
import type { Route } from './+types/random-game';

/**
 * A game drawn at random from the catalogue (the lobby's random game button). The button asks for JSON and starts
 * the game as a tile's Play does; followed as a link (before the page's scripts run) it leads to the game's page,
 * which opens the login or profile step as Play would. Never cached: each visit draws again.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const game = await getServerContext(context).services.games.randomGame();
  const headers = { 'cache-control': 'no-store' };
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (!game) {
    if (wantsJson) return Response.json({ game: null }, { status: 404, headers });
    throw redirect(`/${params.lang}/games`, { headers });
  }
  if (wantsJson) return Response.json({ game: toCard(game) }, { headers });
  throw redirect(`/${params.lang}/games/${game.id}`, { headers });
}
