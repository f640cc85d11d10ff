import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { shellLocale, shellSay } from './shell-words.ts';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status}: ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What browsers say when a part of the app (a page's chunk) cannot be loaded. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return !isRouteErrorResponse(error) && CHUNK_LOAD_FAILURE.test(messageOf(error));
}

/** When this tab last reloaded for a missing chunk; a second failure soon after shows the fallback. */
const RELOADED_AT_KEY = 'shorefront:reloaded-for-new-build';
const RELOAD_GUARD_MS = 60_000;

/**
 * After a redeploy the old build's chunks are gone: a tab still running it fails to load the next
 * page. One reload brings the new build; sessionStorage remembers it, so a chunk that still fails
 * (the network, not a redeploy) shows the fallback instead of reloading in a loop.
 */
function reloadOnceForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // Without storage there is no guard against a loop: no reload.
  }
  window.location.reload();
  return true;
}

/**
 * What a render failure shows (public-site §8): the error text and a way back, and the phone
 * number. A part of the site that could not be loaded is said in plain words, never as the
 * browser's module-loading message; it first reloads once to the new build.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  // Outside the LocaleRoot: the page's language from its address (a Spanish page, Spanish).
  const locale = shellLocale();
  const say = shellSay(locale);
  const chunkFailure = isChunkLoadFailure(error);
  const [reloading, setReloading] = useState(chunkFailure);
  useEffect(() => {
    if (chunkFailure && !reloadOnceForNewBuild()) setReloading(false);
  }, [chunkFailure]);
  if (reloading) {
    return (
      <p role="status" className="mx-auto my-16 max-w-xl text-center text-slate-700">
        {say('reloading')}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-2xl border border-danger-700/30 bg-white p-8 shadow-sm"
    >
      <h1 className="font-display text-2xl font-bold text-navy-900">{say('heading')}</h1>
      <p className="mt-2 text-slate-700">
        {chunkFailure ? say('chunkFailure') : say('renderFailure')}{' '}
        {say.rich('callUs', {
          phone: () => (
            <a
              key="phone"
              href={COMPANY_PHONE_HREF}
              className="font-semibold text-navy-800 underline"
            >
              {COMPANY.phone}
            </a>
          ),
        })}
      </p>
      {!chunkFailure && (
        <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
          {messageOf(error)}
        </pre>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={locale === 'es' ? '/es' : '/'}
          className="inline-flex rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
        >
          {say('backHome')}
        </a>
        <a
          href={COMPANY_PHONE_HREF}
          className="inline-flex rounded-lg border border-navy-900 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {say('call', { phone: COMPANY.phone })}
        </a>
      </div>
    </div>
  );
}

/** Route-level errors (thrown while rendering a route) land here. */
export function RouteErrorFallback() {
  return <ErrorFallback error={useRouteError()} />;
}

/** Last line of defence around the whole application. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
