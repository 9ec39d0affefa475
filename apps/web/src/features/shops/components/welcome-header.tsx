import { useAuthStore } from '../../../lib/auth-store';

/** PRODUCT.md §2 Home: welcome header with the signed-in customer's name. */
export function WelcomeHeader() {
  const name = useAuthStore((s) => s.user?.name);
  return (
    <header className="mx-auto max-w-6xl px-4 pt-6">
      <h1 className="text-2xl font-bold text-stone-900">{name ? `Welcome, ${name}!` : 'Welcome!'}</h1>
      <p className="mt-1 text-stone-600">Pick a local shop; your personal shopper fills the bag.</p>
    </header>
  );
}
