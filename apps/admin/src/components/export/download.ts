/** Saves a file the console built in the browser under `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `orders-20261126-1830.csv`: the list's name and the local time of the export. */
export function exportFileName(name: string, extension: 'csv' | 'xlsx', now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  return `${name}-${stamp}.${extension}`;
}
