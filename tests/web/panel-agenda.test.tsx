import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cita } from '../../common/wire/citas';
import { Agenda } from '../../web/src/features/panel/components/Agenda';
import { useAhora } from '../../web/src/features/panel/useAhora';
import { lugares, marcoDelDia, semanaDe } from '../../web/src/features/panel/vistas';
import { fechaLarga } from '../../web/src/lib/format';

let n = 0;
const cita = (fecha_cita: string, hora_inicio: string, hora_fin: string, extra: Partial<Cita> = {}): Cita => ({
  id: ++n,
  nombre: `Paciente ${n}`,
  telefono: '3001234567',
  email: `p${n}@example.co`,
  motivo: 'Control',
  observacion: '',
  fecha_cita,
  hora_inicio,
  hora_fin,
  atendido: 0,
  estado: 'pendiente',
  cancelada_por: '',
  cancelacion_motivo: '',
  primera_visita: 'no',
  modalidad: 1,
  enlace_video: '',
  ...extra,
});

// Thursday 5 November 2026, 10:35 in Bogotá (15:35 UTC)
const AHORA = new Date('2026-11-05T15:35:00Z');
const ENLACE = 'https://meet.jit.si/citasalud-3c9f0a1b2d';

const CITAS = [
  cita('2026-11-05', '09:00', '09:30', { nombre: 'Carlos Pérez', motivo: 'Control' }),
  cita('2026-11-05', '14:00', '14:40', {
    nombre: 'Diana Ruiz',
    motivo: 'Primera valoración',
    modalidad: 2,
    enlace_video: ENLACE,
  }),
  cita('2026-11-05', '11:00', '11:30', { nombre: 'Elena Díaz', estado: 'cancelada', cancelada_por: 'paciente' }),
  cita('2026-11-06', '08:00', '08:30', { nombre: 'Felipe Gómez' }),
  cita('2026-11-08', '10:00', '10:30', { nombre: 'Gloria Mejía' }),
  cita('2026-11-10', '10:00', '10:30', { nombre: 'Hugo Torres' }),
];
const VENTANA = { desde: '2026-10-06', hasta: '2027-02-03', maximo: 500 };

const titulo = () => screen.getByRole('heading', { level: 2 }).textContent;
const lista = () => screen.getByRole('list', { name: /^Citas del .* por hora$/ });
const vars = (el: HTMLElement) => ({
  inicio: el.style.getPropertyValue('--inicio'),
  duracion: el.style.getPropertyValue('--duracion'),
});
/** The agenda as the dashboard mounts it: its clock renewed each minute. */
function ConReloj() {
  return <Agenda citas={CITAS} ahora={useAhora()} />;
}
const itemDe = (nombre: string) => screen.getByText(nombre).closest('li') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the agenda views, in Bogotá time', () => {
  it('takes the week of a day from Monday to Sunday', () => {
    expect(semanaDe('2026-11-05')).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    expect(semanaDe('2026-11-08')[0]).toBe('2026-11-02');
    expect(semanaDe('2026-11-09')[0]).toBe('2026-11-09');
  });

  it('spans 08:00–18:00 at least, grown to whole hours around the citas and the current time', () => {
    expect(marcoDelDia([], null)).toEqual({ desde: 480, hasta: 1080 });
    expect(marcoDelDia([cita('2026-11-05', '06:40', '07:20'), cita('2026-11-05', '19:10', '19:40')], null)).toEqual({
      desde: 360,
      hasta: 1200,
    });
    expect(marcoDelDia([], 22 * 60 + 50)).toEqual({ desde: 480, hasta: 1440 });
  });

  it('places citas by start and length, and puts crossing ones side by side', () => {
    const a = cita('2026-11-05', '09:00', '10:00');
    const b = cita('2026-11-05', '09:30', '10:00');
    const c = cita('2026-11-05', '10:00', '10:20');
    const lugar = lugares([c, b, a], 480);
    expect(lugar.get(a.id)).toEqual({ inicio: 60, duracion: 60, carril: 0, carriles: 2 });
    expect(lugar.get(b.id)).toEqual({ inicio: 90, duracion: 30, carril: 1, carriles: 2 });
    expect(lugar.get(c.id)).toEqual({ inicio: 120, duracion: 20, carril: 0, carriles: 1 });
  });
});

