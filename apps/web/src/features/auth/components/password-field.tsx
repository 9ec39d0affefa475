import { TextField, type TextFieldProps } from '@jhola/ui';
import { useState } from 'react';
import { useAuthT } from '../i18n';

/** A password input with a Show/Hide toggle (PRODUCT.md §2 Login). */
export function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'trailing' | 'label'> & { label: string },
) {
  const [visible, setVisible] = useState(false);
  const t = useAuthT();
  const field = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('auth.hideField', { field }) : t('auth.showField', { field })}
          className="min-h-9 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {visible ? t('auth.hide') : t('auth.show')}
        </button>
      }
    />
  );
}
