import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { alUsar } from '../../../common/numero';
import './calendar.css';

export type CalendarDay = { fecha: string; day: number; inMonth: boolean };

export type CalendarLabels = {
  /** column codes, Sunday first: D L Ma M J V S */
  codigos: readonly string[];
  /** full weekday names, Sunday first (abbr titles) */
  nombres: readonly string[];
  anterior: string;
  siguiente: string;
  /** accessible name of a day button ("martes, 3 de noviembre de 2026") */
  dia: (fecha: string) => string;
  /** added to the name of a day without free slots ("sin disponibilidad") */
  sinDisponibilidad: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d || 1));
};

/** "2026-11" plus n months. */
export function addMonths(mes: string, n: number): string {
  const d = parse(`${mes}-01`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return iso(d).slice(0, 7);
}

export const monthOf = (fecha: string) => fecha.slice(0, 7);

/**
 * The month as weeks of 7 days starting on Sunday: 5 weeks, or a 6th only when the
 * month's last days would otherwise fall off the grid (a 31-day month starting on Friday).
 */
export function monthGrid(mes: string): CalendarDay[][] {
  const first = parse(`${mes}-01`);
  const offset = first.getUTCDay();
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const weeks = offset + days > 35 ? 6 : 5;
  const grid: CalendarDay[][] = [];
  for (let w = 0; w < weeks; w++) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const d = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1 - offset + w * 7 + i));
      week.push({ fecha: iso(d), day: d.getUTCDate(), inMonth: d.getUTCMonth() === first.getUTCMonth() });
    }
    grid.push(week);
  }
  return grid;
}

const addDays = (fecha: string, n: number) => {
  const d = parse(fecha);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
const clamp = (fecha: string, min: string, max: string) => (fecha < min ? min : fecha > max ? max : fecha);

const titleFmt = alUsar(() => new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

type Props = {
  mes: string;
  onMes: (mes: string) => void;
  /** the highlighted day (YYYY-MM-DD) */
  selected: string | null;
  /** first and last choosable days (YYYY-MM-DD); days outside are disabled */
  min: string;
  max: string;
  /** today, marked with aria-current */
  hoy?: string;
  onSelect: (fecha: string) => void;
  labels: CalendarLabels;
  /**
   * The days between min and max that can be chosen; the others are greyed out and say so
   * (aria-disabled: the arrow keys still reach them). Undefined: every day between min and max.
   */
  libres?: ReadonlySet<string>;
};

/** Month calendar: a table of day buttons, one tab stop, arrow keys move between days and months. */
export function Calendar({ mes, onMes, selected, min, max, hoy, onSelect, labels, libres }: Props) {
  const [focus, setFocus] = useState(() => clamp(selected ?? min, min, max));
  const moved = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const grid = monthGrid(mes);
  const tabStop = monthOf(focus) === mes ? focus : clamp(`${mes}-01`, min, max);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-fecha="${focus}"]`)?.focus();
  });

  const move = (to: string) => {
    const next = clamp(to, min, max);
    moved.current = true;
    setFocus(next);
    if (monthOf(next) !== mes) onMes(monthOf(next));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, fecha: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (e.key in steps) move(addDays(fecha, steps[e.key]));
    else if (e.key === 'PageUp') move(`${addMonths(mes, -1)}${fecha.slice(7)}`);
    else if (e.key === 'PageDown') move(`${addMonths(mes, 1)}${fecha.slice(7)}`);
    else if (e.key === 'Home') move(addDays(fecha, -parse(fecha).getUTCDay()));
    else if (e.key === 'End') move(addDays(fecha, 6 - parse(fecha).getUTCDay()));
    else return;
    e.preventDefault();
  };

  const title = titleFmt().format(parse(`${mes}-01`));
  const captionId = `cal-${mes}`;
  return (
    <div className="calendar">
      <div className="calendar__head">
        <button
          type="button"
          className="btn btn--icon"
          aria-label={labels.anterior}
          disabled={mes <= monthOf(min)}
          onClick={() => onMes(addMonths(mes, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="calendar__title" id={captionId} aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="btn btn--icon"
          aria-label={labels.siguiente}
          disabled={mes >= monthOf(max)}
          onClick={() => onMes(addMonths(mes, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="calendar__grid" ref={tableRef} aria-labelledby={captionId}>
        <thead>
          <tr>
            {labels.codigos.map((code, i) => (
              <th key={code} scope="col">
                <abbr title={labels.nombres[i]}>{code}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0].fecha}>
              {week.map((d) => {
                const fuera = d.fecha < min || d.fecha > max;
                const vacio = !fuera && libres !== undefined && !libres.has(d.fecha);
                return (
                  <td key={d.fecha}>
                    {d.inMonth ? (
                      <button
                        type="button"
                        className="calendar__day"
                        data-fecha={d.fecha}
                        aria-label={vacio ? `${labels.dia(d.fecha)}, ${labels.sinDisponibilidad}` : labels.dia(d.fecha)}
                        aria-pressed={d.fecha === selected}
                        aria-current={d.fecha === hoy ? 'date' : undefined}
                        aria-disabled={vacio || undefined}
                        disabled={fuera}
                        tabIndex={d.fecha === tabStop ? 0 : -1}
                        onClick={() => {
                          setFocus(d.fecha);
                          if (!vacio) onSelect(d.fecha);
                        }}
                        onKeyDown={(e) => onKeyDown(e, d.fecha)}
                      >
                        {d.day}
                      </button>
                    ) : (
                      <span className="calendar__out" aria-hidden="true">
                        {d.day}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
