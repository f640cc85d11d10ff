// @vitest-environment jsdom
import { act, type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiJson } from '../../api/client.ts';
import { apiError, fakeScreen, jsonResponse } from '../../lib/render-for-tests.tsx';
import { settleQueries } from '../../lib/settle-for-tests.ts';
import { useVerifiedAction } from './verify-code.tsx';

/*
 * A message sent from a session not yet verified: the code dialog opens in place, and once the
 * code is in and the message sent, the focus is back on the Send button (it was left on the
 * page's body, so a keyboard or screen-reader user had to find their place again).
 */

let verified = false;
const screen = fakeScreen((url) => {
  if (url.endsWith('/api/portal/code'))
    return jsonResponse(202, { accepted: true, message: 'Sent.' });
  if (url.endsWith('/api/portal/verify')) {
    verified = true;
    return jsonResponse(200, {});
  }
  if (url.endsWith('/api/project-messages'))
    return verified
      ? jsonResponse(201, { id: 1 })
      : apiError(401, 'VERIFICATION_REQUIRED', 'Please confirm it is you.');
  return apiError(404, 'NOT_FOUND', 'Not found.');
});

function MessageBox() {
  const verification = useVerifiedAction('SFR-2DS8Z4HU', 'maria@example.com');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    void verification
      .run(() => apiJson('POST', '/api/project-messages', { body: 'Hello team' }))
      .then(() => setSent(true))
      .finally(() => setSending(false));
  };
  return (
    <form onSubmit={send}>
      <textarea aria-label="Message" defaultValue="Hello team" />
      <button type="submit" disabled={sending}>
        Send
      </button>
      {sent && <p>Message sent</p>}
      {verification.dialog}
    </form>
  );
}

/** Types into a React-controlled input. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the code dialog', () => {
  it('gives the focus back to the Send button once the message is sent', async () => {
    verified = false;
    const queries = await screen.render(<MessageBox />);
    const send = screen.button('Send');
    send?.focus();
    await act(async () => send?.click());
    await settleQueries(queries, () => document.querySelector('#portal-code') !== null);
    const code = document.querySelector<HTMLInputElement>('#portal-code');
    expect(code).not.toBeNull();
    await act(async () => code && type(code, '123456'));
    const verify = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Verify and continue',
    );
    await act(async () => verify?.click());
    await settleQueries(
      queries,
      () =>
        (screen.container.textContent?.includes('Message sent') ?? false) &&
        document.activeElement === screen.button('Send'),
    );
    expect(screen.container.textContent).toContain('Message sent');
    expect(document.querySelector('#portal-code')).toBeNull();
    expect(document.activeElement).toBe(screen.button('Send'));
  });
});
