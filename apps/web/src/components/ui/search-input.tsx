/** A labelled search box (label for screen readers only), 44 px tall for thumbs. */
export function SearchInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
      />
    </>
  );
}
