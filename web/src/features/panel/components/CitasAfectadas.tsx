import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { AusenciaCreada, CitasCanceladas } from '../../../../../common/wire/agenda';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { ApiError } from '../../../lib/api-client';
import { fechaLarga } from '../../../lib/format';
import { Modal } from '../../../ui/Modal';
import { cancelarCitasAusencia } from '../ajustes-api';

const textos = textosAgenda.afectadas;
const MENSAJE_MAX = 500;

/**
 * The citas a new absence falls on (they stay booked): who, when, and the one action that cancels
 * them all and tells each paciente, after a confirmation with an optional message for them.
 * Takes the focus when it appears, so a screen reader hears what the absence left pending.
 */
export function CitasAfectadas({
  creada,
  onCanceladas,
}: {
  creada: AusenciaCreada;
  onCanceladas: (r: CitasCanceladas) => void;
}) {
  const { ausencia, afectadas } = creada;
  const n = afectadas.length;
  const [abierto, setAbierto] = useState(false);
  const [mensaje, setMensaje] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const id = useId();
  const seccion = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    seccion.current?.focus();
  }, []);

  const confirmar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    setEnviando(true);
    setError(null);
    try {
      const r = await cancelarCitasAusencia({ id: ausencia.id, motivo: mensaje.trim() || undefined });
      setAbierto(false);
      onCanceladas(r);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : textos.toasts.error);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section ref={seccion} tabIndex={-1} className="card afectadas" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{textos.titulo(n)}</h2>
      <p>{textos.texto}</p>
      <table className="table table--cards afectadas__tabla">
        <thead>
          <tr>
            <th scope="col">{textos.paciente}</th>
            <th scope="col">{textos.fecha}</th>
            <th scope="col">{textos.hora}</th>
          </tr>
        </thead>
        <tbody>
          {afectadas.map((c) => (
            <tr key={c.id}>
              <td data-label={textos.paciente}>{c.nombre}</td>
              <td data-label={textos.fecha}>{fechaLarga(c.fecha_cita)}</td>
              <td data-label={textos.hora}>{textosAgenda.horarios.franja(c.hora_inicio, c.hora_fin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn--danger" onClick={() => setAbierto(true)}>
        {textos.accion(n)}
      </button>
      <Modal open={abierto} title={textos.dialogo.titulo(n)} onClose={() => setAbierto(false)}>
        <form onSubmit={confirmar} noValidate>
          <p>{textos.dialogo.texto(n)}</p>
          <div className="field">
            <label htmlFor={`${id}-mensaje`}>{textos.dialogo.mensaje}</label>
            <textarea
              id={`${id}-mensaje`}
              rows={3}
              maxLength={MENSAJE_MAX}
              value={mensaje}
              aria-describedby={`${id}-mensaje-ayuda`}
              onChange={(e) => setMensaje(e.target.value)}
            />
            <span id={`${id}-mensaje-ayuda`} className="field__hint">
              {textos.dialogo.mensajeAyuda}
            </span>
          </div>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="confirm__actions">
            <button type="button" className="btn" onClick={() => setAbierto(false)}>
              {textos.dialogo.volver}
            </button>
            <button type="submit" className="btn btn--danger" disabled={enviando} aria-busy={enviando}>
              {enviando ? textos.dialogo.enviando : textos.dialogo.confirmar}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
