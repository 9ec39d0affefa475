import { useLanguageStore } from '@jhola/ui';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { useGoogleLogin } from '../api/google-login';
import { googleErrorMessage } from '../auth-messages';
import { useAuthT } from '../i18n';
import { FormMessage } from './auth-card';
import { loadGoogleIdentity } from './google-identity';

/**
 * The Google sign-in button, shown only when the server names a client id (GET /api/config); the Google
 * script is loaded only then. The ID token goes to the server, which verifies it.
 */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: (data: unknown) => void }) {
  const config = usePublicConfig();
  const clientId = config.data?.googleClientId ?? null;
  const slot = useRef<HTMLDivElement>(null);
  const google = useGoogleLogin();
  const t = useAuthT();
  // Google draws its own button: asked to in the language on screen, again after a switch.
  const language = useLanguageStore((s) => s.language);
  const [error, setError] = useState<string | null>(null);
  const finish = useRef(onSignedIn);
  finish.current = onSignedIn;

  useEffect(() => {
    if (!clientId || !slot.current) return;
    let cancelled = false;
    const element = slot.current;
    loadGoogleIdentity()
      .then((gis) => {
        if (cancelled) return;
        gis.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            setError(null);
            try {
              finish.current(await google.mutateAsync(credential));
            } catch (e) {
              setError(googleErrorMessage(e));
            }
          },
        });
        element.replaceChildren(); // a switch draws the button afresh
        gis.renderButton(element, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: element.clientWidth || 300,
          locale: language,
        });
      })
      .catch(() => !cancelled && setError(googleErrorMessage(null)));
    return () => {
      cancelled = true;
    };
  }, [clientId, google.mutateAsync, language]);

  if (!clientId) return null;
  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" /> {t('auth.or')}{' '}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <div ref={slot} className="flex min-h-11 justify-center" aria-busy={google.isPending || undefined} />
      {error ? (
        <div className="mt-3">
          <FormMessage kind="error">
            {error}
            {error === t('auth.googleFailed') ? (
              <span className="block text-stone-700">{t('auth.tryRegularLogin')}</span>
            ) : null}
          </FormMessage>
        </div>
      ) : null}
    </div>
  );
}
