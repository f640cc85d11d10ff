import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status}: ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What a render failure shows: the error text and a way back (public-site §8). */
export function ErrorFallback({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-2xl border border-danger-700/30 bg-white p-8 shadow-sm"
    >
      <h1 className="font-display text-2xl font-bold text-navy-900">Something went wrong</h1>
      <p className="mt-2 text-slate-700">
        The page could not be shown. Please reload, or call us if the problem continues.
      </p>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
        {messageOf(error)}
      </pre>
      <a
        href="/"
        className="mt-6 inline-flex rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
      >
        Back to home
      </a>
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
