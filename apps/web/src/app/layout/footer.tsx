import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-600">
      <p>Jhola · your local shops, delivered · Cash on delivery across India</p>
      <p className="mt-2">
        <Link to="/debug" className="inline-block py-2 underline hover:text-stone-900">
          Debug panel
        </Link>
      </p>
    </footer>
  );
}
