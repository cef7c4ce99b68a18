import type { Locator, Page } from 'playwright-core';

/** Waits until the element is visible and answers its text as the user reads it. */
export async function visibleText(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  return (await locator.innerText()).trim();
}

/** Waits until the element keeps the same size over two animation frames (a transition ended). */
export async function settled(locator: Locator): Promise<void> {
  let last = '';
  for (;;) {
    await locator
      .page()
      .evaluate(
        'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
      );
    const box = JSON.stringify(await locator.boundingBox());
    if (box === last) return;
    last = box;
  }
}

/** The whole app page: opening it and telling which screen is showing. */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Waits for the shell (accounts exist) or the welcome screen (none yet). */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.started();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.started();
  }

  private async started(): Promise<void> {
    await this.page
      .locator('[data-testid="app-title"], [data-testid="first-run-screen"]')
      .first()
      .waitFor();
  }

  /** Text of everything on the page, inputs' values included. */
  async everythingShown(): Promise<string> {
    const text = await this.page.locator('body').innerText();
    // Run in the page, where the DOM exists; input values are not part of innerText.
    const values = await this.page.evaluate<string[]>(
      "[...document.querySelectorAll('input, textarea')].map((field) => field.value)",
    );
    return `${text}\n${values.join('\n')}`;
  }
}
