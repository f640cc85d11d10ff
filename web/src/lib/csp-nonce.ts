/**
 * The style nonce of this page view: the gateway puts a fresh one in `<meta name="csp-nonce">`
 * and in the page's Content-Security-Policy (`style-src 'self' 'nonce-…'`), so the few `<style>`
 * elements made at run time (the scroll lock of dialogs and selects, the instant quote's print
 * rules) are allowed and nothing injected into the page is. Undefined in development (Vite).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/**
 * Hands the nonce to the libraries that add `<style>` elements: Radix's scroll lock
 * (react-remove-scroll through react-style-singleton) reads it with get-nonce, which falls back
 * to the global `__webpack_nonce__`.
 */
export function shareCspNonce() {
  const nonce = cspNonce();
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}

/**
 * A srcdoc frame inherits the page's Content-Security-Policy, whose style-src allows only
 * `<style>` elements with this page view's nonce: a server-rendered document's own stylesheets
 * (the contract's) get it, so the document keeps its layout without loosening the policy.
 */
export function withStyleNonce(html: string, nonce = cspNonce()): string {
  return nonce ? html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`) : html;
}
