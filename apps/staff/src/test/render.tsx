import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** Renders a screen piece with a fresh query client and a router (at `path`). */
export function renderWithApp(ui: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface StubCall {
  url: string;
  method: string;
  body: unknown;
  auth: string | null;
  /** The language the request asks the server to answer in (Accept-Language). */
  language: string | null;
}
export interface StubReply {
  status: number;
  body: unknown;
}

/** A stand-in for the server: each call answers the next envelope (status, body) and is recorded. */
export function stubFetch(...replies: StubReply[]) {
  return stubFetchBy(
    () => replies.shift() ?? { status: 500, body: { success: false, message: 'no reply stubbed' } },
  );
}

/** A stand-in for the server that answers each call by what it asks (its URL and method); calls are recorded. */
export function stubFetchBy(answer: (call: StubCall) => StubReply) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call = {
      url: String(url),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      auth: headers.get('Authorization'),
      language: headers.get('Accept-Language'),
    };
    calls.push(call);
    const reply = answer(call);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
