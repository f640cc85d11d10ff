import sanitizeHtml from 'sanitize-html';

/**
 * What a document may hold before it is printed: its structure, tables, inline styles and
 * <style>, images and the inline SVG logo, but nothing that runs (script, event handlers, frames,
 * objects, forms) and nothing that loads (every URL that is not data:). The printer also blocks
 * every request and runs without JavaScript; this is the first of those walls.
 */

/** SVG drawing elements a logo needs (no <use>/<image> to remote files, no animation, no <foreignObject>). */
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'defs',
  // The parser keeps the case of tag names inside <svg> (attribute names it lowercases, and
  // Chromium's HTML parser restores their SVG case).
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'symbol',
  'use',
  'title',
  'desc',
];
const SVG_ATTRIBUTES = [
  'viewbox',
  'xmlns',
  'preserveaspectratio',
  'd',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'dx',
  'dy',
  'points',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'clip-path',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'letter-spacing',
];
/** Attributes that name something to load or follow. */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href'];

const isDataUrl = (value: string) => /^\s*data:/i.test(value);

/** Backslash escapes decoded, so `\75 rl(` cannot hide a `url(` from the checks below. */
function decodeCssEscapes(css: string): string {
  return css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/g, '$1');
}

/** Inline data, or a reference within the document (an SVG gradient, `#top`): nothing to fetch. */
const isInline = (value: string) => isDataUrl(value) || value.trim().startsWith('#');

/**
 * CSS with nothing that loads: @import rules removed, every url() that is not inline replaced,
 * and quoted absolute URLs (as image-set() takes them) blanked.
 */
export function scrubCss(css: string): string {
  return decodeCssEscapes(css)
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)([\s\S]*?)\1\s*\)/gi, (whole, _quote, target: string) =>
      isInline(target) ? whole : 'none',
    )
    .replace(/(['"])\s*(?:[a-z][a-z0-9+.-]*:\/\/|\/\/|(?:https?|ftp|file|blob):)[^'"]*\1/gi, '""');
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'html',
    'head',
    'body',
    'title',
    'meta',
    'style',
    'img',
    'font',
    'center',
    ...SVG_TAGS,
  ],
  allowedAttributes: {
    '*': [
      'style',
      'class',
      'id',
      'title',
      'lang',
      'dir',
      'align',
      'valign',
      'width',
      'height',
      'role',
      'aria-*',
      ...SVG_ATTRIBUTES,
    ],
    a: ['href', 'name'],
    img: ['src', 'alt'],
    use: ['href', 'xlink:href'],
    meta: ['charset'],
    table: ['border', 'cellpadding', 'cellspacing', 'summary'],
    td: ['colspan', 'rowspan', 'nowrap'],
    th: ['colspan', 'rowspan', 'scope', 'nowrap'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
    font: ['color', 'face', 'size'],
  },
  allowedSchemes: ['data'],
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: false,
  // <style> is allowed on purpose: documents are styled with it; scrubCss takes out what loads.
  allowVulnerableTags: true,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = { ...attribs };
      for (const name of URL_ATTRIBUTES) {
        const value = kept[name];
        // A relative path would load from somewhere too: only data: and #fragments stay.
        if (value !== undefined && !isInline(value)) delete kept[name];
      }
      // style, and the SVG paint attributes that take url(): only inline references survive.
      for (const name of ['style', 'fill', 'stroke', 'clip-path']) {
        const value = kept[name];
        if (value !== undefined) kept[name] = scrubCss(value);
      }
      return { tagName, attribs: kept };
    },
  },
};

/** The document's HTML as it may be printed. */
export function sanitizeDocument(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  // sanitize-html passes <style> text through untouched, and its output is well formed (a
  // literal "<style" in text comes out escaped), so each block found here is a real one.
  return clean.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (_, open: string, css: string, close: string) => `${open}${scrubCss(css)}${close}`,
  );
}

/** True when the sanitised document has something to print (text, an image or a drawing). */
export function hasPrintableContent(html: string): boolean {
  const withoutStyles = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  if (/<(img|svg)\b/i.test(withoutStyles)) return true;
  return withoutStyles.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
