import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';

/** Saves a file the console built in the browser under `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // The click has started the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves what `url` answers (a server's one-time download address streams to disk; the name is the
 * server's unless `fileName` is given).
 */
export function downloadUrl(url: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** `orders-20261126-1830.csv`: the list's name and the shop's time (China) of the export. */
export function exportFileName(name: string, extension: 'csv' | 'xlsx', now = Date.now()): string {
  const stamp = shopDateTimeSeconds(now)
    .replace(/-/g, '')
    .replace(' ', '-')
    .replace(/:/g, '')
    .slice(0, 13);
  return `${name}-${stamp}.${extension}`;
}
