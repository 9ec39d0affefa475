import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { RequireAuth } from './require-auth';

const customer = { _id: 'u1', name: 'Asha', email: 'asha@example.com', phone: '', role: 'customer' as const };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function show() {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/orders', element: <Where /> }] },
      { path: '/', element: <Where /> },
      { path: '/login', element: <Where /> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireAuth', () => {
  afterEach(() => {
    useAuthStore.getState().signOut();
    localStorage.clear();
  });

  it('sends an ended session to /login and back, and the customer’s own Logout home', async () => {
    useAuthStore.getState().signIn('t', customer);
    show();
    expect(screen.getByTestId('where')).toHaveTextContent('/orders');
    act(() => useAuthStore.getState().signOut());
    expect(await screen.findByText('/login?next=%2Forders')).toBeInTheDocument();
  });

  it('goes home after Logout from a guarded page (decision 0057), never to the sign-in', async () => {
    useAuthStore.getState().signIn('t', customer);
    show();
    act(() => useAuthStore.getState().signOut({ byLogout: true }));
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
