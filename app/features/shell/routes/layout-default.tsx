import { Outlet } from 'react-router';
import { Frame } from '../components/frame.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { RouteErrorPage } from '../components/error-page.tsx';
import { homeVariantOf, isHomePage } from '../shell.experiment.ts';
import { localePath } from '../shell.links.ts';
import { useShell } from '../use-shell.ts';

/** Default layout: announcement, navigation bar, content, footer, bottom navigation. */
export default function DefaultLayout() {
  const shell = useShell();
  return (
    <Frame shell={shell} footer>
      {isHomePage(shell.pageName) ? (
        <HomeHero banners={shell.banners} variant={homeVariantOf(shell.pageName, shell.experiments.Home_Page_1)} />
      ) : null}
      <Outlet />
    </Frame>
  );
}

/** Errors of the pages inside keep the frame around the error page. */
export function ErrorBoundary() {
  const shell = useShell();
  return (
    <Frame shell={shell} footer>
      <RouteErrorPage homeHref={localePath(shell.locale, '')} />
    </Frame>
  );
}
