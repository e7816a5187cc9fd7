import { lazy, Suspense, useEffect, useState } from 'react';
import { addDays, bogotaNow } from '../../../../../../common/fechas';
import { VENTANA_MAXIMA_DIAS } from '../../../../../../common/wire/agenda';
import type { Motivo } from '../../../../../../common/wire/motivos';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { toast } from '../../../../lib/toast';
import { tomarToqueTemprano } from '../../../../lib/toque-temprano';
import { Modal } from '../../../../ui/Modal';
import { useDirectorioUi } from '../../store';
import { useMedia } from '../../useMedia';
import { CitaControls, modalidadesDe, type Seleccion } from './CitaControls';
import { type CitaHecha, CitaSummary } from './CitaSummary';
import { pagoElegido } from './PagoCita';

/**
 * The day's franjas and the booking form: fetched once a day is chosen, or as soon as a motivo is
 * (the form is ready by the time the day is), so the profile's first load stays within its budget.
 */
const cargarDisponibilidad = () => import('./DisponibilidadModal');
const DisponibilidadModal = lazy(() => cargarDisponibilidad().then((m) => ({ default: m.DisponibilidadModal })));

const textos = textosPerfil.agendar;
/** the name of 'Agendar cita' for a tap before the screen is live (lib/toque-temprano.ts) */
const TOQUE = 'agendar';
/** How far ahead a patient can book. */
/** the server applies the profesional's own window; the calendar stops at the longest one */
export const DIAS_MAXIMOS = VENTANA_MAXIMA_DIAS;

/**
 * Booking: a side panel on wide screens (≥ 900 px); on small ones an 'Agendar cita' button
 * opens it as a full overlay. Choosing a day needs a reason and the first-visit answer, then
 * opens the availability modal (the overlay steps aside while it is open). Once booked, the small
 * screens' sticky bar gives way to the confirmation, which offers another booking.
 */
export function AgendarCita({ profesional, motivos }: { profesional: Profesional; motivos: Motivo[] }) {
  const ancho = useMedia('(min-width: 900px)');
  const { agendaAbierta, setAgendaAbierta } = useDirectorioUi();
  const hoy = bogotaNow().fecha;
  const max = addDays(hoy, DIAS_MAXIMOS);
  const [sel, setSel] = useState<Seleccion>({
    modalidad: modalidadesDe(profesional)[0],
    motivo: '',
    primera: '',
    pago: { tipo: '', aseguradora: null },
    mes: hoy.slice(0, 7),
  });
  const [fecha, setFecha] = useState<string | null>(null);
  const [cita, setCita] = useState<CitaHecha | null>(null);
  useEffect(() => () => setAgendaAbierta(false), [setAgendaAbierta]);
  // 'Agendar cita' tapped on the page the Worker drew, before this screen was live: opened now
  useEffect(() => {
    if (tomarToqueTemprano(TOQUE) && !ancho) setAgendaAbierta(true);
  }, [ancho, setAgendaAbierta]);

  const elegirDia = (dia: string) => {
    if (!sel.motivo || !sel.primera) {
      toast.warning(textos.avisoMotivo);
      return;
    }
    setAgendaAbierta(false);
    setFecha(dia);
  };
  const cancelar = () => {
    setFecha(null);
    if (!ancho) setAgendaAbierta(true);
  };
  const hecha = (c: CitaHecha) => {
    setFecha(null);
    setCita(c);
  };
  /** another booking: back to the panel (the overlay on small screens) */
  const otra = () => {
    tomarToqueTemprano(TOQUE);
    setCita(null);
    if (!ancho) setAgendaAbierta(true);
  };

  const controles = (
    <CitaControls
      profesional={profesional}
      motivos={motivos}
      seleccion={sel}
      onCambio={(cambio) => {
        // a failed early fetch is retried when the day is chosen
        if (cambio.motivo) cargarDisponibilidad().catch(() => {});
        setSel((s) => ({ ...s, ...cambio }));
      }}
      dia={fecha ?? hoy}
      hoy={hoy}
      max={max}
      onDia={elegirDia}
    />
  );
  const resumen = (nivel: 2 | 3) =>
    cita && <CitaSummary cita={cita} profesional={profesional} onOtra={otra} nivel={nivel} />;
  const motivoNombre = motivos.find((m) => String(m.id) === sel.motivo)?.nombre ?? '';

  return (
    <>
      {ancho ? (
        <aside className="booking card" aria-labelledby="reserva-titulo">
          <h2 id="reserva-titulo">{textos.titulo}</h2>
          {resumen(3) || controles}
        </aside>
      ) : (
        <>
          {/* booked: the confirmation and its 'Agendar otra cita'; no sticky bar stays over it */}
          {cita ? (
            <section className="booking-done card">{resumen(2)}</section>
          ) : (
            <section className="booking-bar" aria-label={textos.titulo}>
              <button type="button" className="btn btn--primary btn--block" data-temprano={TOQUE} onClick={otra}>
                {textos.abrir}
              </button>
            </section>
          )}
          <Modal open={agendaAbierta} title={textos.titulo} variant="sheet" onClose={() => setAgendaAbierta(false)}>
            {controles}
          </Modal>
        </>
      )}
      {fecha && sel.primera && (
        <Suspense fallback={null}>
          <DisponibilidadModal
            profesional={profesional}
            fecha={fecha}
            motivo={sel.motivo}
            motivoNombre={motivoNombre}
            modalidad={sel.modalidad}
            primera={sel.primera}
            pago={pagoElegido(sel.pago)}
            onCancelar={cancelar}
            onHecha={hecha}
          />
        </Suspense>
      )}
    </>
  );
}
