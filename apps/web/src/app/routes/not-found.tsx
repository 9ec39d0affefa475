import { Link } from 'react-router';

export function Component() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-stone-600">The page you asked for does not exist.</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        Back to Home
      </Link>
    </section>
  );
}
