/**
 * Where to go after login: the `next` parameter only when it is a path of this site ("/orders?x=1"),
 * never another origin ("//evil.example", "https://…", "/\\evil"), and never back to login or signup.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    if (url.pathname === '/login' || url.pathname === '/signup') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
