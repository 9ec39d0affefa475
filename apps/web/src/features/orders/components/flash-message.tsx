import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A message handed over by the page that navigated here (e.g. "Revised order approved! ..."). It is
 * one-shot: taken out of the history entry at once, so a reload or Back never shows it again, and
 * gone as soon as `moment` (the order's status) moves on, because then it is no longer true.
 */
export function FlashMessage({ moment }: { moment?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as { message?: unknown } | null)?.message;
  const [flash, setFlash] = useState(() =>
    typeof handed === 'string' && handed ? { text: handed, moment } : null,
  );

  const { pathname, search, hash } = location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once per handed-over message, at the moment it arrives
  useEffect(() => {
    if (typeof handed !== 'string' || !handed) return;
    setFlash({ text: handed, moment });
    navigate(`${pathname}${search}${hash}`, { replace: true, state: null });
  }, [handed]);

  if (!flash || (moment !== undefined && flash.moment !== undefined && flash.moment !== moment)) return null;
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
      {flash.text}
    </p>
  );
}
