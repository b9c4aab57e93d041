import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * The loading bar on top of the page: shown while the server-loading flag is set (until the client start-up
 * finishes) and during navigations. Without JavaScript it never shows (see the noscript rule in the document).
 */
export function PageLoader({ serverLoading }: { serverLoading: boolean }) {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const busy = serverLoading || navigation.state !== 'idle';
  return (
    <div
      id="page-loader"
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={busy}
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[90] h-[3px] overflow-hidden transition-opacity duration-300 ${busy ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-full w-1/3 animate-[page-loader_1.1s_ease-in-out_infinite] rounded-full bg-gradient-to-r from-primary via-accent to-primary shadow-[0_0_12px_var(--color-primary)]" />
      <style>{'@keyframes page-loader{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
    </div>
  );
}
