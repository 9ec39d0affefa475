import type { ComponentProps } from 'react';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'value'> & {
  value: string;
};

/** Choosing a password (signup, reset): the field with the PRODUCT.md §5 strength meter and checklist under it. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return (
    <div>
      <PasswordField autoComplete="new-password" {...props} />
      <PasswordStrength password={props.value} />
    </div>
  );
}
