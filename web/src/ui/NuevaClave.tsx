import { lazy, Suspense } from 'react';
import { CLAVE_MAX, CLAVE_MIN, type ProblemasClave } from '../lib/clave';
import { CampoClave } from './CampoClave';

const MedidorClave = lazy(() => import('./MedidorClave'));

/**
 * The password meter, fetched only once something is typed (its chunk never loads otherwise). It
 * lives here, beside the new-password fields every form already loads, so it adds no chunk of its
 * own to the entry's preload map (the home page is at its byte budget).
 */
export function MedidorClaveDiferido({ clave, id }: { clave: string; id: string }) {
  if (!clave) return null;
  return (
    <Suspense fallback={null}>
      <MedidorClave clave={clave} id={id} />
    </Suspense>
  );
}

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
export const avisosClave = (p: ProblemasClave, textos: TextosClave): AvisosClave => ({
  nueva: p.nueva && { vacia: textos.vacia, corta: textos.corta(CLAVE_MIN), larga: textos.larga(CLAVE_MAX) }[p.nueva],
  confirmacion: p.confirmacion && { vacia: textos.confirmacionVacia, distinta: textos.distinta }[p.confirmacion],
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

/** A new password (with the meter as it is typed) and its confirmation, each warning tied to its field. */
export function NuevaClave({ id, textos, nueva, confirmacion, onNueva, onConfirmacion, avisos }: Props) {
  return (
    <>
      <CampoClave
        id={`${id}-nueva`}
        name="nueva"
        nueva
        label={textos.nueva}
        hint={textos.ayuda(CLAVE_MIN)}
        error={avisos.nueva}
        value={nueva}
        onChange={onNueva}
      />
      <MedidorClaveDiferido clave={nueva} id={`${id}-medidor`} />
      <CampoClave
        id={`${id}-confirmacion`}
        name="confirmacion"
        nueva
        label={textos.confirmacion}
        error={avisos.confirmacion}
        value={confirmacion}
        onChange={onConfirmacion}
      />
    </>
  );
}
