import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import './app.css';

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useRouteLoaderData('lang') as { locale?: string; htmlLang?: string } | undefined;
  return (
    <html lang={lang?.htmlLang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="p-8">
      <h1>{status}</h1>
    </main>
  );
}
