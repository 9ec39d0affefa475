import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../lib/lazy-load';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  vi.restoreAllMocks();
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
