import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { TopLoadingBar } from '../../../components/ui/loading-bar.tsx';
import { loadingBar, type LoadingState } from '../../../shared/loading-bar.ts';

/** What the server renders: the start-up has not finished yet. */
const STARTING: LoadingState = { status: 'loading', pending: 1, run: 1 };

/**
 * The page loader: the loading bar on top of the page. It runs while the server-loading flag is set (until the
 * client start-up has finished), during navigations, and while API requests are in flight (red when one failed).
 * Without JavaScript it never shows (the document hides #page-loader in a noscript rule). It is a polite status
 * region: outside the page's landmarks, a screen reader hears "Loading…" when it appears and nothing when idle.
 */
export function PageLoader({ serverLoading }: { serverLoading: boolean }) {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const busy = serverLoading || navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    const end = loadingBar.start();
    return () => end('ok');
  }, [busy]);
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState, () => STARTING);
  return (
    <div id="page-loader" role="status">
      <TopLoadingBar status={state.status} run={state.run} label={t('loading')} />
    </div>
  );
}
