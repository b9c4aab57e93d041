import { Outlet } from 'react-router';
import { Frame } from '../components/frame.tsx';
import { RouteErrorPage } from '../components/error-page.tsx';
import { localePath } from '../shell.links.ts';
import { useShell } from '../use-shell.ts';

/** As the default layout without the footer; the navigation bar hides in full screen mode. */
export default function NoFooterLayout() {
  const shell = useShell();
  return (
    <Frame shell={shell} footer={false}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const shell = useShell();
  return (
    <Frame shell={shell} footer={false}>
      <RouteErrorPage homeHref={localePath(shell.locale, '')} />
    </Frame>
  );
}
