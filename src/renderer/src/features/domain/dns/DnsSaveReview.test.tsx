// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { diffDnsSets } from './dnsEditModel';
import { DnsSaveReview } from './DnsSaveReview';

const a = (hostname: string, address: string): DnsRecordView => ({
  hostname,
  type: 'A',
  address,
  priority: 0,
});
const live = [
  a('@', '192.0.2.1'),
  a('www', '192.0.2.2'),
  a('mail', '192.0.2.3'),
  a('ftp', '192.0.2.4'),
];

function review(next: DnsRecordView[]) {
  const onSave = vi.fn();
  renderWithMantine(
    <DnsSaveReview
      domain="example.com"
      opened
      entries={diffDnsSets(live, next)}
      baseCount={live.length}
      busy={false}
      onSave={onSave}
      onCancel={() => undefined}
    />,
  );
  return onSave;
}

describe('the DNS save review', () => {
  it('lists the changes and saves at once when few records go', async () => {
    const onSave = review([...live.slice(0, 3), a('shop', '192.0.2.9')]);
    const table = screen.getByRole('table', { name: 'DNS changes' });
    expect(table).toHaveTextContent('shop A 192.0.2.9');
    expect(table).toHaveTextContent('ftp A 192.0.2.4');
    await userEvent.click(screen.getByRole('button', { name: 'Save: 1 added, 1 removed' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('asks a second time, naming how many records go, before removing most of them', async () => {
    const onSave = review(live.slice(0, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Save: 2 removed' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This save removes 2 of the 4 records now live',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove 2 records and save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
