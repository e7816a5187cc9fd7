import { type KeyboardEvent, useId, useState } from 'react';
import { bogotaNow, fechaCorta } from '../../../../../common/fechas';
import type { Cita, Tablero } from '../../../../../common/wire/citas';
import { textosAgenda } from '../../../i18n/es/agenda';
import { fechaLarga } from '../../../lib/format';
import { useDeslizar } from '../useDeslizar';
import { citasDelDia, mover, semanaDe, type Vista } from '../vistas';
import { AgendaDia } from './AgendaDia';
import { AgendaSemana } from './AgendaSemana';
import { EsperanElDia } from './EsperanElDia';
import '../agenda.css';

const textos = textosAgenda;
const VISTAS: Vista[] = ['dia', 'semana'];
/** Arrow keys move the agenda unless the focus is where arrows already mean something. */
const CON_FLECHAS = 'input, select, textarea, [role="tab"], [role="radio"], [role="slider"]';

/**
 * The profesional's agenda: a day on a time line (today first, with the current time) or a week;
 * previous, 'Hoy' and next buttons, the ← → keys and a swipe move it. It reads the tablero's citas
 * (the offline copy too), so it stays readable without a connection.
 */
export function Agenda({
  citas,
  ventana,
  ahora,
  porEnviar,
}: {
  citas: Cita[];
  ventana?: Tablero['ventana'];
  ahora: Date;
  /** citas marked attended offline, waiting in the outbox */
  porEnviar?: ReadonlySet<number>;
}) {
  const id = useId();
  const reloj = bogotaNow(ahora);
  const hoy = reloj.fecha;
  const [vista, setVista] = useState<Vista>('dia');
  /** the day shown (the day view) or one of the week shown; null follows today across midnight */
  const [elegida, setElegida] = useState<string | null>(null);
  const fecha = elegida ?? hoy;
  const [sentido, setSentido] = useState<'' | 'anterior' | 'siguiente'>('');

  const paso = (p: -1 | 1) => {
    setSentido(p > 0 ? 'siguiente' : 'anterior');
    setElegida(mover(fecha, vista, p));
  };
  const irA = (dia: string | null, v: Vista = vista) => {
    setSentido('');
    setElegida(dia);
    setVista(v);
  };
  const deslizar = useDeslizar(paso);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if ((e.target as HTMLElement).closest(CON_FLECHAS)) return;
    e.preventDefault();
    paso(e.key === 'ArrowRight' ? 1 : -1);
  };

  const dias = semanaDe(fecha);
  const delDia = citasDelDia(citas, fecha);
  const titulo =
    vista === 'semana'
      ? textos.semanaTitulo(fechaCorta(dias[0]), fechaCorta(dias[6]))
      : fecha === hoy
        ? textos.hoyTitulo
        : textos.diaTitulo(fechaLarga(fecha));
  const mostradas = vista === 'dia' ? [fecha] : dias;
  const cuantas = mostradas.reduce((n, d) => n + citasDelDia(citas, d).length, 0);
  const fuera = ventana && mostradas.some((d) => d < ventana.desde || d > ventana.hasta);

  return (
    <section className="card agenda" aria-labelledby={`${id}-titulo`} onKeyDown={onKeyDown}>
      <div className="agenda__cabeza">
        <h2 id={`${id}-titulo`}>{titulo}</h2>
        <p className="agenda__cuenta muted" aria-live="polite">
          {textos.cuenta(cuantas)}
        </p>
        {vista === 'dia' && <EsperanElDia fecha={fecha} />}
      </div>
      <div className="agenda__barra">
        <fieldset className="agenda__vistas">
          <legend className="sr-only">{textos.vistas}</legend>
          {VISTAS.map((v) => (
            <button
              key={v}
              type="button"
              className="btn btn--small"
              aria-pressed={vista === v}
              onClick={() => irA(elegida, v)}
            >
              {textos[v]}
            </button>
          ))}
        </fieldset>
        <span className="agenda__mover">
          <button type="button" className="btn btn--small" aria-label={textos.anterior[vista]} onClick={() => paso(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="btn btn--small"
            disabled={vista === 'semana' ? dias.includes(hoy) : fecha === hoy}
            onClick={() => irA(null)}
          >
            {textos.hoy}
          </button>
          <button type="button" className="btn btn--small" aria-label={textos.siguiente[vista]} onClick={() => paso(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </span>
      </div>
      <p className="field__hint agenda__ayuda">{textos.ayuda}</p>
      {fuera && ventana && (
        <p className="muted agenda__fuera">
          {textos.fueraDeVentana(fechaCorta(ventana.desde), fechaCorta(ventana.hasta))}
        </p>
      )}
      <div
        key={`${vista}-${fecha}`}
        className="agenda__cuerpo"
        data-sentido={sentido || undefined}
        data-testid="agenda-cuerpo"
        {...deslizar}
      >
        {vista === 'dia' ? (
          <AgendaDia
            citas={delDia}
            etiqueta={fechaLarga(fecha)}
            ahora={fecha === hoy ? reloj.hora : null}
            porEnviar={porEnviar}
          />
        ) : (
          <AgendaSemana dias={dias} citas={citas} hoy={hoy} porEnviar={porEnviar} onDia={(d) => irA(d, 'dia')} />
        )}
      </div>
    </section>
  );
}
