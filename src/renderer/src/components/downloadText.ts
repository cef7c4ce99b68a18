/**
 * The one way the renderer saves a file (CSV exports, receipts, the user-data export, zone
 * files): a download through a Blob link, which works in Electron and in the preview.
 */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
