import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutCustomer } from '../../features/checkout/test/fixtures';
import { useAuthStore } from '../../lib/auth-store';
import { createQueryClient } from '../query-client';
import { Component as Home } from './home';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().signIn('t', checkoutCustomer);
});
afterEach(() => {
  onlineManager.setOnline(true);
  useAuthStore.getState().signOut();
});

describe('home opened without a network (issue 19)', () => {
  it('draws the shop list (waiting for the network) instead of holding its place for what cannot come', async () => {
    onlineManager.setOnline(false);
    const router = createMemoryRouter([{ path: '/', element: <Home /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText('Loading shops...')).toBeInTheDocument();
  });
});
