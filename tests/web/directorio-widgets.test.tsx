import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { filtrosDeRuta, rutaProfesionales } from '../../web/src/features/directorio/paths';
import { textosPerfil } from '../../web/src/i18n/es/perfil';
import { fechaLarga } from '../../web/src/lib/format';
import { icsCita, utcStamp } from '../../web/src/lib/ics';
import { Calendar, monthGrid } from '../../web/src/ui/Calendar';
import { Dropdown } from '../../web/src/ui/Dropdown';
import { StarInput } from '../../web/src/ui/StarInput';
import { Stars, starFills, starFillWidth } from '../../web/src/ui/Stars';

afterEach(cleanup);

const labels = { ...textosPerfil.agendar.calendario, dia: fechaLarga };

function CalendarHarness({ mes: inicial, min, max }: { mes: string; min: string; max: string }) {
  const [mes, setMes] = useState(inicial);
  const [sel, setSel] = useState<string | null>(null);
  return (
    <>
      <Calendar mes={mes} onMes={setMes} selected={sel} min={min} max={max} onSelect={setSel} labels={labels} />
      <output data-testid="elegido">{sel ?? ''}</output>
    </>
  );
}

describe('the month calendar', () => {
  it('lays a month out as 5 weeks of 7 days starting on Sunday', () => {
    const grid = monthGrid('2026-11'); // 1 November 2026 is a Sunday
    expect(grid).toHaveLength(5);
    expect(grid.every((w) => w.length === 7)).toBe(true);
    expect(grid[0][0]).toEqual({ fecha: '2026-11-01', day: 1, inMonth: true });
    const dic = monthGrid('2026-12'); // starts on a Tuesday: 29 and 30 November lead
    expect(dic[0].slice(0, 3).map((d) => d.fecha)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(new Date(`${dic[0][0].fecha}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('adds a sixth week only when the month would otherwise lose its last days', () => {
    const agosto = monthGrid('2026-08'); // starts on a Saturday, 31 days
    expect(agosto).toHaveLength(6);
    expect(agosto.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('heads the columns with D L Ma M J V S', () => {
    render(<CalendarHarness mes="2026-11" min="2026-11-01" max="2027-01-31" />);
    const heads = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(heads).toEqual(['D', 'L', 'Ma', 'M', 'J', 'V', 'S']);
  });

  it('disables the days before the first choosable day and after the last', () => {
    render(<CalendarHarness mes="2026-11" min="2026-11-10" max="2026-11-20" />);
    const dia = (d: number) =>
      screen.getByRole('button', { name: fechaLarga(`2026-11-${String(d).padStart(2, '0')}`) });
    expect((dia(9) as HTMLButtonElement).disabled).toBe(true);
    expect((dia(10) as HTMLButtonElement).disabled).toBe(false);
    expect((dia(20) as HTMLButtonElement).disabled).toBe(false);
    expect((dia(21) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dia(12));
    expect(screen.getByTestId('elegido').textContent).toBe('2026-11-12');
    expect(dia(12).getAttribute('aria-pressed')).toBe('true');
  });

  it('navigates months within the allowed range only', () => {
    render(<CalendarHarness mes="2026-11" min="2026-11-10" max="2026-12-20" />);
    const anterior = screen.getByRole('button', { name: 'Mes anterior' }) as HTMLButtonElement;
    const siguiente = screen.getByRole('button', { name: 'Mes siguiente' }) as HTMLButtonElement;
    expect(anterior.disabled).toBe(true);
    fireEvent.click(siguiente);
    expect(screen.getByText(/diciembre de 2026/i)).toBeTruthy();
    expect(siguiente.disabled).toBe(true);
    expect(anterior.disabled).toBe(false);
  });

  it('moves between days with the arrow keys, crossing into the next month', () => {
    render(<CalendarHarness mes="2026-11" min="2026-11-10" max="2027-01-31" />);
    const tabStops = screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0');
    expect(tabStops.map((b) => b.getAttribute('data-fecha'))).toEqual(['2026-11-10']);
    fireEvent.keyDown(screen.getByRole('button', { name: fechaLarga('2026-11-10') }), { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-fecha')).toBe('2026-11-17');
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(screen.getByText(/diciembre de 2026/i)).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-fecha')).toBe('2026-12-17');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
  });
});

function DropdownHarness() {
  const [v, setV] = useState('');
  return (
    <>
      <Dropdown
        label="Ciudad"
        value={v}
        onChange={setV}
        options={[
          { value: '', label: 'Todas las ciudades' },
          { value: 'Bogotá', label: 'Bogotá' },
          { value: 'Medellín', label: 'Medellín' },
          { value: 'Cali', label: 'Cali' },
        ]}
      />
      <output data-testid="valor">{v}</output>
    </>
  );
}

describe('the dropdown (select-only combobox)', () => {
  it('opens on click, holds the chosen option and closes on choice', () => {
    render(<DropdownHarness />);
    const combo = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(combo);
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Medellín' }));
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(combo.textContent).toContain('Medellín');
    expect(screen.getByTestId('valor').textContent).toBe('Medellín');
    fireEvent.click(combo);
    expect(screen.getByRole('option', { name: 'Medellín' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is operable from the keyboard: arrows, Enter, Escape and type-ahead', () => {
    render(<DropdownHarness />);
    const combo = screen.getByRole('combobox', { name: 'Ciudad' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    const activo = document.getElementById(combo.getAttribute('aria-activedescendant') ?? '');
    expect(activo?.textContent).toBe('Bogotá');
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(screen.getByTestId('valor').textContent).toBe('Bogotá');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(combo, { key: 'c' });
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('valor').textContent).toBe('Bogotá');
    fireEvent.keyDown(combo, { key: 'c' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(screen.getByTestId('valor').textContent).toBe('Cali');
    fireEvent.keyDown(combo, { key: 'm' });
    fireEvent.keyDown(combo, { key: 'e' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(screen.getByTestId('valor').textContent).toBe('Medellín');
  });

  it('closes without changing when the user clicks elsewhere', () => {
    render(<DropdownHarness />);
    const combo = screen.getByRole('combobox', { name: 'Ciudad' });
    fireEvent.click(combo);
    fireEvent.mouseDown(document.body);
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('valor').textContent).toBe('');
  });
});

function StarHarness() {
  const [v, setV] = useState(0);
  return (
    <>
      <StarInput
        value={v}
        onChange={setV}
        legend="Calificación"
        hint={textosPerfil.comentarios.ayuda}
        optionLabel={textosPerfil.comentarios.estrella}
      />
      <output data-testid="v">{v}</output>
    </>
  );
}

describe('the stars', () => {
  it('shows the rating to the nearest half star', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    // the filled width: 1.1em per whole star (the star and the gap after it), 0.5em for a half
    expect(starFillWidth(3.5)).toBe('3.8em');
    expect(starFillWidth(4.2)).toBe('4.4em');
    expect(starFillWidth(0)).toBe('0em');
    expect(starFillWidth(5)).toBe('5.5em');
    render(<Stars value={3.5} label="Calificación 3,5 de 5" />);
    const estrellas = screen.getByRole('img', { name: 'Calificación 3,5 de 5' });
    expect(estrellas.style.getPropertyValue('--relleno')).toBe('3.8em');
    expect(estrellas.childElementCount).toBe(0);
  });

  it('lets the patient pick 1 to 5 stars from a radio group with the hint', () => {
    render(<StarHarness />);
    const group = screen.getByRole('group', { name: 'Calificación' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Calificación entre 1 y 5, 1 la más baja y 5 la más alta')).toBeTruthy();
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(5);
    expect(radios.some((r) => r.checked)).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.getByTestId('v').textContent).toBe('4');
  });
});

describe('routes of the directory', () => {
  it('builds the list route as city / specialty / modality with accent-free slugs', () => {
    expect(rutaProfesionales('Bogotá', 'Cardiología', '2')).toBe('/especialistas/bogota/cardiologia/2');
    expect(rutaProfesionales('', '', '1')).toBe('/especialistas/todas/todas/1');
    expect(rutaProfesionales('Santa Marta', 'Nutrición y Dietética', '0')).toBe(
      '/especialistas/santa-marta/nutricion-y-dietetica/0',
    );
  });

  it('reads route segments case- and accent-insensitively, todas and 0 meaning any', () => {
    expect(filtrosDeRuta({ ciudad: 'Bogotá', especialidad: 'CARDIOLOGÍA', modalidad: '1' })).toEqual({
      ciudad: 'bogota',
      especialidad: 'cardiologia',
      modalidad: '1',
    });
    expect(filtrosDeRuta({})).toEqual({ ciudad: 'todas', especialidad: 'todas', modalidad: '0' });
    expect(filtrosDeRuta({ ciudad: 'todas', especialidad: 'todas', modalidad: 'todas' }).modalidad).toBe('0');
  });
});

describe('the calendar file of a booked appointment', () => {
  it('converts Bogotá wall-clock time to UTC (UTC-5)', () => {
    expect(utcStamp('2026-11-03', '09:00')).toBe('20261103T140000Z');
    expect(utcStamp('2026-12-31', '21:30')).toBe('20270101T023000Z');
  });

  it('is a valid VEVENT with escaped text and lines folded at 75 octets', () => {
    const ics = icsCita({
      uid: 'cita-7@citasalud.co',
      fecha: '2026-11-03',
      inicio: '09:00',
      fin: '09:30',
      titulo: 'Cita con Ana María Rojas · CitaSalud',
      descripcion: 'Motivo: Control; especialidad: Cardiología, adultos. '.repeat(3),
      lugar: 'Calle 100 # 15-20, Bogotá',
      ahora: new Date('2026-11-01T12:00:00Z'),
    });
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261103T140000Z');
    expect(lines).toContain('DTEND:20261103T143000Z');
    expect(lines).toContain('DTSTAMP:20261101T120000Z');
    expect(ics).toContain('LOCATION:Calle 100 # 15-20\\, Bogotá');
    expect(ics).toContain('Control\\; especialidad');
    const enc = new TextEncoder();
    expect(lines.every((l) => enc.encode(l).length <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain('Motivo: Control\\; especialidad: Cardiología\\, adultos.');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
