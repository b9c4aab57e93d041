import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { api } from '../../../shared/api-client';
import { modals } from '../../../shared/modal-store';
import type { GameCard, PlayMode } from '../games.schemas';
import { FavouritesContext, PlayGameContext } from '../play';
import { usePageData } from '../../../shared/page-data';
import { useFavourites } from '../favourites';
import { detectBrowser, launchGame, type GameWindow, type LaunchDeps } from '../launch';
import type { FavouriteItem } from '../play.schemas';

/** The query flag that opens a modal on arrival (the game page sends visitors here with ?modal=login). */
export const MODAL_FLAG = 'modal';

const FavouriteItemsContext = createContext<readonly FavouriteItem[]>([]);

/** The member's favourites as listed (newest first), for the favourites row. */
export function useFavouriteItems(): readonly FavouriteItem[] {
  return useContext(FavouriteItemsContext);
}

/** The browser as the launch uses it. */
function browserWindow(): LaunchDeps['win'] {
  return {
    open: (url, target, features) => window.open(url, target, features) as GameWindow | null,
    assignTop: (url) => {
      (window.top ?? window).location.assign(url);
    },
    writeTop: (html) => {
      document.open();
      document.write(html);
      document.close();
    },
    sessionStorage: (() => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    })(),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  };
}

/**
 * Gives every tile of the page its Play and Demo buttons (the launch of platform-shell § 4) and, for members, the
 * heart buttons. Opens the login or update-profile modal a ?modal= flag asks for.
 */
export function PlayProvider({
  children,
  favourites: initial,
}: {
  children: React.ReactNode;
  favourites?: readonly FavouriteItem[] | null;
}) {
  const shell = usePageData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const memberId = shell.member?.id ?? null;
  const { favourites, items } = useFavourites(memberId, initial);

  // The launch reads the latest shell data and router functions when it runs.
  const latest = useRef({ shell, navigate, revalidate: revalidator.revalidate });
  latest.current = { shell, navigate, revalidate: revalidator.revalidate };

  const play = useCallback((game: GameCard, mode: PlayMode) => {
    const { shell: s, navigate: go, revalidate } = latest.current;
    const member = s.member;
    void launchGame(game, mode, {
      facts: {
        member: !!member,
        // The profile completeness rule (bank account, first name and the fields the site requires).
        profileComplete: !!member && member.missingProfile.length === 0,
        shouldIframeRedirect: s.features.shouldIframeRedirect,
        browser: detectBrowser(navigator.userAgent, navigator.maxTouchPoints),
      },
      locale: s.locale,
      win: browserWindow(),
      openModal: (name) => modals.open(name),
      navigate: (path) => void go(path),
      refreshBalance: () => void revalidate(),
      requestLaunch: (id, m, languageCode) =>
        api
          .service(m === 'demo' ? 'pb/demo-game' : 'mb/enter-game')
          .create({ game_list_id: id, languageCode }, undefined, { handleErrors: false }),
      // The member is back from the game window: the balance has changed.
      onWindowClosed: () => {
        if (latest.current.shell.member) void latest.current.revalidate();
      },
    });
  }, []);

  // A game page sent the visitor (or a member with an incomplete profile) here to log in or complete the profile.
  const flag = params.get(MODAL_FLAG);
  useEffect(() => {
    if (flag !== 'login' && flag !== 'update-profile') return;
    if (flag === 'login' && !memberId) modals.open('login');
    if (flag === 'update-profile' && memberId) modals.open('update-profile');
    setParams(
      (p) => {
        p.delete(MODAL_FLAG);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [flag, memberId, setParams]);

  // A provider popup that goes back to the lobby tells its opener before it closes.
  useEffect(() => {
    if (!memberId) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'demo-provider:back-to-lobby')
        void latest.current.revalidate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [memberId]);

  return (
    <PlayGameContext.Provider value={play}>
      <FavouritesContext.Provider value={favourites}>
        <FavouriteItemsContext.Provider value={items}>{children}</FavouriteItemsContext.Provider>
      </FavouritesContext.Provider>
    </PlayGameContext.Provider>
  );
}
