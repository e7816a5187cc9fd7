/** Whether a cita can start at a time of a range, and why not (worker/agenda/revisar-franja.ts). */
import { describe, expect, it } from 'vitest';
import { AJUSTES_INICIALES, type Bloqueo } from '../../../common/agenda';
import { duracionDe, revisarFranja } from '../../../worker/agenda/revisar-franja';
import { msg } from '../../../worker/textos';

const semana = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 0, domingo: 0 };
const rango = { id: 1, hora_inicio: '08:00', hora_fin: '12:00', ...semana };
const agenda = (ausencias: Bloqueo[] = [], ajustes = AJUSTES_INICIALES) => ({ ajustes, ausencias });
/** Monday 2026-11-30, 06:00 in Bogotá. */
const lunesTemprano = new Date('2026-11-30T11:00:00Z');
const revisar = (fecha: string, hora: string, o: { ausencias?: Bloqueo[]; ahora?: Date; duracion?: number } = {}) =>
  revisarFranja(fecha, hora, rango, agenda(o.ausencias), o.duracion ?? 30, o.ahora ?? lunesTemprano);

describe('revisarFranja', () => {
  it('accepts a franja her agenda offers', () => {
    expect(revisar('2026-12-01', '08:30')).toBeNull();
    expect(revisar('2026-11-30', '08:00')).toBeNull();
  });

  it('refuses a range that does not work that weekday, under the horario', () => {
    expect(revisar('2026-12-05', '08:00')).toEqual({ campo: 'rango', mensaje: msg.agenda.horarioOtroDia });
  });

  it('refuses a closed day under the date: past, beyond her window, festivo, a whole-day absence', () => {
    expect(revisar('2026-11-27', '08:00')).toEqual({ campo: 'fecha', mensaje: msg.agenda.fechaPasada });
    expect(revisar('2027-03-01', '08:00')).toEqual({ campo: 'fecha', mensaje: msg.agenda.fechaLejana(90) });
    expect(revisar('2026-12-08', '08:00')).toEqual({
      campo: 'fecha',
      mensaje: msg.agenda.festivo('Inmaculada Concepción'),
    });
    const libre = [{ desde: '2026-12-02', hasta: '2026-12-02', hora_inicio: null, hora_fin: null }];
    expect(revisar('2026-12-02', '08:00', { ausencias: libre })).toEqual({
      campo: 'fecha',
      mensaje: msg.agenda.ausencia,
    });
  });

  it('refuses a time off the range’s grid, or one whose visit would end past the range, under the hour', () => {
    expect(revisar('2026-12-01', '08:15')).toEqual({ campo: 'hora', mensaje: msg.agenda.fueraDeFranja });
    expect(revisar('2026-12-01', '11:30', { duracion: 60 })).toEqual({
      campo: 'hora',
      mensaje: msg.agenda.fueraDeFranja,
    });
    expect(revisar('2026-12-01', '07:30')).toEqual({ campo: 'hora', mensaje: msg.agenda.fueraDeFranja });
  });

  it('refuses a time already past, and one within her notice', () => {
    // Tuesday 2026-12-01 09:10 in Bogotá
    const ahora = new Date('2026-12-01T14:10:00Z');
    expect(revisar('2026-12-01', '09:00', { ahora })).toEqual({ campo: 'hora', mensaje: msg.agenda.horarioPasado });
    expect(revisar('2026-12-01', '11:00', { ahora })).toEqual({ campo: 'hora', mensaje: msg.agenda.antelacion(120) });
    // exactly now is past too
    const nueve = new Date('2026-12-01T14:00:00Z');
    expect(revisar('2026-12-01', '09:00', { ahora: nueve })).toEqual({
      campo: 'hora',
      mensaje: msg.agenda.horarioPasado,
    });
  });

  it('refuses the hours of a partial absence', () => {
    const horas = [{ desde: '2026-12-01', hasta: '2026-12-01', hora_inicio: '10:00', hora_fin: '11:00' }];
    expect(revisar('2026-12-01', '10:30', { ausencias: horas })).toEqual({
      campo: 'hora',
      mensaje: msg.agenda.ausencia,
    });
    expect(revisar('2026-12-01', '11:00', { ausencias: horas })).toBeNull();
  });
});

describe('duracionDe', () => {
  it('is the motivo’s own minutes, or her franja length', () => {
    expect(duracionDe({ duracion_minutos: 45 }, { duracion_franja: 30 })).toBe(45);
    expect(duracionDe({ duracion_minutos: null }, { duracion_franja: 20 })).toBe(20);
  });
});
