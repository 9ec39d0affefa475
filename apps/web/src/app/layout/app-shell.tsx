/**
 * index.html's shell, drawn by React while the first screen's chunk loads (the router's Suspense
 * fallback). With no fallback, React's first commit replaced the page's shell with nothing, and the
 * page stayed blank until the screen came: React shows a screen revealed after a fallback no sooner
 * than 300 ms after that fallback (decision 0052). app-shell.test.tsx keeps the two the same.
 */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="sticky top-0 border-b border-stone-200 bg-white/95">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-2">
          <span className="flex h-11 items-center gap-2 text-lg font-bold text-brand-800">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {/* i18n-ignore: the brand is written the same in every language */}
            Jhola
          </span>
        </div>
      </div>
      <div className="mx-auto w-full max-w-6xl animate-pulse px-4 py-4" aria-hidden="true">
        <div className="h-12 rounded-xl bg-stone-200/70" />
        <div className="mt-4 h-6 w-2/3 rounded bg-stone-200/70" />
        <div className="mt-4 h-28 rounded-xl bg-stone-200/70" />
        <div className="mt-3 h-28 rounded-xl bg-stone-200/70" />
        <div className="mt-3 h-28 rounded-xl bg-stone-200/70" />
      </div>
    </div>
  );
}
