export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-600">
      <p>Jhola · your local shops, delivered · Cash on delivery across India</p>
    </footer>
  );
}
