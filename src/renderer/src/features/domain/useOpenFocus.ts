import { useEffect } from 'react';
import type { RefObject } from 'react';

/** How long a control asked for may take to appear (its section reads from the API first). */
const WAIT_MS = 10_000;
/** How long a placed focus is kept from falling to the page. */
const SETTLE_MS = 2_000;

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** The control marked for `target`, else the section's first control. */
function findTarget(page: HTMLElement, target: string): HTMLElement | null {
  const marked = page.querySelector<HTMLElement>(`[data-focus-target="${CSS.escape(target)}"]`);
  return marked ?? page.querySelector<HTMLElement>(`[role="tabpanel"] :is(${FOCUSABLE})`);
}

function focusFell(): boolean {
  const focus = document.activeElement;
  return focus === null || focus === document.body;
}

/**
 * Where the keyboard focus goes once a domain page is shown: the control a palette action
 * asked for (`target`, e.g. the registrar lock), as soon as its section has drawn it, or else
 * the page's heading when the focus fell to the page (the grid row or button that opened it
 * is gone). A focus the user placed meanwhile is left alone.
 */
export function useOpenFocus(
  page: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  target: string | undefined,
  ready: boolean,
): void {
  useEffect(() => {
    const root = page.current;
    if (!ready || root === null) return;
    if (target === undefined) {
      if (focusFell()) heading.current?.focus();
      return;
    }
    // The control where the focus was when asked (the palette's search, closing): a focus
    // the user puts elsewhere while the section loads is theirs to keep.
    const startedOn = document.activeElement;
    const userMoved = (): boolean => !focusFell() && document.activeElement !== startedOn;
    // Placed only once the control has taken the focus: it may be drawn disabled while its
    // section has read, and a disabled control refuses the focus.
    const place = (): boolean => {
      const element = findTarget(root, target);
      element?.focus();
      return element !== null && document.activeElement === element;
    };
    // Once placed, a focus that falls to the page (its control drawn again as the section
    // re-reads) is put back for a moment; one the user moves is theirs.
    let placed = place();
    const observer = new MutationObserver(() => {
      if (placed) {
        if (focusFell()) place();
        return;
      }
      if (userMoved()) observer.disconnect();
      else placed = place();
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'data-disabled', 'hidden', 'style'],
    });
    const timer = setTimeout(
      () => {
        observer.disconnect();
      },
      placed ? SETTLE_MS : WAIT_MS,
    );
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [page, heading, target, ready]);
}
