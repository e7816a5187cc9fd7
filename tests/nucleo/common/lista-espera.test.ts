/** The lista de espera's pure rules (common/lista-espera.ts): part of the day, window fitting, free franjas, counts. */
import { describe, expect, it } from 'vitest';
import { type Agenda, AJUSTES_INICIALES } from '../../../common/agenda';
import {
  cabe,
  esperandoPorDia,
  type Libre,
  libresDe,
  OFERTA_MINUTOS,
  parteDe,
  primeraQueCabe,
  vencimientoDe,
} from '../../../common/lista-espera';

const semana = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 0, domingo: 0 };
/** Monday to Friday 08:00–12:00 and 14:00–16:00, franjas of 30 minutes. */
const agenda = (cambios: Partial<Agenda> = {}): Agenda => ({
  rangos: [
    { id: 1, hora_inicio: '08:00', hora_fin: '12:00', ...semana },
    { id: 2, hora_inicio: '14:00', hora_fin: '16:00', ...semana },
  ],
  ajustes: AJUSTES_INICIALES,
  ocupadas: [],
  ausencias: [],
  ...cambios,
});
/** Monday 2026-11-30, 06:00 in Bogotá. */
const AHORA = new Date('2026-11-30T11:00:00Z');
const JUEVES = '2026-12-03';
const libre = (over: Partial<Libre> = {}): Libre => ({
  fecha: JUEVES,
  hora_inicio: '09:00',
  horario_id: 1,
  duracion: 30,
  parte: 'manana',
  ...over,
});
const ventana = { desde: JUEVES, hasta: JUEVES, parte: 'cualquiera' as const, duracion: 30 };

describe('parteDe', () => {
  it('puts a franja starting before noon in the morning and one from noon on in the afternoon', () => {
    expect(['06:00', '11:59', '12:00', '17:30'].map(parteDe)).toEqual(['manana', 'manana', 'tarde', 'tarde']);
  });
});

describe('cabe', () => {
  it('fits a free franja on one of her days, in her part of the day, long enough for her motivo', () => {
    expect(cabe(ventana, libre())).toBe(true);
    expect(cabe({ ...ventana, desde: '2026-12-01', hasta: '2026-12-02' }, libre())).toBe(false);
    expect(cabe({ ...ventana, desde: '2026-12-04', hasta: '2026-12-10' }, libre())).toBe(false);
    expect(cabe({ ...ventana, parte: 'manana' }, libre())).toBe(true);
    expect(cabe({ ...ventana, parte: 'tarde' }, libre())).toBe(false);
    expect(cabe({ ...ventana, parte: 'tarde' }, libre({ hora_inicio: '14:00', parte: 'tarde' }))).toBe(true);
    expect(cabe({ ...ventana, duracion: 60 }, libre())).toBe(false);
    expect(cabe({ ...ventana, duracion: 60 }, libre({ duracion: 90 }))).toBe(true);
  });

  it('picks the first fitting franja never offered to her before', () => {
    const libres = [
      libre({ hora_inicio: '08:00' }),
      libre({ hora_inicio: '08:30' }),
      libre({ hora_inicio: '14:00', parte: 'tarde' }),
    ];
    expect(primeraQueCabe(ventana, libres)?.hora_inicio).toBe('08:00');
    expect(primeraQueCabe(ventana, libres, new Set([`${JUEVES} 08:00`]))?.hora_inicio).toBe('08:30');
    expect(primeraQueCabe({ ...ventana, parte: 'tarde' }, libres)?.hora_inicio).toBe('14:00');
    expect(primeraQueCabe({ ...ventana, duracion: 45 }, libres)).toBeNull();
  });
});

describe('libresDe', () => {
  it('lists each free start with the longest of her motivos that fits there', () => {
    const a = agenda({
      ocupadas: [
        { fecha_cita: JUEVES, hora_inicio: '08:00', hora_fin: '09:00', ocupa_hasta: '09:00' },
        { fecha_cita: JUEVES, hora_inicio: '10:00', hora_fin: '11:30', ocupa_hasta: '11:30' },
        { fecha_cita: JUEVES, hora_inicio: '14:30', hora_fin: '16:00', ocupa_hasta: '16:00' },
      ],
    });
    expect(libresDe([JUEVES], a, [30, 60, 90], AHORA)).toEqual([
      { fecha: JUEVES, hora_inicio: '09:00', horario_id: 1, duracion: 60, parte: 'manana' },
      { fecha: JUEVES, hora_inicio: '09:30', horario_id: 1, duracion: 30, parte: 'manana' },
      { fecha: JUEVES, hora_inicio: '11:30', horario_id: 1, duracion: 30, parte: 'manana' },
      { fecha: JUEVES, hora_inicio: '14:00', horario_id: 2, duracion: 30, parte: 'tarde' },
    ]);
  });

  it('follows the agenda’s rules: days in date order, notice, absences, at most `maximo`', () => {
    const a = agenda({ ausencias: [{ desde: JUEVES, hasta: JUEVES, hora_inicio: '08:00', hora_fin: '11:00' }] });
    const viernes = '2026-12-04';
    expect(libresDe([viernes, JUEVES], a, [30], AHORA, 3).map((l) => `${l.fecha} ${l.hora_inicio}`)).toEqual([
      `${JUEVES} 11:00`,
      `${JUEVES} 11:30`,
      `${JUEVES} 14:00`,
    ]);
    // 07:00 on Monday with 2 hours' notice: the first franja of the day is 09:00
    const lunes = '2026-11-30';
    expect(libresDe([lunes], agenda(), [30], new Date('2026-11-30T12:00:00Z'))[0].hora_inicio).toBe('09:00');
    // a day with nothing free gives nothing
    expect(libresDe(['2026-12-05'], agenda(), [30], AHORA)).toEqual([]);
  });
});

describe('vencimientoDe and esperandoPorDia', () => {
  it('keeps an oferta for 20 minutes', () => {
    expect(OFERTA_MINUTOS).toBe(20);
    expect(vencimientoDe(AHORA)).toBe('2026-11-30T11:20:00.000Z');
  });

  it('counts the places waiting on each day of a span, leaving out days with none', () => {
    const ventanas = [
      { desde: '2026-12-01', hasta: '2026-12-03' },
      { desde: '2026-12-03', hasta: '2026-12-03' },
      { desde: '2026-11-20', hasta: '2026-12-01' },
    ];
    expect(esperandoPorDia(ventanas, '2026-11-30', '2026-12-04')).toEqual([
      { fecha: '2026-11-30', esperando: 1 },
      { fecha: '2026-12-01', esperando: 2 },
      { fecha: '2026-12-02', esperando: 1 },
      { fecha: '2026-12-03', esperando: 2 },
    ]);
  });
});
