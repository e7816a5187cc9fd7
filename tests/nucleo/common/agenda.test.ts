/** The pure agenda rules (common/agenda.ts): franjas of ranges, durations, pause, notice, window, festivos, absences. */
import { describe, expect, it } from 'vitest';
import {
  type Agenda,
  AJUSTES_INICIALES,
  diaCerrado,
  franjasDelDia,
  instanteEnBogota,
  ocupaHasta,
  proximaFranja,
} from '../../../common/agenda';
import { festivo } from '../../../common/festivos';

const semana = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 0, domingo: 0 };
/** Monday to Friday 08:00-12:00 and 14:00-18:00. */
const rangos = [
  { id: 1, hora_inicio: '08:00', hora_fin: '12:00', ...semana },
  { id: 2, hora_inicio: '14:00', hora_fin: '18:00', ...semana },
];
const agenda = (cambios: Partial<Agenda> = {}): Agenda => ({
  rangos,
  ajustes: AJUSTES_INICIALES,
  ocupadas: [],
  ausencias: [],
  ...cambios,
});
/** Monday 2026-11-30, 06:00 in Bogotá. */
const lunesTemprano = new Date('2026-11-30T11:00:00Z');
const inicios = (a: Agenda, fecha: string, duracion = a.ajustes.duracion_franja, ahora = lunesTemprano) =>
  franjasDelDia(fecha, a, duracion, ahora).map((f) => f.hora_inicio);

describe('festivos (colombian-holidays)', () => {
  it('knows a fixed festivo, a moved Monday and a working day', () => {
    expect(festivo('2026-12-08')).toBe('Inmaculada Concepción');
    expect(festivo('2027-01-11')).toBe('Reyes Magos');
    expect(festivo('2027-01-06')).toBeNull();
    expect(festivo('2026-12-09')).toBeNull();
  });
});

