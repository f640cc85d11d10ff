import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue message with markup inside it: `format` is a bound `t(key, values)`; each entry of
 * `nodes` fills the placeholder of its name with a React node (a <strong>, a blank line) rather
 * than text, so a translation may place it anywhere in its sentence. Text around the nodes stays
 * text to React, escaped where it is written.
 */
export function richMessage(
  format: (values: Record<string, string | number>) => string,
  values: Record<string, string | number>,
  nodes: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes);
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE000`]));
  const pieces = format({ ...values, ...markers }).split(/\uE000(\d+)\uE000/);
  return pieces.map((piece, index) =>
    index % 2 === 0 ? (
      piece
    ) : (
      <Fragment key={index}>{nodes[names[Number(piece)] as string]}</Fragment>
    ),
  );
}
