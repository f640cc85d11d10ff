/**
 * Template tags that let long copy be wrapped at 100 columns in the source while the strings
 * the site renders stay unwrapped.
 */

function interleave(strings: TemplateStringsArray, values: unknown[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += String(value) + (strings[index + 1] ?? '');
  });
  return out;
}

/** One paragraph: every run of whitespace that contains a line break becomes a single space. */
export function prose(strings: TemplateStringsArray, ...values: unknown[]): string {
  return interleave(strings, values)
    .replace(/[ \t]*\r?\n\s*/g, ' ')
    .trim();
}

const HEADING = /^#{2,4} /;
const BULLET = /^(• |- )/;

/**
 * Article markup (## / ### / #### headings, '• ' or '- ' bullets, **bold**, blank lines between
 * paragraphs). Source lines are trimmed; a line that starts neither a heading nor a bullet
 * continues the paragraph or bullet above it. Blank lines are kept, collapsed to one.
 */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): string {
  const out: string[] = [];
  let open = false; // the last output line is a paragraph or bullet that may be continued
  for (const raw of interleave(strings, values).split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
      open = false;
    } else if (HEADING.test(line)) {
      out.push(line);
      open = false;
    } else if (BULLET.test(line) || !open) {
      out.push(line);
      open = true;
    } else {
      out[out.length - 1] += ` ${line}`;
    }
  }
  while (out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
