import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_LOADING_STATE, loadingBar, type LoadingBarStore } from '../shared/loading-bar.ts';
import { TopLoadingBar } from './ui/loading-bar.tsx';

/** The loading bar of the API client's requests (red when one failed). */
export function GlobalLoadingBar({ store = loadingBar }: { store?: LoadingBarStore }) {
  const { t } = useTranslation('common');
  const state = useSyncExternalStore(store.subscribe, store.getState, () => IDLE_LOADING_STATE);
  return <TopLoadingBar status={state.status} run={state.run} label={t('loading')} />;
}
