import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';
import { useUpdateStore } from './update-store';

afterEach(() => useUpdateStore.setState({ waiting: null }));

describe('UpdateBanner', () => {
  it('says nothing until a new version is waiting', () => {
    render(<UpdateBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces the waiting version and lets it take over only when the customer says Reload', async () => {
    const postMessage = vi.fn();
    useUpdateStore.setState({ waiting: { postMessage } as unknown as ServiceWorker });
    render(<UpdateBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(postMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
