import { afterAll, beforeAll } from 'vitest';

/**
 * happy-dom lays nothing out, so a virtualised list would draw no rows. Gives the scrollers
 * matching `selector` the height they have on screen for the file's tests, so the
 * virtualizer draws what a user would see.
 */
export function withScrollerHeight(selector: string, height = 480): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.matches(selector) ? height : 0;
      },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });
}
