/**
 * Saves a blob under a name (the browser's download): a temporary link is clicked, and its object
 * URL released a little later, once the browser has started reading it.
 */
export function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
