import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageSearchParams } from './use-page-search-params';

const inRouter = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

const adding = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('usePageSearchParams', () => {
  it('lets two writes made before the page renders again both land', () => {
    window.history.replaceState(null, '', '/shop/1?q=milk');
    const { result } = renderHook(() => usePageSearchParams(), { wrapper: inRouter });
    act(() => {
      const [, set] = result.current;
      set((current) => {
        current.delete('q');
        return current;
      });
      set(adding('category', 'Dairy'));
    });
    expect(window.location.search).toBe('?category=Dairy');
    expect(result.current[0].toString()).toBe('category=Dairy');
  });

  it('drops a write that comes after the customer has left the page', () => {
    window.history.replaceState(null, '', '/');
    const { result } = renderHook(() => usePageSearchParams(), { wrapper: inRouter });
    const [, set] = result.current;
    // The customer tapped a shop; home has not been taken off the screen yet.
    window.history.pushState(null, '', '/shop/1');
    act(() => set(adding('search', 'Apna')));
    expect(window.location.pathname).toBe('/shop/1');
    expect(window.location.search).toBe('');
  });
});
