import { useCallback, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SkipLink } from '../components/frame.tsx';
import { GameNavBar } from '../components/game-nav-bar.tsx';
import { RouteErrorPage } from '../components/error-page.tsx';
import { localePath } from '../shell.links.ts';
import { useShellUi } from '../../../shared/shell-ui.tsx';
import { useShell } from '../use-shell.ts';

/** The game page: a dedicated game bar above the game, which fills the rest of the screen. */
function PlayGameFrame({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const { fullscreen, setFullscreen } = useShellUi();
  // The game page names its game in the bar (loader data `navTitle`).
  const title = useMatches()
    .map((m) => (m.loaderData as { navTitle?: unknown } | undefined)?.navTitle)
    .filter((v): v is string => typeof v === 'string')
    .at(-1);
  useEffect(() => {
    const sync = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      setFullscreen(false);
    };
  }, [setFullscreen]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => setFullscreen(!fullscreen));
  }, [fullscreen, setFullscreen]);
  return (
    <>
      <SkipLink />
      <GameNavBar shell={shell} title={title} fullscreen={fullscreen} onToggleFullscreen={toggle} />
      <main id="main" tabIndex={-1} className="flex h-dvh flex-col pt-12 outline-none">
        {children}
      </main>
    </>
  );
}

export default function PlayGameLayout() {
  return (
    <PlayGameFrame>
      <Outlet />
    </PlayGameFrame>
  );
}

export function ErrorBoundary() {
  const shell = useShell();
  return (
    <PlayGameFrame>
      <RouteErrorPage homeHref={localePath(shell.locale, '')} />
    </PlayGameFrame>
  );
}
