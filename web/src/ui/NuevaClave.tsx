import { CLAVE_MAX, CLAVE_MIN, type ProblemasClave } from '../lib/clave';
import { Field } from './Field';

/** The words of a new-password form; each area keeps its own (`textosCuentas.clave`, `textosPanel.clave`). */
export type TextosClave = {
  nueva: string;
  confirmacion: string;
  ayuda: (min: number) => string;
  vacia: string;
  corta: (min: number) => string;
  larga: (max: number) => string;
  confirmacionVacia: string;
  distinta: string;
};

export type AvisosClave = { nueva?: string; confirmacion?: string };

/** Moves focus to the first warned field (the ids `NuevaClave` gives its inputs). */
export function enfocarAviso(id: string, avisos: AvisosClave) {
  const campo = avisos.nueva ? 'nueva' : avisos.confirmacion ? 'confirmacion' : null;
  if (campo) document.getElementById(`${id}-${campo}`)?.focus();
}

/** The warning for each problem `problemasClave` found. */
export const avisosClave = (p: ProblemasClave, T: TextosClave): AvisosClave => ({
  nueva: p.nueva && { vacia: T.vacia, corta: T.corta(CLAVE_MIN), larga: T.larga(CLAVE_MAX) }[p.nueva],
  confirmacion: p.confirmacion && { vacia: T.confirmacionVacia, distinta: T.distinta }[p.confirmacion],
});

type Props = {
  /** prefix of the inputs' ids: `${id}-nueva`, `${id}-confirmacion` */
  id: string;
  textos: TextosClave;
  nueva: string;
  confirmacion: string;
  onNueva: (v: string) => void;
  onConfirmacion: (v: string) => void;
  avisos: AvisosClave;
};

/** A new password and its confirmation, each warning tied to its field. */
export function NuevaClave({ id, textos: T, nueva, confirmacion, onNueva, onConfirmacion, avisos }: Props) {
  return (
    <>
      <Field id={`${id}-nueva`} label={T.nueva} hint={T.ayuda(CLAVE_MIN)} error={avisos.nueva}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="nueva"
            autoComplete="new-password"
            required
            value={nueva}
            onChange={(e) => onNueva(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-confirmacion`} label={T.confirmacion} error={avisos.confirmacion}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="confirmacion"
            autoComplete="new-password"
            required
            value={confirmacion}
            onChange={(e) => onConfirmacion(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
