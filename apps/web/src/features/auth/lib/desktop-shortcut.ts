/**
 * "Save to desktop": an Internet Shortcut (.url) file that Windows and most desktops open in
 * the default browser.
 */
export function shortcutFileContent(url: string): string {
  return `[InternetShortcut]\r\nURL=${url.replace(/[\r\n]/g, '')}\r\n`;
}

/** A file name from the site name, without characters file systems refuse. */
export function shortcutFileName(siteName: string): string {
  const base = siteName
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .trim()
    .slice(0, 60);
  return `${base || 'shop'}.url`;
}

/** Starts the download of the shortcut to `url`. */
export function downloadShortcut(url: string, siteName: string): void {
  const blob = new Blob([shortcutFileContent(url)], { type: 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = shortcutFileName(siteName);
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
