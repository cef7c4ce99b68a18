/**
 * Keeps the app's page in place: a click on a link to another origin (one rendered from data,
 * or injected) opens it apart, never in the app's own window. Electron also refuses such
 * navigation (src/main/shell/security.ts); this covers the browser preview, and in Electron the
 * new window goes to the same deny-and-open-externally handler.
 */
export function guardLinks(doc: Document): () => void {
  const onClick = (event: MouseEvent): void => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin === doc.location.origin) return;
    event.preventDefault();
    if (url.protocol === 'https:') doc.defaultView?.open(url.href, '_blank', 'noopener,noreferrer');
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
  };
}
