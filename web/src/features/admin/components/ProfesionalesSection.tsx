import { useState } from 'react';
import type { ProfesionalAdmin as Profesional } from '../../../../../common/wire/profesionales';
import { textosConfig } from '../../../i18n/es/config';
import { telefono } from '../../../lib/format';
import { useListaPaginada } from '../../../lib/useLista';
import { useDebounced } from '../../../ui/useDebounced';
import { actualizarProfesional, listarProfesionales } from '../config-api';
import { EstadoLista } from './EstadoLista';
import { MasFilas } from './MasFilas';
import { TablaAdmin } from './TablaAdmin';

const textos = textosConfig.profesionales;
const textosColumnas = textos.columnas;

/**
 * Médicos: the professionals (those awaiting activation first, then the newest), 50 at a time
 * from the server, searched there by name, e-mail or cédula; whether each has bookable hours
 * (only those can be featured); Activar/Inactivar and Destacar/No destacar.
 */
export function ProfesionalesSection() {
  const [busqueda, setBusqueda] = useState('');
  const q = useDebounced(busqueda.trim());
  const lista = useListaPaginada((page, o) => listarProfesionales(q, page, o), q);
  const [ocupado, setOcupado] = useState<number | null>(null);

  const cambiar = async (m: Profesional, campo: 'activo' | 'destacado') => {
    setOcupado(m.id);
    try {
      const cuenta = await actualizarProfesional({ ...m, [campo]: m[campo] === 1 ? 0 : 1 });
      lista.reemplazar({ ...cuenta, reservable: m.reservable });
    } catch {
      // the client showed the error toast
    } finally {
      setOcupado(null);
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="medicos-titulo">
      <h2 id="medicos-titulo">{textos.titulo}</h2>
      <p className="muted">{textos.ayuda}</p>
      <div className="field admin-search">
        <label htmlFor="medicos-buscar">{textos.buscar}</label>
        <input
          id="medicos-buscar"
          type="search"
          value={busqueda}
          maxLength={100}
          onChange={(e) => setBusqueda(e.target.value)}
        />
      </div>
      <EstadoLista
        filas={lista.filas}
        fallo={lista.fallo}
        recargar={lista.reload}
        vacio={q ? textos.sinResultados : textos.vacio}
      >
        <div className="admin-scroll" aria-busy={lista.loading}>
          <TablaAdmin
            className="admin-compacta"
            filas={lista.filas ?? []}
            columnas={[
              { titulo: textosColumnas.nombre, celda: (m) => m.nombre },
              { titulo: textosColumnas.apellido, celda: (m) => m.apellido },
              { titulo: textosColumnas.cedula, celda: (m) => m.cedula, className: 'admin-nowrap' },
              { titulo: textosColumnas.telefono, celda: (m) => telefono(m.celular), className: 'admin-nowrap' },
              { titulo: textosColumnas.email, celda: (m) => m.email, className: 'admin-nowrap' },
              { titulo: textosColumnas.especialidad, celda: (m) => m.cargo },
              { titulo: textosColumnas.direccion, celda: (m) => [m.direccion, m.ciudad].filter(Boolean).join(', ') },
              {
                titulo: textosColumnas.activo,
                celda: (m) => (
                  <>
                    <span className={`badge ${m.activo === 1 ? 'badge--ok' : 'badge--warn'}`}>
                      {m.activo === 1 ? textos.si : textos.no}
                    </span>{' '}
                    {m.destacado === 1 && <span className="badge">{textos.destacado}</span>}
                  </>
                ),
              },
              {
                titulo: textosColumnas.agenda,
                celda: (m) => (
                  <span className={`badge ${m.reservable ? 'badge--ok' : 'badge--warn'}`}>
                    {m.reservable ? textos.reservable : textos.sinHorarios}
                  </span>
                ),
                className: 'admin-nowrap',
              },
              {
                titulo: textosColumnas.opciones,
                celda: (m) => <Opciones profesional={m} ocupado={ocupado === m.id} onCambiar={cambiar} />,
              },
            ]}
          />
          <MasFilas lista={lista} mostrando={textos.mostrando} mostrarMas={textos.mostrarMas} />
        </div>
      </EstadoLista>
    </section>
  );
}

/** Activar/Inactivar and Destacar/No destacar of one professional, named after them. */
function Opciones({
  profesional: m,
  ocupado,
  onCambiar,
}: {
  profesional: Profesional;
  ocupado: boolean;
  onCambiar: (m: Profesional, campo: 'activo' | 'destacado') => void;
}) {
  const nombre = `${m.nombre} ${m.apellido}`.trim();
  const botones: { campo: 'activo' | 'destacado'; texto: string; etiqueta: string }[] = [
    m.activo === 1
      ? { campo: 'activo', texto: textos.inactivar, etiqueta: textos.inactivarDe(nombre) }
      : { campo: 'activo', texto: textos.activar, etiqueta: textos.activarDe(nombre) },
    m.destacado === 1
      ? { campo: 'destacado', texto: textos.noDestacar, etiqueta: textos.noDestacarDe(nombre) }
      : { campo: 'destacado', texto: textos.destacar, etiqueta: textos.destacarDe(nombre) },
  ];
  return (
    <div className="admin-row-actions">
      {botones.map((b) => (
        <button
          key={b.campo}
          type="button"
          className="btn btn--small"
          disabled={ocupado}
          aria-label={b.etiqueta}
          onClick={() => onCambiar(m, b.campo)}
        >
          {b.texto}
        </button>
      ))}
    </div>
  );
}
