import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import enhanceScriptUrl from 'virtual:enhance-script';
import type { Route } from './+types/root';
import { apiMessages, uiMessages } from '#shared/common-messages';
import { ErrorScreen } from './components/layout/error-screen';
import { Toaster } from './components/ui/toaster';
import { AuthProvider } from './lib/auth/auth-provider';
import { pageMeta } from './lib/meta';
import { createQueryClient } from './lib/query-client';
import { useStaticPage } from './lib/static-page';
import appCss from './app.css?url';

export const meta: Route.MetaFunction = () => pageMeta();

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const staticPage = useStaticPage();
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet first in <head>, ahead of the script preloads. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {staticPage ? (
          <script src={enhanceScriptUrl} defer />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <span
          className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
          aria-hidden
        />
        {uiMessages.loading}
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message: string = apiMessages.internal;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error && error.message) message = error.message;
  return <ErrorScreen message={message} />;
}
