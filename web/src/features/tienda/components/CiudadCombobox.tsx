import { type KeyboardEvent, useEffect, useState } from 'react';
import type { CiudadEnvio, CondicionesEnvio } from '../../../../../common/wire/envio';
import { textosTienda } from '../../../i18n/es/tienda';
import { Field } from '../../../ui/Field';
import { useDebounced } from '../../../ui/useDebounced';
import { tiendaApi } from '../api';
import '../../../ui/combobox.css';

const textos = textosTienda.compra;
/** What the compra needs of the chosen ciudad: itself and the store's envío terms. */
export type Destino = { ciudad: CiudadEnvio; condiciones: CondicionesEnvio };

export const etiquetaCiudad = (c: CiudadEnvio) => `${c.nombre} (${c.departamento})`;

/**
 * The compra's ciudad as an ARIA combobox over the DIVIPOLA list: as the buyer types (a pause of
 * 250 ms), the server's `GET /api/ciudades` offers up to 10 municipalities; arrows, Enter and
 * Escape work as in any list box, and a pick hands the ciudad and the envío terms up. The list
 * itself never travels to the browser.
 */
export function CiudadCombobox({
  id,
  error,
  invalid,
  onElegir,
}: {
  id: string;
  error?: string;
  invalid?: boolean;
  onElegir: (destino: Destino | null) => void;
}) {
  const [texto, setTexto] = useState('');
  const [elegida, setElegida] = useState<string | null>(null);
  const [opciones, setOpciones] = useState<CiudadEnvio[]>([]);
  const [condiciones, setCondiciones] = useState<CondicionesEnvio | null>(null);
  const [abierta, setAbierta] = useState(false);
  const [activa, setActiva] = useState(-1);
  const [buscando, setBuscando] = useState(false);
  const q = useDebounced(texto.trim(), 250);
  const lista = `${id}-opciones`;

  useEffect(() => {
    if (q.length < 2 || q === elegida) {
      setOpciones([]);
      return;
    }
    const control = new AbortController();
    setBuscando(true);
    tiendaApi.ciudades(q, control.signal).then(
      (r) => {
        setOpciones(r.succes);
        setCondiciones(r.condiciones);
        setActiva(r.succes.length ? 0 : -1);
        setAbierta(true);
        setBuscando(false);
      },
      () => !control.signal.aborted && setBuscando(false),
    );
    return () => control.abort();
  }, [q, elegida]);

  const elegir = (c: CiudadEnvio) => {
    const etiqueta = etiquetaCiudad(c);
    setTexto(etiqueta);
    setElegida(etiqueta);
    setAbierta(false);
    if (condiciones) onElegir({ ciudad: c, condiciones });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!abierta && opciones.length) setAbierta(true);
      const paso = e.key === 'ArrowDown' ? 1 : -1;
      setActiva((i) => (opciones.length ? (i + paso + opciones.length) % opciones.length : -1));
    } else if (e.key === 'Enter' && abierta && opciones[activa]) {
      e.preventDefault();
      elegir(opciones[activa]);
    } else if (e.key === 'Escape' && abierta) {
      e.preventDefault();
      setAbierta(false);
    }
  };

  const visible = abierta && q.length >= 2 && q !== elegida;
  return (
    <Field
      id={id}
      label={textos.ciudad}
      hint={textos.ciudadAyuda}
      error={error}
      invalid={invalid}
      className="field ciudad-combobox"
    >
      {(control) => (
        <>
          <input
            {...control}
            name="ciudad"
            type="text"
            role="combobox"
            autoComplete="off"
            maxLength={60}
            aria-autocomplete="list"
            aria-expanded={visible && opciones.length > 0}
            aria-controls={lista}
            aria-activedescendant={visible && activa >= 0 ? `${lista}-${activa}` : undefined}
            value={texto}
            onChange={(e) => {
              setTexto(e.target.value);
              if (elegida !== null) {
                setElegida(null);
                onElegir(null);
              }
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setAbierta(false)}
          />
          <div
            id={lista}
            role="listbox"
            tabIndex={-1}
            aria-label={textos.ciudad}
            className="ciudades combobox-lista"
            hidden={!visible || !opciones.length}
          >
            {opciones.map((c, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the box owns the keyboard (aria-activedescendant)
              <div
                key={c.codigo}
                id={`${lista}-${i}`}
                tabIndex={-1}
                role="option"
                aria-selected={i === activa}
                className={`ciudades__opcion combobox-opcion${i === activa ? ' is-activa' : ''}`}
                // the box keeps the focus (no blur closes the list before the click lands)
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => elegir(c)}
              >
                <span className="ciudades__nombre">{c.nombre}</span>
                <span className="ciudades__departamento">{c.departamento}</span>
              </div>
            ))}
          </div>
          <span className="sr-only" role="status">
            {buscando ? textos.ciudadBuscando : visible ? textos.ciudadResultados(opciones.length) : ''}
          </span>
        </>
      )}
    </Field>
  );
}
