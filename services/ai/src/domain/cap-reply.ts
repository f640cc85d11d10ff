/**
 * Cuts a reply to at most `maxChars`, ending at the last full sentence that fits (or the last
 * whole word, with an ellipsis, when a single sentence is longer than the cap). A bold marker
 * left open by the cut is dropped, so the page never shows a stray `**`.
 */
export function capReply(text: string, maxChars: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) return trimmed;
  const head = trimmed.slice(0, maxChars);
  let end = -1;
  for (const match of head.matchAll(/[.!?](?:\*\*)?["')\]]*(?=\s|$)/g)) {
    end = match.index + match[0].length;
  }
  // A sentence end in the first third would throw most of the reply away: cut at a word instead.
  const cut =
    end >= maxChars / 3
      ? head.slice(0, end)
      : `${head.slice(0, Math.max(head.lastIndexOf(' '), 1)).replace(/[\s,;:–-]+$/, '')}…`;
  return closeBold(cut.trim());
}

function closeBold(text: string): string {
  const markers = text.split('**').length - 1;
  if (markers % 2 === 0) return text;
  const last = text.lastIndexOf('**');
  return text.slice(0, last) + text.slice(last + 2);
}
