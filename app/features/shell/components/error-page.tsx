import { Component, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from '../client/chunk-reload.ts';
import { AlertIcon } from './icons.tsx';

/** 'This page could not be found' with a way home. */
export function NotFoundContent({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('shell');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24"
      aria-labelledby="not-found-title"
    >
      <p className="bg-gradient-to-b from-primary to-secondary bg-clip-text text-7xl font-black text-transparent md:text-8xl">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold md:text-3xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-text-muted">{t('notFound.body')}</p>
      <Link
        to={homeHref}
        className="mt-8 inline-flex h-12 items-center rounded-full bg-primary px-6 font-semibold text-primary-contrast hover:brightness-110"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

/** The error page: message (default 'Error') and status (default 500); a 404 links home. */
export function ErrorContent({ status, message, homeHref }: { status: number; message?: string; homeHref: string }) {
  const { t } = useTranslation('shell');
  if (status === 404) return <NotFoundContent homeHref={homeHref} />;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24"
      aria-labelledby="error-title"
    >
      <AlertIcon className="size-14 text-danger" />
      <h1 id="error-title" className="mt-4 text-2xl font-bold md:text-3xl">
        {message || t('error.title')}
      </h1>
      <p className="mt-2 text-text-muted">{t('error.status', { status })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-12 items-center rounded-full border border-border bg-surface px-6 font-semibold hover:border-primary"
        >
          {t('error.reload')}
        </button>
        <a
          href={homeHref}
          className="inline-flex h-12 items-center rounded-full bg-primary px-6 font-semibold text-primary-contrast hover:brightness-110"
        >
          {t('error.backHome')}
        </a>
      </div>
    </section>
  );
}

/** What an error turns into on screen. Internal messages of unexpected errors are never shown. */
export function describeError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | null;
    const message = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : undefined;
    return { status: error.status || 500, message: error.status === 404 ? undefined : message };
  }
  return { status: 500 };
}

/** Catches an error thrown while the error page itself renders. */
class ErrorPageGuard extends Component<{ children: React.ReactNode; fallback: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('the error page failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ErrorPageFailed({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-xl font-bold">{t('error.boundaryFailed')}</h1>
      <a
        href={homeHref}
        className="mt-6 inline-flex h-12 items-center rounded-full bg-primary px-6 font-semibold text-primary-contrast"
      >
        {t('error.goHome')}
      </a>
    </section>
  );
}

/** The route error boundary's content: a failed script chunk reloads (once a minute at most), else the error page. */
export function RouteErrorPage({ homeHref }: { homeHref: string }) {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(window.sessionStorage, () => window.location.reload());
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const { status, message } = describeError(error);
  return (
    <ErrorPageGuard fallback={<ErrorPageFailed homeHref={homeHref} />}>
      <ErrorContent status={status} message={message} homeHref={homeHref} />
    </ErrorPageGuard>
  );
}
