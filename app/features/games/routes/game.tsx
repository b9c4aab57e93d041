import { useCallback, useEffect, useRef } from 'react';
import { data, redirect, useNavigate, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { RETURN_TO_KEY } from '../launch';
import type { Route } from './+types/game';

/** How often the balance in the game bar is read again while the game page is open and visible. */
const BALANCE_REFRESH_MS = 10_000;

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['games'] };

/**
 * games/:id, in the play-game layout: the provider's game in a full-size frame under the game bar. Real play needs a
 * member with a complete profile (a visitor goes home with the login modal, an incomplete profile with the
 * update-profile modal) and opens a game session on the server; ?mode=demo plays a demo game on a fun balance,
 * visitors included.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const { services, member: memberOf } = getServerContext(context);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const game = id === null ? null : await services.games.getGame(id);
  if (!game) throw data(null, { status: 404 });
  const info = { id: game.id, name: game.name, provider_name: game.provider.name };
  const demo = new URL(request.url).searchParams.get('mode') === 'demo';
  if (demo) {
    if (!game.is_demo) throw data(null, { status: 404 });
    const { url } = await services.seamless.demoLaunch({ gameListId: game.id, languageCode: locale });
    return { game: info, url, demo, navTitle: game.name };
  }
  const member = await memberOf();
  if (!member) throw redirect(`/${locale}?modal=login`);
  if (!(await services.profile.isComplete(member.id))) throw redirect(`/${locale}?modal=update-profile`);
  try {
    const launch = await services.seamless.launch(member, { gameListId: game.id, languageCode: locale });
    return { game: info, url: launch.url, demo, navTitle: game.name };
  } catch (err) {
    const failure = err as { errorCode?: unknown; kind?: unknown };
    if (failure.errorCode === 'UPDATE_PROFILE_REQUIRED') throw redirect(`/${locale}?modal=update-profile`);
    // A coupon under verification pauses play: its history page says why.
    if (failure.errorCode === 'COUPON_UNDER_VERIFICATION') throw redirect(`/${locale}/setting/couponhistory?paused=1`);
    if (failure.kind === 'NotFound') throw data(null, { status: 404 });
    throw err;
  }
}

/** A launch opens a game session: the page's data is read again only for another game, not to refresh the balance. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.game.name }, { name: 'robots', content: 'noindex' }] : [];
}

/** Where "back to lobby" goes: the page the game was started from, else the home page. */
export function returnPath(stored: string | null, locale: string): string {
  if (stored && /^\/(?!\/)/.test(stored) && !/^\/[a-z]{2}\/games\/\d+/.test(stored)) return stored;
  return `/${locale}`;
}

export default function GamePage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const frame = useRef<HTMLIFrameElement>(null);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const { demo } = loaderData;

  const backToLobby = useCallback(() => {
    let stored: string | null = null;
    try {
      stored = window.sessionStorage.getItem(RETURN_TO_KEY);
    } catch {
      stored = null;
    }
    void navigate(returnPath(stored, params.lang));
  }, [navigate, params.lang]);

  // The provider's "back to lobby" button, from the framed game only.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === 'demo-provider:back-to-lobby') backToLobby();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [backToLobby]);

  // The balance in the game bar follows the game: read again when the player comes back to the page, and now and
  // then while it is shown.
  useEffect(() => {
    if (demo) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void revalidate.current();
    };
    const timer = window.setInterval(refresh, BALANCE_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [demo]);

  return (
    <>
      <h1 className="sr-only">{loaderData.game.name}</h1>
      {demo && (
        <p className="bg-success/15 px-3 py-1 text-center text-xs font-semibold text-success" role="note">
          {t('game.demo_note')}
        </p>
      )}
      <iframe
        ref={frame}
        key={loaderData.url}
        src={loaderData.url}
        title={t('game.frame_title', { name: loaderData.game.name, provider: loaderData.game.provider_name })}
        className="block w-full flex-1 border-0 bg-black"
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
    </>
  );
}