describe('franjasDelDia', () => {
  it('cuts two ranges into 30-minute franjas: 16 of them', () => {
    const f = inicios(agenda(), '2026-12-01');
    expect(f).toHaveLength(16);
    expect(f.slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(f.at(-1)).toBe('17:30');
  });

  it('follows the franja length and the pause', () => {
    const a = agenda({ ajustes: { ...AJUSTES_INICIALES, duracion_franja: 45, pausa_minutos: 15 } });
    expect(inicios(a, '2026-12-01').slice(0, 5)).toEqual(['08:00', '09:00', '10:00', '11:00', '14:00']);
  });

  it('gives a 40-minute visit the time of two 20-minute franjas, inside the range', () => {
    const a = agenda({ ajustes: { ...AJUSTES_INICIALES, duracion_franja: 20 } });
    const f = franjasDelDia('2026-12-01', a, 40, lunesTemprano);
    expect(f[0]).toEqual({ id: 1, hora_inicio: '08:00', hora_fin: '08:40' });
    expect(f.filter((x) => x.id === 1).at(-1)?.hora_inicio).toBe('11:20');
  });

  it('skips franjas crossing a live cita, its pause included', () => {
    const a = agenda({
      ajustes: { ...AJUSTES_INICIALES, duracion_franja: 20, pausa_minutos: 0 },
      ocupadas: [{ fecha_cita: '2026-12-01', hora_inicio: '08:20', hora_fin: '09:00', ocupa_hasta: '09:10' }],
    });
    const f = inicios(a, '2026-12-01');
    expect(f).not.toContain('08:20');
    expect(f).not.toContain('08:40');
    expect(f).not.toContain('09:00');
    expect(f.slice(0, 2)).toEqual(['08:00', '09:20']);
    // a 40-minute visit at 08:00 would reach 08:40: refused
    expect(inicios(a, '2026-12-01', 40)[0]).toBe('09:20');
  });

  it('keeps the minimum notice: nothing starts within 2 hours of now', () => {
    // Tuesday 2026-12-01 09:10 in Bogotá
    const ahora = new Date('2026-12-01T14:10:00Z');
    expect(inicios(agenda(), '2026-12-01', 30, ahora)[0]).toBe('11:30');
    const sinAntelacion = agenda({ ajustes: { ...AJUSTES_INICIALES, antelacion_minutos: 0 } });
    expect(inicios(sinAntelacion, '2026-12-01', 30, ahora)[0]).toBe('09:30');
  });

  it('closes festivos unless she works on them, and days beyond the window', () => {
    expect(inicios(agenda(), '2026-12-08')).toEqual([]);
    expect(inicios(agenda(), '2027-01-11', 30, new Date('2027-01-04T11:00:00Z'))).toEqual([]);
    const abierta = agenda({ ajustes: { ...AJUSTES_INICIALES, atiende_festivos: 1 } });
    expect(inicios(abierta, '2026-12-08')).toHaveLength(16);
    const corta = agenda({ ajustes: { ...AJUSTES_INICIALES, ventana_dias: 7 } });
    expect(inicios(corta, '2026-12-07')).toHaveLength(16);
    expect(inicios(corta, '2026-12-09')).toEqual([]);
  });

  it('closes whole-day absences and the hours of partial ones', () => {
    const a = agenda({
      ausencias: [
        { desde: '2026-12-01', hasta: '2026-12-02', hora_inicio: null, hora_fin: null },
        { desde: '2026-12-03', hasta: '2026-12-03', hora_inicio: '10:00', hora_fin: '15:00' },
      ],
    });
    expect(inicios(a, '2026-12-01')).toEqual([]);
    expect(inicios(a, '2026-12-02')).toEqual([]);
    expect(inicios(a, '2026-12-03')).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
  });
});

describe('proximaFranja', () => {
  it('is the first open franja after notice, skipping festivos, absences and taken ones', () => {
    // Monday 2026-12-07 19:00 in Bogotá: Tuesday 8 is a festivo, Wednesday 9 is off
    const ahora = new Date('2026-12-08T00:00:00Z');
    const a = agenda({
      ausencias: [{ desde: '2026-12-09', hasta: '2026-12-09', hora_inicio: null, hora_fin: null }],
      ocupadas: [{ fecha_cita: '2026-12-10', hora_inicio: '08:00', hora_fin: '08:30', ocupa_hasta: '08:30' }],
    });
    const proxima = proximaFranja(a, ahora);
    expect(proxima).toBe('2026-12-10T13:30:00.000Z');
    expect(instanteEnBogota(proxima as string)).toBe('2026-12-10T08:30:00-05:00');
    expect(proximaFranja(agenda({ rangos: [] }), ahora)).toBeNull();
  });

  it('ocupaHasta adds the visit and the pause', () => {
    expect(ocupaHasta('08:00', 40, 10)).toBe('08:50');
  });

  it('ocupaHasta never passes the day’s last minute', () => {
    expect(ocupaHasta('23:30', 60, 0)).toBe('23:59');
  });

  it('reaches the last day of her window, not one more', () => {
    // Saturday 2026-11-28 10:00 in Bogotá; with a 2-day window Monday 30 is the last bookable day
    const sabado = new Date('2026-11-28T15:00:00Z');
    const corta = (ventana_dias: number) => agenda({ ajustes: { ...AJUSTES_INICIALES, ventana_dias } });
    expect(proximaFranja(corta(2), sabado)).toBe('2026-11-30T13:00:00.000Z');
    expect(proximaFranja(corta(1), sabado)).toBeNull();
  });
});

describe('diaCerrado', () => {
  const abierta = { ajustes: AJUSTES_INICIALES, ausencias: [] };
  it('says why a whole day is closed: past, beyond the window, festivo, absence', () => {
    expect(diaCerrado('2026-11-29', abierta, '2026-11-30')).toBe('pasado');
    expect(diaCerrado('2026-11-30', abierta, '2026-11-30')).toBeNull();
    expect(diaCerrado('2027-03-01', abierta, '2026-11-30')).toBe('lejano');
    expect(diaCerrado('2027-02-28', abierta, '2026-11-30')).toBeNull();
    expect(diaCerrado('2026-12-08', abierta, '2026-11-30')).toBe('festivo');
    const libre = { desde: '2026-12-01', hasta: '2026-12-03', hora_inicio: null, hora_fin: null };
    expect(diaCerrado('2026-12-02', { ...abierta, ausencias: [libre] }, '2026-11-30')).toBe('ausencia');
    expect(diaCerrado('2026-12-04', { ...abierta, ausencias: [libre] }, '2026-11-30')).toBeNull();
    expect(diaCerrado('2026-11-30', { ...abierta, ausencias: [libre] }, '2026-11-30')).toBeNull();
  });

  it('keeps a day with an absence of some hours open', () => {
    const horas = { desde: '2026-12-02', hasta: '2026-12-02', hora_inicio: '10:00', hora_fin: '11:00' };
    expect(diaCerrado('2026-12-02', { ...abierta, ausencias: [horas] }, '2026-11-30')).toBeNull();
  });
});

describe('franjasDelDia at its edges', () => {
  it('counts only the citas and partial absences of that date', () => {
    const a = agenda({
      ocupadas: [{ fecha_cita: '2026-12-02', hora_inicio: '08:00', hora_fin: '08:30', ocupa_hasta: '08:30' }],
      ausencias: [
        { desde: '2026-12-02', hasta: '2026-12-04', hora_inicio: '14:00', hora_fin: '18:00' },
        { desde: '2026-11-25', hasta: '2026-11-30', hora_inicio: '14:00', hora_fin: '18:00' },
      ],
    });
    const martes = inicios(a, '2026-12-01');
    expect(martes).toHaveLength(16);
    expect(inicios(a, '2026-12-02')).toHaveLength(7);
  });

  it('offers a range only on its weekdays', () => {
    const soloLunes = { ...rangos[0], martes: 0, miercoles: 0, jueves: 0, viernes: 0 };
    expect(inicios(agenda({ rangos: [soloLunes] }), '2026-12-01')).toEqual([]);
    expect(inicios(agenda({ rangos: [soloLunes] }), '2026-12-07')).toHaveLength(8);
  });

  it('keeps the pause after a franja clear of the next live cita', () => {
    const a = agenda({
      ajustes: { ...AJUSTES_INICIALES, pausa_minutos: 10 },
      ocupadas: [{ fecha_cita: '2026-12-01', hora_inicio: '08:35', hora_fin: '09:00', ocupa_hasta: '09:10' }],
    });
    // 08:00–08:30 plus its 10-minute pause reaches 08:40, past the cita's 08:35
    expect(inicios(a, '2026-12-01')[0]).toBe('09:20');
  });

  it('offers a franja that starts exactly when the notice ends', () => {
    // Monday 06:00 in Bogotá with 2 hours of notice: 08:00 is the first
    expect(inicios(agenda(), '2026-11-30')[0]).toBe('08:00');
  });

  it('answers the franjas in time order, then by range', () => {
    const tarde = { ...rangos[1], id: 7 };
    const manana = { ...rangos[0], id: 9 };
    const otraManana = { ...rangos[0], id: 3 };
    const f = franjasDelDia('2026-12-01', agenda({ rangos: [tarde, manana, otraManana] }), 30, lunesTemprano);
    expect(f.slice(0, 2)).toEqual([
      { id: 3, hora_inicio: '08:00', hora_fin: '08:30' },
      { id: 9, hora_inicio: '08:00', hora_fin: '08:30' },
    ]);
    expect(f.at(-1)).toEqual({ id: 7, hora_inicio: '17:30', hora_fin: '18:00' });
  });
});
