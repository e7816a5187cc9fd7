import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { normalizar } from '../../../../../common/texto';
import type { Sugerencias } from '../../../../../common/wire/profesionales';
import { textosBusqueda } from '../../../i18n/es/busqueda';
import { api } from '../../../lib/api-client';
import { useLoad } from '../../../lib/useLoad';
import { useDebounced } from '../../../ui/useDebounced';
import { nombreCompleto } from '../api';
import { rutaPerfil, rutaProfesionales } from '../paths';
import '../../../ui/combobox.css';
import '../busqueda.css';

export type EstadoSugerencias = { abierta: boolean; activa?: string };
/** `campo`: the box, whose keys and blur the suggestions listen to (their code is not the home's). */
export type PropsSugerencias = {
  id: string;
  q: string;
  campo: RefObject<HTMLInputElement | null>;
  onEstado: (estado: EstadoSugerencias) => void;
};

type Opcion = { clave: string; titulo: string; detalle: string; ruta: string };
type Grupo = { clave: string; titulo: string; opciones: Opcion[] };

const NINGUNA: Sugerencias = { succes: [], especialidades: [] };
/** The directory's suggestions call (here, not in api.ts: the home loads this module only once typed in); quiet: a failure shows none. */
const sugerir = (q: string, signal: AbortSignal) =>
  api.get<Sugerencias>('/api/medic/sugerencias', { query: { q }, signal, quiet: true });
/** The server looks for words of 3 letters or more: a shorter text asks nothing. */
const buscable = (q: string) =>
  normalizar(q)
    .split(' ')
    .some((w) => w.length >= 3);

/**
 * The suggestions in groups (issue 37): the condicion understood, which leads to the especialidades
 * that treat it; the especialidades (understood or named like the text), in the ciudad understood;
 * that ciudad; the professionals. Each opens its list, a professional her profile.
 */
function grupos(s: Sugerencias): Grupo[] {
  const t = textosBusqueda;
  const ciudad = s.ciudad?.slug ?? 'todas';
  const entendidas = (s.entendidas ?? []).map((e) => e.nombre);
  const especialidades = [...new Set([...entendidas, ...s.especialidades.map((e) => e.nombre)])];
  const todos: Grupo[] = [
    {
      clave: 'c',
      titulo: t.grupos.condiciones,
      opciones: s.condicion
        ? [
            {
              clave: 'c',
              titulo: s.condicion.nombre,
              detalle: entendidas.length > 0 ? t.condicion(entendidas) : t.verProfesionales,
              ruta: rutaProfesionales(ciudad, 'todas', '0', s.condicion.nombre),
            },
          ]
        : [],
    },
    {
      clave: 'e',
      titulo: t.grupos.especialidades,
      opciones: especialidades.map((nombre) => ({
        clave: `e${nombre}`,
        titulo: nombre,
        detalle: s.ciudad ? t.enCiudad(s.ciudad.nombre) : t.verProfesionales,
        ruta: rutaProfesionales(ciudad, nombre, '0'),
      })),
    },
    {
      clave: 'u',
      titulo: t.grupos.ciudades,
      opciones: s.ciudad
        ? [
            {
              clave: 'u',
              titulo: s.ciudad.nombre,
              detalle: t.enCiudad(s.ciudad.nombre),
              ruta: rutaProfesionales(ciudad, 'todas', '0'),
            },
          ]
        : [],
    },
    {
      clave: 'p',
      titulo: t.grupos.profesionales,
      opciones: s.succes.map((p) => ({
        clave: `p${p.id}`,
        titulo: nombreCompleto({ ...p, name: '' }),
        detalle: [p.cargo, p.ciudad].filter(Boolean).join(' · '),
        ruta: rutaPerfil(p.id),
      })),
    },
  ];
  return todos.filter((g) => g.opciones.length > 0);
}

/**
 * The search box's listbox: asks the server once the typing pauses (250 ms), lists the closest
 * professionals and specialties; arrows move through them, Enter opens the active one, Escape
 * and leaving the box close the list (a new letter opens it again).
 */
