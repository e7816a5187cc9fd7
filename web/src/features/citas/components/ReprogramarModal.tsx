import { useEffect, useRef, useState } from 'react';
import { addDays, bogotaNow } from '../../../../../common/fechas';
import { VENTANA_MAXIMA_DIAS } from '../../../../../common/wire/agenda';
import type { CitaGestion } from '../../../../../common/wire/gestion';
import type { Franja } from '../../../../../common/wire/horarios';
import { textosCitas } from '../../../i18n/es/citas';
import { textosPerfil } from '../../../i18n/es/perfil';
import { ApiError } from '../../../lib/api-client';
import { disponibilidadApi, useDiasLibres } from '../../../lib/disponibilidad';
import { fechaLarga } from '../../../lib/format';
import { useOnline } from '../../../lib/online';
import { useLoad } from '../../../lib/useLoad';
import { Calendar } from '../../../ui/Calendar';
import { FranjaList } from '../../../ui/FranjaList';
import { Modal } from '../../../ui/Modal';
import { citasApi } from '../api';

const textos = textosCitas.reprogramar;
const calendario = { ...textosPerfil.agendar.calendario, dia: fechaLarga };
const franjaLabels = { libres: textos.libres, vacio: textos.vacio, franja: textosCitas.cita.franja };
/** As far ahead as the booking allows. */
/** the server applies the profesional's own window; the calendar stops at the longest one */
const DIAS_MAXIMOS = VENTANA_MAXIMA_DIAS;

type Props = { cita: CitaGestion; token: string; onHecha: (cita: CitaGestion) => void; onCerrar: () => void };

/**
 * 'Reprogramar': the booking's month calendar and day franjas of the same profesional, then a
 * confirmation. A franja taken meanwhile (409) says the server's message, reads the day again and
 * leaves the cita as it was.
 */
export function ReprogramarModal({ cita, token, onHecha, onCerrar }: Props) {
  const profesional = cita.profesional.id;
  const hoy = bogotaNow().fecha;
  const [mes, setMes] = useState(() => [hoy, cita.fecha_cita].sort()[1].slice(0, 7));
  const [fecha, setFecha] = useState<string | null>(null);
  const [franja, setFranja] = useState<Franja | null>(null);
  const [aviso, setAviso] = useState('');
  const [enviando, setEnviando] = useState(false);
  const online = useOnline();
  const libres = useDiasLibres(profesional, mes, cita.motivo_id);
  const franjas = useLoad(
    (signal) => disponibilidadApi.dia(profesional, fecha ?? hoy, signal, cita.motivo_id),
    [profesional, fecha, cita.motivo_id],
    {
      activo: fecha !== null,
    },
  );
  const paso = useRef<HTMLDivElement>(null);
  // each step's first words take the focus: the day's franjas, the chosen one, the server's refusal
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves the focus when the step changes
  useEffect(() => {
    paso.current?.querySelector<HTMLElement>('[data-foco]')?.focus();
  }, [fecha, franja, aviso]);

  const elegirDia = (dia: string) => {
    setFecha(dia);
    setFranja(null);
    setAviso('');
  };
  const confirmar = async () => {
    if (!fecha || !franja || enviando) return;
    setEnviando(true);
    try {
      onHecha(await citasApi.reprogramar(token, { fecha, hora_inicio: franja.hora_inicio }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setAviso(err.message);
        setFranja(null);
        franjas.reload();
      }
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open title={textos.titulo} variant="sheet" onClose={onCerrar}>
      <p className="muted">{textos.intro}</p>
      <p className="cita__label">{textos.dia}</p>
      <Calendar
        mes={mes}
        onMes={setMes}
        selected={fecha}
        min={hoy}
        max={addDays(hoy, DIAS_MAXIMOS)}
        hoy={hoy}
        onSelect={elegirDia}
        labels={calendario}
        libres={libres}
      />
      <div ref={paso} className="reprogramar__paso" aria-live="polite">
        {aviso && (
          <p className="avail__aviso" role="alert" tabIndex={-1} data-foco>
            {aviso}
          </p>
        )}
        {fecha && !franja && (
          <>
            <p className="avail__fecha" tabIndex={-1} data-foco={aviso ? undefined : true}>
              {fechaLarga(fecha)}
            </p>
            <FranjaList franjas={franjas} online={online} labels={franjaLabels} onElegir={setFranja} />
          </>
        )}
        {fecha && franja && (
          <>
            <p className="reprogramar__elegido" tabIndex={-1} data-foco>
              {textos.elegido(fechaLarga(fecha), textosCitas.cita.franja(franja.hora_inicio, franja.hora_fin))}
            </p>
            {!online && (
              <p className="cita__nota" role="status">
                {textosCitas.cita.requiereConexion}
              </p>
            )}
            <div className="confirm__actions">
              <button type="button" className="btn" onClick={() => setFranja(null)}>
                {textos.otraHora}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={confirmar}
                disabled={!online || enviando}
                aria-busy={enviando || undefined}
              >
                {textos.confirmar}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
