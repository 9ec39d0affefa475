import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './states';

describe('states', () => {
  it('announce loading as a status and errors as an alert', () => {
    render(
      <>
        <LoadingState label="Loading orders..." />
        <ErrorState message="Could not load" />
        <EmptyState title="No orders waiting" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByText('No orders waiting')).toBeInTheDocument();
  });
});
