import { lazy, Suspense, useId, useRef, useState } from 'react';
import { textosDirectorio } from '../../../i18n/es/directorio';
import type { EstadoSugerencias } from './SugerenciasBusqueda';

/** What the suggestions tell the box: whether their list is open and the active option's id. */

/** The suggestions load with the first letter typed: the home page does not carry them. */
const Sugerencias = lazy(() => import('./SugerenciasBusqueda'));

/**
 * The free text search box (a name, a specialty or a condition) as an ARIA combobox: as the
 * patient types, SugerenciasBusqueda lists the closest professionals and specialties under it.
 */
export function CampoBusqueda({ valor, onCambio }: { valor: string; onCambio: (valor: string) => void }) {
  const id = useId();
  const lista = `${id}-sugerencias`;
  const [escrita, setEscrita] = useState(false);
  const [estado, setEstado] = useState<EstadoSugerencias>({ abierta: false });
  const campo = useRef<HTMLInputElement>(null);
  return (
    <div className="field campo-busqueda">
      <label htmlFor={id}>{textosDirectorio.inicio.busqueda}</label>
      <input
        ref={campo}
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={estado.abierta}
        aria-controls={escrita ? lista : undefined}
        aria-activedescendant={estado.activa}
        value={valor}
        onChange={(e) => {
          setEscrita(true);
          onCambio(e.target.value);
        }}
      />
      {escrita && (
        <Suspense fallback={null}>
          <Sugerencias id={lista} q={valor} campo={campo} onEstado={setEstado} />
        </Suspense>
      )}
    </div>
  );
}
