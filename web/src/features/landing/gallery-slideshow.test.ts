import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GALLERY_ITEMS } from '../../content/gallery.ts';
import { GallerySlideshow } from './gallery-slideshow.tsx';

describe('GallerySlideshow', () => {
  it('says so when there are no items', () => {
    const html = renderToStaticMarkup(createElement(GallerySlideshow, { items: [] }));
    expect(html).toContain('No gallery items available');
    expect(html).not.toContain('<button');
  });

  it('shows the first item with its location and year, and one thumbnail per item', () => {
    const html = renderToStaticMarkup(createElement(GallerySlideshow, { items: GALLERY_ITEMS }));
    const first = GALLERY_ITEMS[0];
    expect(html).toContain(first?.title);
    expect(html).toContain(`${first?.location} · ${first?.year}`);
    expect(html.match(/aria-label="Show /g)).toHaveLength(GALLERY_ITEMS.length);
    expect(html).toContain('Pause');
  });
});
