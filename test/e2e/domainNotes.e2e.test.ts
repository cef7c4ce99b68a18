import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { DomainPage } from './pages/domainPage';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

describe("a domain's notes", () => {
  it('are edited on the domain page, refused past the limit, and logged in its history', async () => {
    const session = await app.demo();
    await session.page.setViewportSize({ width: 1280, height: 820 });
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.page);
    await page.open(name);

    const notes = page.page.getByRole('textbox', { name: `Notes on ${name}` });
    await notes.fill('x'.repeat(10_001));
    await page.page.getByText('Notes are at most 10,000 characters. These are 10,001.').waitFor();
    const save = page.page.getByRole('button', { name: 'Save notes' });
    expect(await save.isDisabled()).toBe(true);

    await notes.fill('Client: Acme\nRenews by hand');
    await save.click();
    await page.page.getByRole('status').filter({ hasText: 'Notes saved' }).waitFor();
    const saved = session.services.portfolio.get({ name });
    expect(saved.domain.notes).toBe('Client: Acme\nRenews by hand');
    await session.shoot('domain-notes');

    await page.section('History');
    const row = page.page
      .getByRole('table', { name: 'Domain history' })
      .getByRole('row')
      .filter({ hasText: 'Notes changed' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Renews by hand');
  });

  it('are edited from the grid with the keyboard, and set on a selection in bulk', async () => {
    const session = await app.demo();
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 820 });
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Notes' }).check();
    await page.keyboard.press('Escape');

    const [first = ''] = await portfolio.shownDomains();
    const cell = portfolio.grid.getByRole('button', { name: `Notes on ${first}: none. Edit` });
    await cell.focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: `Notes on ${first}` });
    await editor.waitFor();
    // The editor's text box takes the focus (once the popover has opened): typing goes
    // straight into the note.
    await expect
      .poll(() => page.evaluate('document.activeElement && document.activeElement.tagName'))
      .toBe('TEXTAREA');
    await page.keyboard.type('Paid until 2027');
    await session.shoot('portfolio-notes-editor');
    await page.keyboard.press('Control+Enter');
    await editor.waitFor({ state: 'detached' });
    await portfolio.grid
      .getByRole('button', { name: `Notes on ${first}: Paid until 2027. Edit` })
      .waitFor();
    expect(session.services.portfolio.get({ name: first }).domain.notes).toBe('Paid until 2027');
    // Enter on the cell edited the note: the domain did not open.
    expect(await portfolio.grid.isVisible()).toBe(true);

    await portfolio.selectFirst(3);
    const names = await portfolio.selectedDomains();
    const dialog = await portfolio.chooseAction('Set notes…');
    await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Checked 2026');
    await dialog.getByText('The notes of 3 domains of 3 selected change.').waitFor();
    await dialog.getByRole('radio', { name: 'Replace them with this' }).check();
    await dialog.getByText('The notes of 3 domains of 3 selected change.').waitFor();
    await dialog.getByRole('radio', { name: 'Keep them and add this on a new line' }).check();
    await session.shoot('portfolio-bulk-notes');
    await dialog.getByRole('button', { name: 'Set the notes of 3 domains' }).click();
    expect(await portfolio.jobFinished(/Setting the notes for 3 domains/)).toMatch(
      /^3 of 3 domains/,
    );
    const notesOf = (n: string) => session.services.portfolio.get({ name: n }).domain.notes;
    expect(notesOf(first)).toBe('Paid until 2027\nChecked 2026');
    for (const n of names.filter((other) => other !== first)) {
      expect(notesOf(n)).toBe('Checked 2026');
    }
    await portfolio.grid
      .getByRole('button', { name: `Notes on ${first}: Paid until 2027\nChecked 2026. Edit` })
      .waitFor();
    await session.shoot('portfolio-notes-column');
  });
});
