import type { Ref } from 'react';
import { Field } from './Field';

/**
 * A required multi-line text field (a reason, an answer) with its label, hint and error: typing
 * clears the error, as the forms that show a refusal beside the field expect.
 */
export function CampoTextoLargo({
  id,
  label,
  hint,
  error,
  valor,
  onValor,
  onLimpiarError,
  min,
  max,
  campo,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  valor: string;
  onValor: (valor: string) => void;
  onLimpiarError: () => void;
  min?: number;
  max: number;
  campo?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={campo}
          required
          minLength={min}
          maxLength={max}
          rows={3}
          value={valor}
          onChange={(e) => {
            onValor(e.target.value);
            if (error) onLimpiarError();
          }}
        />
      )}
    </Field>
  );
}
