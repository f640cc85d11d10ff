import { describe, expect, it } from 'vitest';
import { hasPrintableContent, sanitizeDocument, scrubCss } from '../src/pdf/sanitize-document.ts';

/** The first wall before printing: what a document keeps, and what it loses. */
describe('sanitizeDocument', () => {
  it('keeps the structure, tables, styles and the inline SVG logo of a document', () => {
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Roofing Contract</title>
<style>h1 { color: #0b3d5c; } td { border: 1px solid #ccc; }</style></head>
<body><svg viewBox="0 0 120 40" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d5c"/></linearGradient></defs><path d="M10 30 L60 5 L110 30 Z" fill="url(#g)"/><text x="60" y="38" text-anchor="middle">SHOREFRONT</text></svg>
<h1 style="font-size: 22px">Roofing Contract</h1>
<table><thead><tr><th scope="col">Item</th><th>Amount</th></tr></thead>
<tbody><tr><td colspan="2">Tear-off and 30-lb felt underlayment</td></tr></tbody></table>
<img src="data:image/png;base64,iVBORw0KGgo=" alt="Seal"></body></html>`;
    const clean = sanitizeDocument(html);
    expect(clean).toContain('<style>h1 { color: #0b3d5c; }');
    expect(clean).toContain('<h1 style="font-size:22px">Roofing Contract</h1>');
    expect(clean).toContain('<th scope="col">Item</th>');
    expect(clean).toContain('<td colspan="2">');
    expect(clean).toMatch(/<svg viewbox="0 0 120 40"/i);
    expect(clean).toContain('<linearGradient id="g"><stop offset="0" stop-color="#0b3d5c">');
    expect(clean).toContain('<path d="M10 30 L60 5 L110 30 Z" fill="url(#g)"');
    expect(clean).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(clean).toContain('<title>Roofing Contract</title>');
  });

  it('drops scripts, event handlers, frames, objects and forms', () => {
    const clean = sanitizeDocument(`<p onclick="steal()">Hi</p><script>alert(1)</script>
<iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x">
<form action="https://evil.example"><input name="card"></form><img src="data:image/png;base64,AA==" onerror="alert(1)">
<svg><foreignObject><p>x</p></foreignObject><animate attributeName="href" to="javascript:alert(1)"/></svg>`);
    expect(clean).not.toMatch(
      /script|onclick|onerror|iframe|object|embed|<form|<input|animate|foreignobject/i,
    );
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops every URL that would load or navigate, unless it is inline data', () => {
    const clean = sanitizeDocument(`<img src="https://cdn.example.com/logo.png" alt="Logo">
<img src="//cdn.example.com/a.png"><img src="logo.png"><a href="javascript:alert(1)">x</a>
<a href="https://shorefrontroofing.com">site</a><a href="#terms">terms</a>
<svg><use href="https://evil.example/sprite.svg#i"/><use href="#logo"/></svg>
<div style="background-image: url('https://tracker.example/p.gif')">a</div>
<style>@import url("https://fonts.example/css"); body { background: url(http://tracker.example/b.png) }
.x { background: \\75 rl(http://tracker.example/escaped.png) } .y { background: image-set("https://t.example/i.png" 1x) }</style>`);
    expect(clean).not.toMatch(/example|javascript|logo\.png|@import/i);
    expect(clean).toContain('<a href="#terms">terms</a>');
    expect(clean).toContain('<use href="#logo"');
    expect(clean).toContain('<a>site</a>');
  });
});

describe('scrubCss', () => {
  it('keeps data: and in-document references and empties the rest', () => {
    expect(scrubCss('a{background:url(data:image/png;base64,AA==)}')).toContain('url(data:');
    expect(scrubCss('rect{fill:url(#grad)}')).toContain('url(#grad)');
    expect(scrubCss('a{background:url( "/local.png" )}')).toBe('a{background:none}');
    expect(scrubCss('@font-face{src:url(https://f.example/x.woff2)}')).not.toContain('f.example');
  });
});

describe('hasPrintableContent', () => {
  it('is false for a document that was all script or style', () => {
    expect(hasPrintableContent(sanitizeDocument('<script>document.write("x")</script>'))).toBe(
      false,
    );
    expect(hasPrintableContent(sanitizeDocument('<style>p{}</style>&nbsp;'))).toBe(false);
    expect(hasPrintableContent(sanitizeDocument('<p>Invoice</p>'))).toBe(true);
    expect(hasPrintableContent(sanitizeDocument('<svg><rect width="4" height="4"/></svg>'))).toBe(
      true,
    );
  });
});
