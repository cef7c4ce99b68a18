// Scripts run inside the page (Chromium), given as source text: the bench itself is compiled
// for Node. Each measures from the moment the page receives the user's input, so the time
// Playwright takes to deliver it is not counted.

/**
 * `window.__ddArm(check)`: from the next keydown, pointerdown or input event, checks `check()`
 * once per animation frame and resolves `window.__ddDone` with the milliseconds until it
 * held, taken in the frame that paints it.
 */
export const ARM_PROBE = `
window.__ddArm = (check) => {
  let start = null;
  const mark = (event) => { if (start === null) start = event.timeStamp; };
  const types = ['keydown', 'pointerdown', 'input'];
  for (const type of types) document.addEventListener(type, mark, true);
  window.__ddDone = new Promise((resolve) => {
    const frame = () => {
      if (start !== null && check()) {
        for (const type of types) document.removeEventListener(type, mark, true);
        resolve(performance.now() - start);
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
};`;

/** A check that the grid's row at `index` (0-based) names `name`. */
export function rowNamed(index: number, name: string): string {
  const selector = `[role="grid"][aria-label="Portfolio"] [role="row"][aria-rowindex="${index + 2}"] input[aria-label]`;
  return `() => document.querySelector(${JSON.stringify(selector)})?.getAttribute('aria-label') === ${JSON.stringify(`Select ${name}`)}`;
}

/** A check that the grid's last row names `name`. */
export function lastRowNamed(name: string): string {
  return `() => {
    const grid = document.querySelector('[role="grid"][aria-label="Portfolio"]');
    const last = grid?.querySelector('[role="row"][aria-rowindex="' + grid.getAttribute('aria-rowcount') + '"] input[aria-label]');
    return last?.getAttribute('aria-label') === ${JSON.stringify(`Select ${name}`)};
  }`;
}

/** A check that some text element reads exactly `text`. */
export function textShown(text: string): string {
  return `() => [...document.querySelectorAll('p, span, div')].some((el) => el.childElementCount === 0 && el.textContent.trim() === ${JSON.stringify(text)})`;
}

/**
 * Scrolls the grid from top to bottom in `steps` jumps, one per animation frame, and answers
 * the longest frame seen (the gap between two frames), then waits for the last row's name.
 */
export function scrollProbe(steps: number, lastName: string): string {
  return `(async () => {
    const grid = document.querySelector('[role="grid"][aria-label="Portfolio"]');
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    grid.scrollTop = 0;
    let previous = await nextFrame();
    let longest = 0;
    const total = grid.scrollHeight - grid.clientHeight;
    for (let step = 1; step <= ${steps}; step += 1) {
      grid.scrollTop = Math.round((total * step) / ${steps});
      const now = await nextFrame();
      longest = Math.max(longest, now - previous);
      previous = now;
    }
    const check = ${lastRowNamed(lastName)};
    while (!check()) {
      const now = await nextFrame();
      longest = Math.max(longest, now - previous);
      previous = now;
    }
    return longest;
  })()`;
}
