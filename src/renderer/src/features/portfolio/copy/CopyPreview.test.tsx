// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { CopyPreview } from './CopyPreview';

const item = (index: number, key: string, changes: string[], notReadLive?: string) => ({
  index,
  key,
  state: 'succeeded' as const,
  result: {
    accountId: 'acc-1',
    name: key,
    unicodeName: key,
    changes,
    ...(notReadLive === undefined ? {} : { notReadLive }),
  },
});

describe('the preview of a preset', () => {
  it('says which domains had lock and ID protection compared with the values last synced', () => {
    renderWithMantine(
      <CopyPreview
        items={[
          item(0, 'live.com', ['Transfer lock off → on']),
          item(1, 'cached.com', [], 'The provider is not answering.'),
        ]}
      />,
    );
    const alert = screen.getByRole('alert', { name: /Lock and ID protection as last synced/ });
    expect(alert).toHaveTextContent(/could not be read for 1 domain/);
    expect(alert).toHaveTextContent('The provider is not answering.');
    expect(alert).toHaveTextContent('cached.com');
    expect(alert).not.toHaveTextContent('live.com');
  });

  it('shows no such mark when every value was read live', () => {
    renderWithMantine(<CopyPreview items={[item(0, 'live.com', ['Transfer lock off → on'])]} />);
    expect(screen.queryByRole('alert', { name: /as last synced/ })).toBeNull();
  });
});
