import type { ReactNode } from 'react';

/** What a `Field` hands its control: the id its label points at, and the ARIA that ties the hint and the error to it. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A form field: its label, the control (`children` draws it with the props it is given), a hint
 * (`{id}-ayuda`) and an error message (`{id}-error`), both read out with the control. The control
 * is invalid while there is an error, or when `invalid` says so (a required field left empty).
 */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  className = 'field',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-ayuda` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': invalid || error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <span id={`${id}-ayuda`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
