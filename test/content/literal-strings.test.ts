import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No user-facing string outside the catalogues (issue 24): in the customer-facing folders of the
 * web app, JSX text and the attributes people read or hear (aria-label, alt, title, placeholder,
 * label…) must come from a catalogue (`useT`) or localized content, not from a literal. Brand
 * names, symbols and numbers are allowed. A folder joins CUSTOMER_FACING when it is translated.
 */
const WEB = join(import.meta.dirname, '../../web/src');

export const CUSTOMER_FACING = [
  'i18n',
  'components/layout/site-header.tsx',
  'components/layout/site-footer.tsx',
  'components/layout/back-home-link.tsx',
  'components/layout/page-change.tsx',
  'components/layout/page-bands.tsx',
  'components/layout/site-layout.tsx',
  'components/ui',
  'components/brand',
  'features/landing',
  'pages/home-page.tsx',
  'features/estimate-tracker',
  'pages/estimate-tracker-page.tsx',
  'features/client-portal',
  'pages/client-portal-page.tsx',
  'features/service-pages',
  'pages/service-page.tsx',
  'features/not-found',
  'pages/not-found-page.tsx',
  'features/blog-section',
  'features/blog-article',
  'pages/blog-article-page.tsx',
  'features/faq-chat',
  'features/ai-assistant',
  // The portal, project status, app shell, disclosures (issue 24, "portal2").
  'features/portal',
  'features/project-status',
  'pages/project-status-page.tsx',
  'app/error-boundary.tsx',
  'app/toast.tsx',
  'app/toast-layer.tsx',
  'components/insurance-claim-disclosures.tsx',
  'components/insurance-claim',
  // The public forms (issue 24, "forms").
  'features/quote-wizard',
  'features/contact',
  'features/service-area',
  'features/coldshield-offer',
  'features/financing',
  'features/instant-quote',
  'features/verification',
  'pages/coldshield-offer-page.tsx',
  'pages/financing-page.tsx',
  'pages/instant-quote-page.tsx',
  'components/ui/form-field.tsx',
  'components/ui/form-controls.tsx',
  'components/ui/hook-form-fields.tsx',
  'components/ui/submit-button.tsx',
  'components/ui/form-actions.tsx',
  'components/ui/select-menu.tsx',
  'components/ui/spinner.tsx',
  'components/ui/reply-pending.tsx',
  'components/ui/office-contact-links.tsx',
  'components/ui/text-consent-field.tsx',
];

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'hint',
  'heading',
  'emptyText',
]);

/** Words that are the same in both languages: names, units, codes. */
const ALLOWED =
  /^(Shorefront Roofing|ColdShield|GAF|Owens Corning|CertainTeed|TPO|EPDM|PACE|FBC|HVHZ|ET|SFR-|IQ-|OK|PDF|FAQ|AI|Email|E-mail|English|Español|×|—|–|·|•|\/|&|\+|%|\$|#|:|\(|\)|,|\.|…|\s)*$/;

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !ALLOWED.test(text.trim());

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return sourceFiles(child);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [child] : [];
  });
}

function literals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(WEB, file)}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.getText())) report(node, node.getText());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && hasWords(value.text)) report(node, value.text);
      if (
        value &&
        ts.isJsxExpression(value) &&
        value.expression &&
        (ts.isStringLiteral(value.expression) ||
          ts.isNoSubstitutionTemplateLiteral(value.expression)) &&
        hasWords(value.expression.text)
      )
        report(node, value.expression.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      hasWords(node.expression.text)
    )
      report(node, node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('customer-facing strings come from the catalogues', () => {
  it.each(CUSTOMER_FACING)('%s has no literal user-facing text', (entry) => {
    const found = sourceFiles(join(WEB, entry)).flatMap(literals);
    expect(found).toEqual([]);
  });
});
