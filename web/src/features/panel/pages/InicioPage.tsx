import { useEffect, useMemo, useState } from 'react';
import { textosComun } from '../../../i18n/es/comun';
import { textosGuardado } from '../../../i18n/es/guardado';
import { textosPanel } from '../../../i18n/es/panel';
import { ApiError } from '../../../lib/api-client';
import { useCuentaActual } from '../../../lib/cuenta-actual';
import { useOnline } from '../../../lib/online';
import { useEnviado, useOutbox } from '../../../lib/sync';
import { useFallo } from '../../../lib/useFallo';
import { useLoad } from '../../../lib/useLoad';
import { Loading } from '../../../ui/States';
import { type Filtro, filtrarCitas } from '../agenda';
import { atenderSinConexion, cancelarCita, cargarTablero, marcarAtendida, marcarNoAsistio } from '../api';
import { Agenda } from '../components/Agenda';
import { CalificacionCard } from '../components/CalificacionCard';
import { CitasTable } from '../components/CitasTable';
import { ComentariosProfesional } from '../components/ComentariosProfesional';
import { CountCards } from '../components/CountCards';
import { HorariosModal } from '../components/HorariosModal';
import { MotivosModal } from '../components/MotivosModal';
import { PerfilModal } from '../components/PerfilModal';
import '../panel.css';
import type { Cita } from '../../../../../common/wire/citas';
import { useAhora } from '../useAhora';

type Abierto = null | 'motivos' | 'horarios' | 'perfil';
const guardadoFmt = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

/** Scrolls the citas table to the top of the screen (gently unless she asked for less motion) and focuses its title. */
function irATabla() {
  const titulo = document.getElementById('citas-title');
  if (!titulo) return;
  const quieto = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  titulo.scrollIntoView?.({ block: 'start', behavior: quieto ? 'auto' : 'smooth' });
  titulo.focus({ preventScroll: true });
}

/** `/panel/home`, «Inicio»: the professional's day first (counts, today's agenda), then the table and the rest. */
export default function InicioPage() {
  const { user } = useCuentaActual();
  const { data, error, loading, reload: cargar } = useLoad((signal) => cargarTablero(user.id, signal), [user.id]);
  const fallo = useFallo(error, loading);
  const tablero = data?.tablero ?? null;
  /** when the shown answer is the offline copy: when it was saved */
  const guardado = data?.guardado;
  const [filtro, setFiltro] = useState<Filtro>('hoy');
  /** how many times a card was tapped: each tap takes her to the table it filters */
  const [saltos, setSaltos] = useState(0);
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [ocupada, setOcupada] = useState<number | null>(null);
  const online = useOnline();

  // read again when back online (useLoad), or when an 'Atendido' kept offline reached the server
  useEnviado('atendido', () => void cargar());

  const enEspera = useOutbox('atendido', (i) => i.owner === user.id && i.status !== 'rechazado', [user.id]);
  const porEnviar = useMemo(() => new Set((enEspera ?? []).map((i) => Number(i.payload.id))), [enEspera]);

  const atender = async (cita: Cita) => {
    if (!navigator.onLine) {
      await atenderSinConexion(user.id, cita.id);
      return;
    }
    setOcupada(cita.id);
    try {
      await marcarAtendida(cita.id);
      await cargar();
    } catch (err) {
      // the connection dropped: the outbox keeps it (the server applies it once)
      if (err instanceof ApiError && err.network) await atenderSinConexion(user.id, cita.id).catch(() => {});
    } finally {
      setOcupada(null);
    }
  };

  const noAsistio = async (cita: Cita) => {
    setOcupada(cita.id);
    try {
      await marcarNoAsistio(cita.id);
      await cargar();
    } catch {
      // the client showed the error toast with the server's reason (409 outside the 5 days)
    } finally {
      setOcupada(null);
    }
  };

  /** A refusal is left to the dialog, which shows it beside the reason. */
  const cancelar = async (cita: Cita, motivo: string) => {
    await cancelarCita(cita.id, motivo);
    void cargar();
  };

  const elegir = (f: Filtro) => {
    setFiltro(f);
    setSaltos((n) => n + 1);
  };
  // a card takes her to what it counts: the table comes into view and its title takes the focus
  useEffect(() => {
    if (saltos) irATabla();
  }, [saltos]);

  const ahora = useAhora();
  return (
    <div className="dashboard">
      <header className="dashboard__head">
        <h1>{textosPanel.inicio.titulo}</h1>
        <p className="muted">{textosPanel.inicio.saludo(user.nombre || user.name)}</p>
      </header>

      {!tablero && !fallo && <Loading />}
      {fallo && !tablero && (
        <div className="state">
          <p className="state__title">{textosPanel.inicio.errorCarga}</p>
          <button type="button" className="btn btn--primary" onClick={() => cargar()}>
            {textosComun.estados.reintentar}
          </button>
        </div>
      )}

      {tablero && guardado !== undefined && (
        <p className="offline-note" role="status">
          {textosGuardado.guardadoEl(guardadoFmt.format(new Date(guardado)))}
        </p>
      )}

      {tablero && (
        <>
          <CountCards tablero={tablero} filtro={filtro} onSelect={elegir} ahora={ahora} />
          <Agenda citas={tablero.citas} ventana={tablero.ventana} ahora={ahora} porEnviar={porEnviar} />
          <div className="dashboard__row">
            <CalificacionCard calificacion={tablero.calificacion[0]} />
            <section className="card dashboard__gestion" aria-labelledby="gestion-title">
              <h2 id="gestion-title">{textosPanel.inicio.gestion}</h2>
              <p className="muted">{textosPanel.inicio.gestionTexto}</p>
              <div className="dashboard__buttons">
                <button type="button" className="btn" onClick={() => setAbierto('motivos')}>
                  {textosPanel.motivos.boton}
                </button>
                <button type="button" className="btn" onClick={() => setAbierto('horarios')}>
                  {textosPanel.horarios.boton}
                </button>
                <button type="button" className="btn" onClick={() => setAbierto('perfil')}>
                  {textosPanel.perfil.boton}
                </button>
              </div>
            </section>
          </div>
          <CitasTable
            titulo={textosPanel.inicio.tablas[filtro]}
            citas={filtrarCitas(tablero.citas, filtro, ahora)}
            ventana={tablero.ventana}
            ahora={ahora}
            online={online}
            ocupada={ocupada}
            porEnviar={porEnviar}
            onAtendido={atender}
            onCancelar={cancelar}
            onNoAsistio={noAsistio}
          />
          <ComentariosProfesional guardados={tablero.comentarios} />
        </>
      )}

      <MotivosModal open={abierto === 'motivos'} onClose={() => setAbierto(null)} />
      <HorariosModal open={abierto === 'horarios'} onClose={() => setAbierto(null)} />
      <PerfilModal open={abierto === 'perfil'} onClose={() => setAbierto(null)} />
    </div>
  );
}
