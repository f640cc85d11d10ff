// Before anything that builds a schema: no eval probe against the CSP.
import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { shareCspNonce } from './lib/csp-nonce.ts';
import './styles.css';

// Global failures are only logged (public-site §8); render failures reach the error boundary.
window.addEventListener('error', (event) => console.error('Unhandled error', event.error));
window.addEventListener('unhandledrejection', (event) =>
  console.error('Unhandled rejection', event.reason),
);

shareCspNonce();

const root = document.getElementById('root');
if (root) {
  // A transition lets React render the first screen in slices that yield to the browser
  // between them, instead of one long task that blocks input while the page starts.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
} else {
  document.body.textContent = 'The page could not start: its root element is missing.';
}
