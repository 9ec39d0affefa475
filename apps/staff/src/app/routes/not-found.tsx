import { Link } from 'react-router';

export function Component() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-xl font-bold">Page not found</h1>
      <Link to="/" className="mt-4 inline-block font-semibold text-brand-800 underline">
        Go to my work
      </Link>
    </div>
  );
}
