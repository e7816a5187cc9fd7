/** A booking checked against her consultorio (worker/citas/solicitud-cita.ts `revisar`). */
import { describe, expect, it } from 'vitest';
import { AJUSTES_INICIALES } from '../../../common/agenda';
import type { Consultorio } from '../../../worker/citas/consultorio';
import { revisar, type SolicitudCita } from '../../../worker/citas/solicitud-cita';
import { ApiError } from '../../../worker/plataforma/errors';
import { msg } from '../../../worker/textos';

const semana = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 0, domingo: 0 };
const consultorio = (cambios: Partial<Consultorio> = {}): Consultorio => ({
  profesional: {
    id: 5,
    nombre: 'Laura',
    apellido: 'Gómez',
    name: 'Dra. Laura Gómez',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Bogotá',
    email: 'laura@example.com',
    celular: '',
    fijo: '',
    especialidad: 'Dermatología',
  },
  ajustes: { ...AJUSTES_INICIALES, duracion_franja: 20 },
  video: { virtual: 0, enlace_video: '' },
  horarios: [{ id: 1, hora_inicio: '08:00', hora_fin: '12:00', ...semana }],
  motivos: [
    { id: 10, nombre: 'Control', duracion_minutos: null, precio: null },
    { id: 11, nombre: 'Procedimiento', duracion_minutos: 40, precio: null },
  ],
  ausencias: [],
  // a piece of the catalogue: she sees particulares and Nueva EPS, not EPS Sura nor Colsanitas
  aseguradoras: [
    { id: 1, nombre: 'Particular', slug: 'particular', tipo: 'particular', acepta: 0 },
    { id: 2, nombre: 'Nueva EPS', slug: 'nueva-eps', tipo: 'eps', acepta: 1 },
    { id: 3, nombre: 'EPS Sura', slug: 'eps-sura', tipo: 'eps', acepta: 0 },
    { id: 14, nombre: 'Colsanitas', slug: 'colsanitas', tipo: 'prepagada', acepta: 0 },
  ],
  ...cambios,
});
const solicitud = (cambios: Partial<SolicitudCita> = {}) =>
  ({
    nombre: 'Ana',
    email: 'ana@example.com',
    observacion: '',
    fecha_cita: '2026-12-01',
    horario: 1,
    hora_inicio: '08:20',
    modalidad: 1,
    primera_visita: 'si',
    motivo: 10,
    telefono: '3001234567',
    user: 5,
    acepta_tratamiento: true,
    acepta_whatsapp: false,
    ...cambios,
  }) as SolicitudCita;
/** Monday 2026-11-30, 06:00 in Bogotá. */
const ahora = new Date('2026-11-30T11:00:00Z');

/** The ApiError `fn` throws. */
const rechazo = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('no refusal');
};

