// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/renderWithMantine';
import { lazyView } from './screenLoaders';

function Welcome() {
  return <h1>Welcome to DomainDesk</h1>;
}

function shown(View: ReturnType<typeof lazyView>[0]) {
  renderWithMantine(
    <Suspense fallback={<p>Loading the screen</p>}>
      <View />
    </Suspense>,
  );
}

describe('a screen loaded on demand', () => {
  it('is shown in the very render that asks for it once its chunk is in', async () => {
    const [View, load] = lazyView(() => Promise.resolve(Welcome));
    await load();
    // No awaiting: without the chunk being taken at once, the fallback would be what is shown.
    act(() => {
      shown(View);
    });
    expect(screen.getByRole('heading', { name: 'Welcome to DomainDesk' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).toBeNull();
  });

  it('waits for its chunk when shown first, and loads it only once', async () => {
    let loads = 0;
    const [View, load] = lazyView(() => {
      loads += 1;
      return Promise.resolve(Welcome);
    });
    act(() => {
      shown(View);
    });
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to DomainDesk' })).toBeVisible();
    await load();
    expect(loads).toBe(1);
  });
});
