import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  /** Marks the field invalid without its own message (the address alert speaks for it). */
  invalid?: boolean;
  describedBy?: string;
  hint?: string;
}

export function TextField({
  id,
  label,
  error,
  invalid,
  describedBy,
  hint,
  className = '',
  ...rest
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={described || undefined}
        className="mt-1 h-11 w-full rounded-lg border border-stone-300 px-3 aria-invalid:border-red-600"
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
