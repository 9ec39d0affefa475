import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../app/layout/route-error-boundary';
import { LAZY_LOAD_TIMEOUT_MS, LoadTimeoutError, lazyScreen, withLoadTimeout } from './lazy-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy-load time-out', () => {
  it('fails a load that hangs, after 120 s and not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    withLoadTimeout(() => new Promise<never>(() => {}))().catch(outcome);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(LoadTimeoutError));
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes through a load that succeeds or fails on its own', async () => {
    await expect(withLoadTimeout(async () => 'module')()).resolves.toBe('module');
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    await expect(withLoadTimeout(() => Promise.reject(chunkError))()).rejects.toBe(chunkError);
  });
});

const Ready = lazyScreen(async () => ({ Component: () => <h1>Ready screen</h1> }));

/** The app's arrangement (app/router.tsx): the boundary around the routes, cleared by a navigation. */
function Screens({ broken: Broken }: { broken: ComponentType }) {
  const location = useLocation();
  return (
    <>
      <Link to="/ready">Go elsewhere</Link>
      <RouteErrorBoundary locationKey={location.key}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/ready" element={<Ready />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

const renderAt = (broken: ComponentType) =>
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Screens broken={broken} />
    </MemoryRouter>,
  );

describe('a lazily loaded screen', () => {
  it('shows the error screen when its chunk never arrives, until the customer goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(lazyScreen(() => new Promise<never>(() => {}), 50));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Ready screen' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error screen when its chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
