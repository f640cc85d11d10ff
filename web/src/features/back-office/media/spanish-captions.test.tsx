// @vitest-environment jsdom
import type { SitePhoto } from '@roofing/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeScreen, jsonResponse } from '../../../lib/render-for-tests.tsx';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { SitePhotos } from './site-photos.tsx';

/*
 * The Site Photos page's Spanish captions against a fake network: the upload form sends the
 * three Spanish fields with the photo, the edit dialog changes them by PATCH (an emptied one is
 * sent empty, which clears it), and an over-long one is refused at its field before anything is
 * sent, in the contract's words.
 */

const photo: SitePhoto = {
  id: 7,
  title: 'Metal roof in Neptune Beach',
  description: 'Worn shingles replaced with 24-gauge metal.',
  location: 'Neptune Beach, FL',
  year: 2026,
  altText: 'Grey standing-seam metal roof on a beach house',
  titleEs: 'Techo de metal en Neptune Beach',
  altTextEs: null,
  descriptionEs: 'Tejas gastadas reemplazadas por metal de calibre 24.',
  image: { src: '/api/media/images/a.jpg', srcset: '', width: 1600, height: 1067 },
  before: null,
  inGallery: true,
  inHero: false,
  position: 1,
  uploadedBy: 'Office',
  uploadedAt: '2026-11-20T15:00:00.000Z',
};

let patches: Array<Record<string, unknown>> = [];
const screen = fakeScreen((url, init) => {
  if (url === '/api/media' && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, [photo]);
  if (url === `/api/media/${photo.id}` && init?.method === 'PATCH') {
    const patch = JSON.parse(String(init.body)) as Record<string, unknown>;
    patches.push(patch);
    return jsonResponse(200, { ...photo, ...patch });
  }
  return apiError(404, 'NOT_FOUND', 'Not found.');
});

/** Each multipart body the upload form sent (XMLHttpRequest, for its progress). */
let uploads: FormData[] = [];
class FakeUpload {
  status = 201;
  responseText = JSON.stringify(photo);
  upload: { onprogress: unknown } = { onprogress: null };
  onload: (() => void) | null = null;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    uploads.push(form);
    setTimeout(() => this.onload?.(), 0);
  }
}

afterEach(() => {
  patches = [];
  uploads = [];
});

/** The control of the label whose text is `label`, inside `scope`. */
function control(scope: ParentNode, label: string) {
  const found = [...scope.querySelectorAll('label')].find(
    (element) => element.querySelector('span')?.textContent === label,
  );
  const input = found?.querySelector('input, textarea');
  if (!input) throw new Error(`no control labelled ${label}`);
  return input as HTMLInputElement | HTMLTextAreaElement;
}

/** Types into a control registered with react-hook-form. */
async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(input) as object;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const buttonIn = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('the Spanish captions on the Site Photos page', () => {
  it('sends the Spanish title, alt text and description with an upload', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const queries = await screen.render(<SitePhotos />, { path: '/admin/media' });
    await settleQueries(queries);
    const form = document.querySelector('form[aria-label="Upload a photo"]') as HTMLFormElement;
    expect(form.textContent).toContain('Left empty, the Spanish site shows the English text.');

    const file = new File(['jpeg'], 'techo.jpg', { type: 'image/jpeg' });
    const picker = control(form, 'Photo *') as HTMLInputElement;
    await act(async () => {
      Object.defineProperty(picker, 'files', { value: [file], configurable: true });
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type(control(form, 'Title *'), 'Metal roof in Neptune Beach');
    await type(control(form, 'Location *'), 'Neptune Beach, FL');
    await type(control(form, 'Alt text *'), 'Grey standing-seam metal roof on a beach house');
    await type(control(form, 'Title (Spanish)'), 'Techo de metal en Neptune Beach');
    await type(
      control(form, 'Alt text (Spanish)'),
      'Techo gris de metal con junta alzada en una casa de playa',
    );
    await act(async () => buttonIn(form, 'Upload photo').click());
    await settleQueries(queries, () => uploads.length === 1);

    const sent = uploads[0] as FormData;
    expect(sent.get('titleEs')).toBe('Techo de metal en Neptune Beach');
    expect(sent.get('altTextEs')).toBe('Techo gris de metal con junta alzada en una casa de playa');
    expect(sent.get('descriptionEs')).toBe('');
    expect(sent.get('title')).toBe('Metal roof in Neptune Beach');
  });

  it('edits a photo’s Spanish captions, and refuses an over-long one at its field', async () => {
    const queries = await screen.render(<SitePhotos />, { path: '/admin/media' });
    await settleQueries(queries, () => screen.button('Edit captions') !== undefined);
    await act(async () => screen.button('Edit captions')?.click());
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain(`Edit ${photo.title}`);
    expect(control(dialog, 'Title (Spanish)').value).toBe('Techo de metal en Neptune Beach');
    expect(control(dialog, 'Alt text (Spanish)').value).toBe('');

    await type(control(dialog, 'Title (Spanish)'), 'Techo '.repeat(25));
    await act(async () => buttonIn(dialog, 'Save captions').click());
    await settleQueries(queries);
    expect(dialog.textContent).toContain('Title (Spanish) must be at most 120 characters');
    expect(control(dialog, 'Title (Spanish)').getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);

    await type(control(dialog, 'Title (Spanish)'), 'Techo de metal con junta alzada');
    await type(
      control(dialog, 'Alt text (Spanish)'),
      'Techo gris de metal con junta alzada en una casa de playa',
    );
    await type(control(dialog, 'Description (Spanish)'), '');
    await act(async () => buttonIn(dialog, 'Save captions').click());
    await settleQueries(queries, () => patches.length === 1);
    expect(patches[0]).toMatchObject({
      title: photo.title,
      titleEs: 'Techo de metal con junta alzada',
      altTextEs: 'Techo gris de metal con junta alzada en una casa de playa',
      descriptionEs: '',
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
