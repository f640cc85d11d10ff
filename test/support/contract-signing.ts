import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { codeFor, codeMailFiles } from './portal-verify.ts';

/** Draws a signature-like scribble across a canvas with the mouse. */
export async function drawSignature(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 0; step <= 40; step++) {
    const x = box.x + 20 + step * ((box.width - 60) / 40);
    await page.mouse.move(x, y + Math.sin(step / 2.5) * (box.height / 4), { steps: 2 });
  }
  await page.mouse.up();
}

/**
 * In the open portal of a prepared estimate: accepts it, reads the contract it issues to the end
 * (the signature section opens only then), types the name, draws the signature, ticks the consent,
 * asks for the signing code, reads it from the e-mail and signs.
 */
export async function acceptAndSignInPortal(
  page: Page,
  options: {
    estimateNumber: string;
    dataDir: string;
    signerName: string;
    /** The confirmation dialog's accept button ("Yes, accept for $14,250.50"). */
    acceptLabel: string;
    /** A folder for screenshots of the steps, if wanted. */
    shots?: string;
  },
) {
  const { estimateNumber, dataDir, shots } = options;
  await page.getByRole('button', { name: 'Accept & Schedule Work' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept estimate ${estimateNumber}?` });
  await dialog.getByRole('button', { name: options.acceptLabel }).click();

  const card = page.getByTestId('your-contract');
  await card.waitFor();
  await card.getByRole('button', { name: 'Read and sign' }).click();
  await page.getByText('Scroll to the end of the contract to sign.').waitFor();
  if (shots) await page.screenshot({ path: `${shots}/01-contract-locked.png` });
  const form = page.getByTestId('contract-sign-form');
  // The signature section opens only once the document has been read to its end.
  expect(await form.count()).toBe(0);
  await page.getByTestId('contract-document').hover();
  for (let turn = 0; turn < 80 && (await form.count()) === 0; turn++) {
    await page.mouse.wheel(0, 1500);
  }
  await form.getByLabel('Full name').fill(options.signerName);
  await drawSignature(page, page.getByTestId('signature-pad'));
  await form.getByLabel('I have read this contract and agree to sign it electronically').check();
  const before = await codeMailFiles(dataDir, estimateNumber);
  await form.getByRole('button', { name: 'E-mail me a signing code' }).click();
  await page
    .getByTestId('signing-code-status')
    .getByText(/Code sent to/)
    .waitFor();
  const code = await codeFor(dataDir, estimateNumber, before);
  await form.getByLabel('Signing code').fill(code);
  if (shots) await page.screenshot({ path: `${shots}/02-contract-ready-to-sign.png` });
  await form.getByRole('button', { name: 'Sign contract' }).click();
  await page.getByText(/you may cancel until/).waitFor();
}