describe('revisar', () => {
  it('answers the franja: start, and end by the motivo’s minutes or her franja length', () => {
    const r = revisar(consultorio(), solicitud(), ahora);
    expect(r.cita).toEqual({ fecha_cita: '2026-12-01', hora_inicio: '08:20', hora_fin: '08:40', modalidad: 1 });
    expect([r.horario.id, r.motivo.id]).toEqual([1, 10]);
    const largo = revisar(consultorio(), solicitud({ motivo: 11, hora_inicio: '08:00' }), ahora);
    expect(largo.cita.hora_fin).toBe('08:40');
  });

  it('starts at the horario’s own start when no hour is asked for', () => {
    expect(revisar(consultorio(), solicitud({ hora_inicio: undefined }), ahora).cita.hora_inicio).toBe('08:00');
  });

  it('answers 404 without her consultorio', () => {
    expect(rechazo(() => revisar(null, solicitud(), ahora)).status).toBe(404);
  });

  it('refuses with 422 a horario or a motivo that is not hers, each under its field', () => {
    const e = rechazo(() => revisar(consultorio(), solicitud({ horario: 2, motivo: 99 }), ahora));
    expect(e.status).toBe(422);
    expect(e.errors).toEqual({ horario: [msg.agenda.horarioAjeno], motivo: [msg.agenda.motivoAjeno] });
    expect(rechazo(() => revisar(consultorio(), solicitud({ motivo: 99 }), ahora)).errors).toEqual({
      motivo: [msg.agenda.motivoAjeno],
    });
    // a horario that is not hers, with no hour asked for: still a 422, never a crash
    expect(
      rechazo(() => revisar(consultorio(), solicitud({ horario: 2, hora_inicio: undefined }), ahora)).errors,
    ).toEqual({
      horario: [msg.agenda.horarioAjeno],
    });
  });

  it('measures an unknown motivo’s franja by her franja length', () => {
    // 11:40 + 20 minutes fits; an unknown motivo is refused for itself, not for the hour
    const e = rechazo(() => revisar(consultorio(), solicitud({ motivo: 99, hora_inicio: '11:40' }), ahora));
    expect(Object.keys(e.errors ?? {})).toEqual(['motivo']);
  });

  it('puts a refused franja under the field the paciente chose it by', () => {
    const hora = rechazo(() => revisar(consultorio(), solicitud({ hora_inicio: '08:10' }), ahora));
    expect(hora.errors).toEqual({ hora_inicio: [msg.agenda.fueraDeFranja] });
    const sinHora = rechazo(() =>
      revisar(consultorio(), solicitud({ hora_inicio: undefined }), new Date('2026-12-01T14:00:00Z')),
    );
    expect(sinHora.errors).toEqual({ horario: [msg.agenda.horarioPasado] });
    const sabado = rechazo(() => revisar(consultorio(), solicitud({ fecha_cita: '2026-12-05' }), ahora));
    expect(sabado.errors).toEqual({ horario: [msg.agenda.horarioOtroDia] });
    const festivo = rechazo(() => revisar(consultorio(), solicitud({ fecha_cita: '2026-12-08' }), ahora));
    expect(Object.keys(festivo.errors ?? {})).toEqual(['fecha_cita']);
  });

  it('refuses a virtual cita she does not offer, and books it when she does', () => {
    const e = rechazo(() => revisar(consultorio(), solicitud({ modalidad: 2 }), ahora));
    expect(e.errors).toEqual({ modalidad: [msg.agenda.sinVirtual] });
    const virtual = consultorio({ video: { virtual: 1, enlace_video: '' } });
    expect(revisar(virtual, solicitud({ modalidad: 2 }), ahora).cita.modalidad).toBe(2);
  });

  it('takes how she pays from the catalogue, and none when she does not say', () => {
    expect(revisar(consultorio(), solicitud(), ahora).aseguradora).toBeNull();
    expect(revisar(consultorio(), solicitud({ aseguradora: 'nueva-eps' }), ahora).aseguradora).toMatchObject({
      id: 2,
      nombre: 'Nueva EPS',
      tipo: 'eps',
    });
  });

  it('takes particular even from whom does not list it: paying herself is always possible', () => {
    expect(revisar(consultorio(), solicitud({ aseguradora: 'particular' }), ahora).aseguradora?.id).toBe(1);
  });

  it('refuses with 422 an EPS or a prepagada she does not accept, naming it, and an unknown one', () => {
    const sura = rechazo(() => revisar(consultorio(), solicitud({ aseguradora: 'eps-sura' }), ahora));
    expect(sura.status).toBe(422);
    expect(sura.errors).toEqual({ aseguradora: [msg.agenda.aseguradoraNoAceptada('EPS Sura')] });
    expect(sura.errors?.aseguradora[0]).toMatch(/no atiende con EPS Sura; puede agendar como particular/);
    const prepagada = rechazo(() => revisar(consultorio(), solicitud({ aseguradora: 'colsanitas' }), ahora));
    expect(prepagada.errors).toEqual({ aseguradora: [msg.agenda.aseguradoraNoAceptada('Colsanitas')] });
    const otra = rechazo(() => revisar(consultorio(), solicitud({ aseguradora: 'seguro-lunar' }), ahora));
    expect(otra.errors).toEqual({ aseguradora: [msg.agenda.aseguradoraDesconocida] });
  });
});
