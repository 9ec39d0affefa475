import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** A text, or a text with a mark (a required field's hidden " *"). */
  label: ReactNode;
  /** A fixed id for a field other code points at; a generated one otherwise. */
  id?: string;
  /** Shown under the field and tied to it, so a screen reader reads it with the field. */
  error?: string | null;
  /** Read out as it appears (role="alert"): for a field checked as the person leaves it. */
  announceError?: boolean;
  /** Marks the field invalid without its own message (a message elsewhere speaks for it). */
  invalid?: boolean;
  /** The id of a message elsewhere that describes the field too (a form-level alert). */
  describedBy?: string;
  hint?: string;
  /** Something inside the input's right edge (a password's Show/Hide toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error announced together with it. */
export function TextField({
  label,
  id: fixedId,
  error,
  announceError,
  invalid,
  describedBy: describedByOther,
  hint,
  trailing,
  className = '',
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, describedByOther].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-700 ${trailing ? 'pr-20' : ''}`}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role={announceError ? 'alert' : undefined}
          className="text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