describe("the profesional's agenda", () => {
  const abrir = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AHORA);
    return render(<Agenda citas={CITAS} ventana={VENTANA} ahora={AHORA} />);
  };

  it("shows today's live citas on a time line, as a list in time order with the current time among them", () => {
    abrir();
    expect(titulo()).toBe('Agenda Hoy');
    const items = within(lista()).getAllByRole('listitem');
    expect(
      items.map((li) => li.textContent?.match(/^Hora actual: [\d:]+ [ap]\. m\.|^[\d:]+ – [\d:]+ [ap]\. m\./)?.[0]),
    ).toEqual(['9:00 – 9:30 a. m.', 'Hora actual: 10:35 a. m.', '2:00 – 2:40 p. m.']);
    // minutes from 08:00, the day's first hour
    expect(vars(itemDe('Carlos Pérez'))).toEqual({ inicio: '60', duracion: '30' });
    expect(vars(itemDe('Diana Ruiz'))).toEqual({ inicio: '360', duracion: '40' });
    expect(vars(items[1]).inicio).toBe('155');
    // a cancelled cita leaves the agenda
    expect(screen.queryByText('Elena Díaz')).toBeNull();
    expect(screen.getByText('2 citas')).toBeTruthy();
  });

  it('marks a virtual cita and links its video call; an in-person one has neither', () => {
    abrir();
    const virtual = within(itemDe('Diana Ruiz'));
    expect(virtual.getByText('Virtual')).toBeTruthy();
    expect(virtual.getByText('Primera valoración')).toBeTruthy();
    expect(virtual.getByText('Pendiente')).toBeTruthy();
    const enlace = virtual.getByRole('link', { name: 'Entrar a la videollamada con Diana Ruiz' });
    expect(enlace.getAttribute('href')).toBe(ENLACE);
    expect(enlace.getAttribute('rel')).toContain('noopener');
    const presencial = within(itemDe('Carlos Pérez'));
    expect(presencial.queryByText('Virtual')).toBeNull();
    expect(presencial.queryByRole('link')).toBeNull();
  });

  it('moves the current-time line each minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-05T15:35:30Z'));
    render(<ConReloj />);
    expect(screen.getByText('10:35 a. m.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('10:36 a. m.')).toBeTruthy();
    expect(screen.getByText('10:36 a. m.').closest('li')?.style.getPropertyValue('--inicio')).toBe('156');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('10:37 a. m.')).toBeTruthy();
  });

  it('moves a day with the buttons and the arrow keys, and "Hoy" comes back', () => {
    abrir();
    const hoy = screen.getByRole('button', { name: 'Hoy' }) as HTMLButtonElement;
    expect(hoy.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(titulo()).toBe(`Agenda del ${fechaLarga('2026-11-06')}`);
    expect(screen.getByText('Felipe Gómez')).toBeTruthy();
    // no current-time line on another day
    expect(screen.queryByText(/Hora actual/)).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Día siguiente' }), { key: 'ArrowRight' });
    expect(titulo()).toBe(`Agenda del ${fechaLarga('2026-11-07')}`);
    expect(screen.getByText('No tienes citas este día.')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hoy' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hoy' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hoy' }), { key: 'ArrowLeft' });
    expect(titulo()).toBe(`Agenda del ${fechaLarga('2026-11-04')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(titulo()).toBe('Agenda Hoy');
  });

  it('changes day with a sideways swipe, not with a short or an upright one', () => {
    abrir();
    const cuerpo = screen.getByTestId('agenda-cuerpo');
    const deslizar = (dx: number, dy: number, pointerType = 'touch') => {
      const el = screen.getByTestId('agenda-cuerpo');
      const base = { pointerId: 1, isPrimary: true, pointerType };
      fireEvent.pointerDown(el, { ...base, clientX: 200, clientY: 300 });
      fireEvent.pointerUp(el, { ...base, clientX: 200 + dx, clientY: 300 + dy });
    };
    expect(cuerpo).toBeTruthy();
    deslizar(-40, 0);
    expect(titulo()).toBe('Agenda Hoy');
    deslizar(-90, 120); // mostly a scroll
    expect(titulo()).toBe('Agenda Hoy');
    deslizar(-120, 0, 'mouse');
    expect(titulo()).toBe('Agenda Hoy');
    deslizar(-120, 10); // finger to the left: the next day
    expect(titulo()).toBe(`Agenda del ${fechaLarga('2026-11-06')}`);
    deslizar(120, -10);
    deslizar(120, 0);
    expect(titulo()).toBe(`Agenda del ${fechaLarga('2026-11-04')}`);
  });

  it('shows the week as 7 days from Monday with their citas, today marked; a day opens in the day view', () => {
    abrir();
    fireEvent.click(screen.getByRole('button', { name: 'Semana' }));
    expect(screen.getByRole('button', { name: 'Semana' }).getAttribute('aria-pressed')).toBe('true');
    expect(titulo()).toBe('Semana del 02/11/2026 al 08/11/2026');
    const dias = document.querySelectorAll<HTMLElement>('.agenda-semana__dia');
    expect([...dias].map((d) => d.dataset.fecha)).toEqual(semanaDe('2026-11-05'));
    expect([...dias].find((d) => d.getAttribute('aria-current') === 'date')?.dataset.fecha).toBe('2026-11-05');
    expect(within(dias[3]).getByText('Carlos Pérez')).toBeTruthy();
    expect(within(dias[3]).getByText('Virtual')).toBeTruthy();
    expect(within(dias[3]).queryByText('Elena Díaz')).toBeNull();
    expect(within(dias[4]).getByText('Felipe Gómez')).toBeTruthy();
    expect(within(dias[6]).getByText('Gloria Mejía')).toBeTruthy();
    expect(within(dias[0]).getByText('Sin citas')).toBeTruthy();
    expect(screen.getByText('4 citas')).toBeTruthy();
    expect(screen.queryByText('Hugo Torres')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(titulo()).toBe('Semana del 09/11/2026 al 15/11/2026');
    expect(screen.getByText('Hugo Torres')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Ver el ${fechaLarga('2026-11-10')}` }));
    expect(screen.getByRole('button', { name: 'Día' }).getAttribute('aria-pressed')).toBe('true');
    expect(titulo()).toBe(`Agenda del ${fechaLarga('2026-11-10')}`);
    expect(itemDe('Hugo Torres')).toBeTruthy();
  });

  it('says when the days shown fall outside the citas it has', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AHORA);
    render(<Agenda citas={CITAS} ventana={{ ...VENTANA, hasta: '2026-11-06' }} ahora={AHORA} />);
    expect(screen.queryByText(/no hay datos guardados/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(screen.queryByText(/no hay datos guardados/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(screen.getByText(/del 06\/10\/2026 al 06\/11\/2026; fuera de esas fechas/)).toBeTruthy();
  });
});
