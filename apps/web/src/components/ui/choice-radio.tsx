/**
 * One radio choice with a title and a line of help, 44 px tall at least. `boxed` draws it as a card that
 * is highlighted when chosen (side-by-side choices); plain it sits in a list.
 */
export function ChoiceRadio({
  name,
  value,
  checked,
  onChange,
  title,
  help,
  boxed = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  title: string;
  help: string;
  boxed?: boolean;
}) {
  const frame = boxed
    ? 'rounded-lg border border-stone-200 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'
    : 'rounded-md px-1 py-2';
  return (
    <label className={`flex min-h-11 cursor-pointer items-start gap-2 ${frame}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-stone-700">{help}</span>
      </span>
    </label>
  );
}
