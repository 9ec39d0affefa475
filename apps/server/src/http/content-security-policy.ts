/**
 * The Content-Security-Policy of every answer. The login token lives in localStorage, so this is the
 * main defence against a script that would read it: scripts only from this origin, nothing inline but
 * the build's own script by its hash, nothing that frames us. Google sign-in's origins are added only when it is configured.
 */
type Directives = Record<string, string[]>;

/** What Google Identity Services needs (its documented CSP: script, button frame, styles, FedCM calls). */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
};

export function appDirectives(options: {
  googleSignIn: boolean;
  scriptHashes?: readonly string[];
}): Directives {
  const google = options.googleSignIn;
  return {
    'default-src': ["'self'"],
    // Inline scripts only by the hash of the exact text the build wrote (inline-script-hashes.ts).
    'script-src': ["'self'", ...(options.scriptHashes ?? []), ...(google ? [GOOGLE_SIGN_IN.script] : [])],
    'script-src-attr': ["'none'"],
    // React sets style properties through the CSSOM, which a CSP does not restrict; no inline <style>.
    'style-src': ["'self'", ...(google ? [GOOGLE_SIGN_IN.style] : [])],
    // blob: for the bill photo the app fetches with the bearer token; data: for tiny inline icons.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // 'self' covers the socket's same-origin ws:/wss: in CSP level 3 browsers.
    'connect-src': ["'self'", ...(google ? [GOOGLE_SIGN_IN.connect] : [])],
    'frame-src': google ? [GOOGLE_SIGN_IN.frame] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The API docs page (Swagger UI) styles its widgets inline and draws icons as data: images. */
export function docsDirectives(): Directives {
  const base = appDirectives({ googleSignIn: false });
  return { ...base, 'style-src': ["'self'", "'unsafe-inline'"] };
}
