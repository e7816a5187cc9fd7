import { useEffect, useId, useRef, useState } from 'react';
import { textosTienda } from '../../../i18n/es/tienda';
import { useDebounced } from '../../../ui/useDebounced';
import { useFiltros } from '../useFiltros';

const textos = textosTienda.tienda;

/** Milliseconds without typing before the search goes to the address (and the server). */
export const ESPERA_BUSQUEDA = 250;

/**
 * The search box. A keystroke only updates the field; the search is applied 250 ms after the
 * last one (or at once with Enter), so the list is asked for once per pause, not per letter.
 */
export function SearchBox() {
  const { filtros, setQ } = useFiltros();
  const [texto, setTexto] = useState(filtros.q);
  /** the last search this box put in the address */
  const enviado = useRef(filtros.q);
  const id = useId();
  const caja = useRef<HTMLInputElement>(null);

  // on a page the Worker drew, what the buyer typed before the app took over stays in the box:
  // it is her search (React keeps the typed value when it hydrates, but does not report it)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box is first mounted
  useEffect(() => {
    const tecleado = caja.current?.value ?? '';
    if (tecleado !== texto) setTexto(tecleado);
  }, []);

  // the address changed elsewhere (a removed chip, 'Limpiar filtros', the back button): follow it
  useEffect(() => {
    if (filtros.q.trim() === enviado.current.trim()) return;
    enviado.current = filtros.q;
    setTexto(filtros.q);
  }, [filtros.q]);

  const aplicar = (valor: string) => {
    if (valor === enviado.current) return;
    enviado.current = valor;
    setQ(valor);
  };
  const aplicarRef = useRef(aplicar);
  aplicarRef.current = aplicar;
  // only typing restarts the wait (a list arriving meanwhile does not)
  const demorado = useDebounced(texto, ESPERA_BUSQUEDA);
  useEffect(() => aplicarRef.current(demorado), [demorado]);

  return (
    <search className="tienda__buscar">
      <label htmlFor={id} className="sr-only">
        {textos.buscar}
      </label>
      <input
        id={id}
        ref={caja}
        className="input"
        type="search"
        value={texto}
        placeholder={textos.buscarAyuda}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') aplicar(texto);
        }}
      />
    </search>
  );
}
