import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule sets audited: WCAG 2.1 A and AA, plus axe's best practices (landmarks, headings). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeNode {
  readonly target: readonly unknown[];
  readonly html: string;
  readonly failureSummary?: string;
}
interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly AxeNode[];
}

/**
 * Runs axe-core in the page and answers its serious and critical violations, one line per
 * element. The source is evaluated over the DevTools protocol, which the page's CSP (scripts
 * from 'self' only) does not govern, so the audit needs no weakening of the policy.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  /** A CSS selector to audit only part of the page (a dialog); the whole page by default. */
  within?: string,
): Promise<string[]> {
  // Colours are judged once settled, not halfway through a scheme-change transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (loaded !== true) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(${within === undefined ? 'document' : JSON.stringify(within)}, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} }, resultTypes: ['violations'] }).then((r) => r.violations)`,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${where}: ${v.id} (${v.impact ?? ''}) ${v.help} — ${node.html.slice(0, 160)} ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}

/** The audit in the light and in the dark scheme; the app follows the system's by default. */
export async function seriousViolationsBothSchemes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page
      .locator(`html[data-mantine-color-scheme="${scheme}"]`)
      .waitFor({ state: 'attached' });
    found.push(...(await seriousViolations(page, `${where} (${scheme})`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
