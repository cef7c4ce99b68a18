/**
 * A long table on a screen: its column headers stay in view under the app's own header while
 * the page scrolls (Mantine's sticky header, offset by the header's height).
 */
export const PAGE_STICKY_HEADER = {
  stickyHeader: true,
  stickyHeaderOffset: 'var(--app-shell-header-offset, 0px)',
} as const;

/**
 * For a card holding such a table: a Mantine card clips what overflows it, and so would hold the
 * header to itself rather than to the page.
 */
export const STICKY_HOST = { style: { overflow: 'visible' } } as const;
