import type { ReactNode } from 'react';
import { Field } from './Field';

/** A password field (current or new), with its label, hint and error read out by `Field`. */
export function CampoClave({
  id,
  name,
  label,
  hint,
  error,
  nueva,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** a new password (the browser offers to create one) rather than the current one */
  nueva: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="password"
          name={name}
          autoComplete={nueva ? 'new-password' : 'current-password'}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