export default function SugerenciasBusqueda({ id, q, campo, onEstado }: PropsSugerencias) {
  const navigate = useNavigate();
  const buscado = useDebounced(q.trim(), 250);
  const { data } = useLoad(
    (signal) => (buscable(buscado) ? sugerir(buscado, signal) : Promise.resolve(NINGUNA)),
    [buscado],
    { alReconectar: false },
  );
  const agrupadas = buscable(q) && data ? grupos(data) : [];
  // one list for the keys: the groups' options in the order they are shown
  const lista = agrupadas.flatMap((g) => g.opciones);
  const [cerrada, setCerrada] = useState(false);
  const [activa, setActiva] = useState(-1);
  // a new letter (or new suggestions) opens the list again, with no option chosen
  const [vistas, setVistas] = useState({ q, data });
  if (vistas.q !== q || vistas.data !== data) {
    setVistas({ q, data });
    setCerrada(false);
    setActiva(-1);
  }
  const abierta = !cerrada && lista.length > 0;
  const activaId = abierta && activa >= 0 ? `${id}-${activa}` : undefined;
  // before paint: the box's aria-expanded and aria-activedescendant change in the same frame as
  // the list (with useEffect a busy phone showed the options a frame before the box said so)
  useLayoutEffect(() => onEstado({ abierta, activa: activaId }), [abierta, activaId, onEstado]);
  // the list scrolls on a small screen: the active option stays in view
  useEffect(() => {
    if (activaId) document.getElementById(activaId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activaId]);

  const elegir = (o: Opcion) => {
    setCerrada(true);
    navigate(o.ruta);
  };
  const tecla = (e: KeyboardEvent) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && lista.length > 0) {
      e.preventDefault();
      const paso = e.key === 'ArrowDown' ? 1 : -1;
      const n = lista.length;
      setCerrada(false);
      // from the box (or a closed list) to the first or the last; then round the list
      setActiva((i) => (!abierta || i < 0 ? (paso > 0 ? 0 : n - 1) : (i + paso + n) % n));
    } else if (e.key === 'Enter' && abierta && activa >= 0) {
      e.preventDefault(); // the form is not sent: the option opens
      elegir(lista[activa]);
    } else if (e.key === 'Escape' && abierta) {
      e.preventDefault();
      setCerrada(true);
    }
  };
  // the box's keys and blur, through the latest render's handler
  const teclaActual = useRef(tecla);
  teclaActual.current = tecla;
  useEffect(() => {
    const caja = campo.current;
    if (!caja) return;
    const alTeclear = (e: KeyboardEvent) => teclaActual.current(e);
    const alSalir = () => setCerrada(true);
    caja.addEventListener('keydown', alTeclear);
    caja.addEventListener('blur', alSalir);
    return () => {
      caja.removeEventListener('keydown', alTeclear);
      caja.removeEventListener('blur', alSalir);
    };
  }, [campo]);

  return (
    <div
      id={id}
      role="listbox"
      tabIndex={-1}
      aria-label={textosBusqueda.sugerencias}
      className="sugerencias combobox-lista"
      hidden={!abierta}
    >
      {agrupadas.map((g) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA), not a form's fieldset
        <div key={g.clave} role="group" aria-labelledby={`${id}-${g.clave}`}>
          <div role="presentation" id={`${id}-${g.clave}`} className="sugerencias__grupo">
            {g.titulo}
          </div>
          {g.opciones.map((o) => {
            const i = lista.indexOf(o);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the box owns the keyboard (aria-activedescendant)
              <div
                key={o.clave}
                id={`${id}-${i}`}
                tabIndex={-1}
                role="option"
                aria-selected={i === activa}
                className={`sugerencias__opcion combobox-opcion${i === activa ? ' is-activa' : ''}`}
                // the box keeps the focus (no blur closes the list before the click lands)
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => elegir(o)}
              >
                <span className="sugerencias__titulo">{o.titulo}</span>
                <span className="sugerencias__detalle">{o.detalle}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
