import type { Locator } from 'playwright-core';

/** Widths of a box and of everything in it, as the page laid them out. */
interface Box {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  querySelectorAll(selector: string): ArrayLike<Box>;
}

/** Whether an element's text fits in its box (an ellipsis or a clip means it does not). */
export async function fits(locator: Locator): Promise<boolean> {
  const widths = await locator.evaluate((element: Box) =>
    [element, ...Array.from(element.querySelectorAll('*'))].map((part) => [
      part.scrollWidth,
      part.clientWidth,
    ]),
  );
  return widths.every(([scroll = 0, client = 0]) => scroll <= client);
}

/** Whether a box needs no sideways scrolling: what it holds is no wider than it. */
export async function noSidewaysScroll(locator: Locator): Promise<boolean> {
  const width = await locator.evaluate((element: Box) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  return width.scroll <= width.client;
}

/** Whether the element lies wholly inside the window. */
export async function insideViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  if (box === null || size === null) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width + 0.5 &&
    box.y + box.height <= size.height + 0.5
  );
}
