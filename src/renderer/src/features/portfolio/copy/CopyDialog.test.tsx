// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobsStore } from '../../../state/jobsStore';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { runningJob } from '../../../testing/jobSummary';
import { portfolioRow } from '../../../testing/portfolioRow';
import { installFakeBridge } from '../../../testing/fakeBridge';
import { CopyDialog } from './CopyDialog';

const summary = (jobId: string, total: number) =>
  runningJob(jobId, total, `Previewing on ${total} domains`, 'portfolio.copyPreview');

const bridge = installFakeBridge({
  portfolioBulkReach: () => ({ total: 3, reached: 3, pending: 0, gone: 0 }),
  portfolioList: () => ({
    total: 1,
    offset: 0,
    limit: 20,
    rows: [portfolioRow({ name: 'model.com', unicodeName: 'model.com' })],
  }),
  portfolioCopyPreview: () => summary('preview-1', 3),
  portfolioCopyApply: () => ({ ...summary('apply-1', 1), kind: 'portfolio.copyApply' }),
});

const item = (index: number, key: string, changes: string[]) => ({
  index,
  key,
  state: 'succeeded' as const,
  result: { accountId: 'acc-1', name: key, unicodeName: key, changes },
});

describe('copy from a model domain', () => {
  it('asks for the model first, previews each domain, then applies after one confirm', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <CopyDialog
        selection={{ kind: 'names', accountId: 'acc-1', names: ['a.com', 'b.com', 'c.com'] }}
        count={3}
        onClose={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(await screen.findByText('Choose the model domain to copy from.')).toBeVisible();
    expect(bridge.calls.some((call) => call.method === 'portfolioCopyPreview')).toBe(false);

    await user.click(screen.getByPlaceholderText('Type to search the portfolio'));
    await user.click(await screen.findByRole('option', { name: 'model.com', hidden: true }));
    await user.click(screen.getByRole('radio', { name: 'DNS records' }));
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(bridge.calls.find((call) => call.method === 'portfolioCopyPreview')?.input).toEqual({
      selection: { kind: 'names', accountId: 'acc-1', names: ['a.com', 'b.com', 'c.com'] },
      source: { kind: 'domain', name: 'model.com' },
      part: 'dns',
    });

    jobsStore.getState().apply({
      ...summary('preview-1', 3),
      state: 'done',
      done: 3,
      succeeded: 2,
      failed: 1,
      finishedAt: '2026-11-23T10:00:01.000Z',
      items: [
        item(0, 'a.com', ['− A @ 192.0.2.1', '+ A @ 192.0.2.10']),
        item(1, 'b.com', []),
        {
          index: 2,
          key: 'c.com',
          state: 'failed',
          error: { kind: 'unsupported', message: 'The registrar has no DNS management.' },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Changes per domain' });
    expect(within(table).getByText('+ A @ 192.0.2.10')).toBeVisible();
    expect(within(table).queryByText('b.com')).toBeNull();
    expect(screen.getByText('1 domain already the same (skipped)')).toBeVisible();
    expect(screen.getByText('The registrar has no DNS management.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Apply to 1 domain…' }));
    expect(screen.getByText(/Replaces the DNS records of 1 domain/)).toBeVisible();
    expect(bridge.calls.some((call) => call.method === 'portfolioCopyApply')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Copy to 1 domain' }));
    expect(bridge.calls.find((call) => call.method === 'portfolioCopyApply')?.input).toEqual({
      previewJobId: 'preview-1',
      confirmedZoneRemovals: false,
    });
  });
});
