import { useState } from 'react';
import { fechaCorta } from '../../../../../common/fechas';
import type { PropuestaAdmin } from '../../../../../common/wire/cuentas';
import { textosConfig } from '../../../i18n/es/config';
import { useLista } from '../../../lib/useLista';
import { MotivoDialog } from '../../../ui/MotivoDialog';
import { aprobarPropuesta, listarPropuestas, rechazarPropuesta } from '../config-api';
import { EstadoLista } from './EstadoLista';
import { TablaAdmin } from './TablaAdmin';

const textos = textosConfig.propuestas;
const CAMPOS = ['nombre', 'apellido', 'cedula', 'ciudad', 'cargo'] as const;
const nombreDe = (p: PropuestaAdmin) => `${p.actual.nombre} ${p.actual.apellido}`.trim();

/** What she asks for, field by field: "Ciudad: Bogotá → Medellín". */
function Cambios({ propuesta: p }: { propuesta: PropuestaAdmin }) {
  return (
    <ul className="admin-cambios">
      {CAMPOS.filter((k) => p[k] !== null).map((k) => (
        <li key={k}>
          <strong>{textos.campos[k]}:</strong> {textos.de(p.actual[k], p[k] ?? '')}
        </li>
      ))}
    </ul>
  );
}

/**
 * Cambios de perfil por aprobar: the changes of name, specialty, cédula or city that activated
 * profesionales asked for (the approved profile stays public meanwhile). Aprobar applies one;
 * Rechazar asks for the reason she will get by e-mail. A reviewed one leaves the list.
 */
export function PropuestasSection() {
  const lista = useLista((o) => listarPropuestas(o));
  const [ocupado, setOcupado] = useState<number | null>(null);
  const [rechazo, setRechazo] = useState<PropuestaAdmin | null>(null);

  const aprobar = async (p: PropuestaAdmin) => {
    setOcupado(p.id);
    try {
      await aprobarPropuesta(p.id);
      await lista.reload();
    } catch {
      // the client showed the error toast
    } finally {
      setOcupado(null);
    }
  };
  const rechazar = async (p: PropuestaAdmin, motivo: string) => {
    await rechazarPropuesta(p.id, motivo);
    await lista.reload();
  };

  return (
    <section className="admin-section card" aria-labelledby="propuestas-titulo">
      <h2 id="propuestas-titulo">{textos.titulo}</h2>
      <p className="muted">{textos.ayuda}</p>
      <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.reload} vacio={textos.vacio}>
        <div className="admin-scroll" aria-busy={lista.loading}>
          <TablaAdmin
            className="admin-compacta"
            filas={lista.filas ?? []}
            columnas={[
              {
                titulo: textos.columnas.profesional,
                celda: (p) => (
                  <>
                    {nombreDe(p)}
                    <br />
                    <span className="muted">{p.email}</span>
                  </>
                ),
              },
              { titulo: textos.columnas.cambios, celda: (p) => <Cambios propuesta={p} /> },
              {
                titulo: textos.columnas.fecha,
                celda: (p) => fechaCorta(p.created_at.slice(0, 10)),
                className: 'admin-nowrap',
              },
              {
                titulo: textos.columnas.opciones,
                celda: (p) => (
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={ocupado === p.id}
                      aria-label={textos.aprobarDe(nombreDe(p))}
                      onClick={() => aprobar(p)}
                    >
                      {textos.aprobar}
                    </button>
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={ocupado === p.id}
                      aria-label={textos.rechazarDe(nombreDe(p))}
                      onClick={() => setRechazo(p)}
                    >
                      {textos.rechazar}
                    </button>
                  </div>
                ),
              },
            ]}
          />
        </div>
      </EstadoLista>
      <MotivoDialog
        open={rechazo !== null}
        title={textos.rechazarDe(rechazo ? nombreDe(rechazo) : '')}
        text={rechazo ? textos.rechazoTexto(nombreDe(rechazo)) : ''}
        label={textos.motivo}
        hint={textos.motivoAyuda}
        textos={textos.dialogo}
        onConfirm={(motivo) => (rechazo ? rechazar(rechazo, motivo) : Promise.resolve())}
        onClose={() => setRechazo(null)}
      />
    </section>
  );
}
