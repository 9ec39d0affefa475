/**
 * The screens anyone may open (decision 0057: browsing is public, ordering needs an account), as the
 * router lays them out (router.tsx). A session that ends on one of them signs out and stays there; on any
 * other screen it goes to /login, to come back after signing in.
 */
const PUBLIC_SCREENS = [/^\/$/, /^\/shop\/[^/]+$/, /^\/cart$/, /^\/contact$/];
const SIGN_IN_SCREENS = new Set(['/login', '/signup']);

export const staysOpenSignedOut = (pathname: string) =>
  SIGN_IN_SCREENS.has(pathname) || PUBLIC_SCREENS.some((screen) => screen.test(pathname));
