/** Index after `index` in a cyclic list of `count` items (the last wraps to the first). */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** Index before `index` in a cyclic list of `count` items (the first wraps to the last). */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}
