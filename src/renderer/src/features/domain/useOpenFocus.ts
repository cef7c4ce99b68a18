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

/** A field text is typed into: a focus moved there is the user's, even without a key yet. */
function typingField(element: EventTarget | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    element.type,
  );
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
    // Until the user presses a key or the pointer, the focus belongs on the control asked
    // for: the closing palette hands the focus back to where it was before it opened (the
    // previous section's control), and a section re-drawn as it reads drops it to the page.
    let interacted = false;
    const onInput = (): void => {
      interacted = true;
    };
    // Placed only once the control has taken the focus: it may be drawn disabled while its
    // section reads, and a disabled control refuses the focus.
    let placed = false;
    const place = (): void => {
      if (interacted) return;
      const element = findTarget(root, target);
      if (element === null || document.activeElement === element) return;
      element.focus();
      if (!placed && document.activeElement === element) {
        placed = true;
        clearTimeout(timer);
        timer = setTimeout(stop, SETTLE_MS);
      }
    };
    const onFocus = (event: FocusEvent): void => {
      if (typingField(event.target)) interacted = true;
      else place();
    };
    const observer = new MutationObserver(place);
    const stop = (): void => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    };
    let timer = setTimeout(stop, WAIT_MS);
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('focusin', onFocus);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'data-disabled', 'hidden', 'style'],
    });
    place();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [page, heading, target, ready]);
}
