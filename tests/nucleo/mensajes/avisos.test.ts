/**
 * The notices' builders (worker/mensajes/avisos.ts) and the WhatsApp reminder (lib/whatsapp.ts) say
 * the cita's modality, and a virtual cita's carry its video link: in the text, as a link in the
 * HTML and in the .ics (LOCATION, URL, DESCRIPTION).
 */
import { describe, expect, it } from 'vitest';
import { avisoPaciente, avisoProfesional } from '../../../worker/mensajes/avisos';
import type { DatosAviso } from '../../../worker/mensajes/mensaje';
import { whatsappRecordatorio } from '../../../worker/mensajes/whatsapp';

const ENLACE = 'https://meet.jit.si/CitaSalud-4f9a2c7e1b0d';

const datos = (cita: Partial<DatosAviso['cita']> = {}): DatosAviso => ({
  cita: {
    id: 7,
    nombre: 'Ana Gómez',
    email: 'ana@correo.co',
    telefono: '3001234567',
    observacion: '',
    fecha_cita: '2026-12-09',
    hora_inicio: '09:00',
    hora_fin: '09:30',
    uid: 'cita-7@citasalud',
    secuencia: 1,
    modalidad: 1,
    enlace_video: '',
    ...cita,
  },
  profesional: {
    id: 3,
    nombre: 'Laura',
    apellido: 'Rincón',
    name: 'Laura',
    email: 'laura@correo.co',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Bogotá',
    celular: '3109876543',
    fijo: '',
    especialidad: 'Dermatología',
  },
  motivo: 'Control',
});

const virtual = datos({ modalidad: 2, enlace_video: ENLACE });
const O = { base: 'https://citasalud.co', gestion: 'tokenDeGestion123456789' };
/** The .ics attached, unfolded. */
const icsDe = (correo: { adjuntos?: { content: string }[] }) =>
  (correo.adjuntos?.[0]?.content ?? '').replace(/\r\n /g, '');

describe("the paciente's notices", () => {
  for (const tipo of ['confirmacion', 'reprogramada', 'recordatorio'] as const) {
    it(`${tipo}: a virtual cita says so and carries its video link in text, HTML and .ics`, () => {
      const antes = tipo === 'reprogramada' ? { fecha_cita: '2026-12-07', hora_inicio: '10:00' } : undefined;
      const correo = avisoPaciente(tipo, virtual, { ...O, antes });
      expect(correo.texto).toContain('Modalidad: Virtual');
      expect(correo.texto).toContain(`Videollamada: ${ENLACE}`);
      expect(correo.texto).toContain(`entra a la videollamada desde este enlace:\n${ENLACE}`);
      expect(correo.texto).not.toContain('Dirección:');
      expect(correo.html).toContain(`<a href="${ENLACE}">Entrar a la videollamada</a>`);
      const ics = icsDe(correo);
      expect(ics).toContain(`LOCATION:${ENLACE}`);
      expect(ics).toContain(`URL:${ENLACE}`);
      expect(ics).toContain(`DESCRIPTION:Motivo: Control\\nModalidad: Virtual\\nVideollamada: ${ENLACE}`);
    });

    it(`${tipo}: a presencial cita says so, with the address and no video link`, () => {
      const correo = avisoPaciente(tipo, datos(), O);
      expect(correo.texto).toContain('Modalidad: Presencial');
      expect(correo.texto).toContain('Dirección: Calle 10 # 5-20, Bogotá');
      expect(correo.texto).not.toContain('Videollamada');
      const ics = icsDe(correo);
      expect(ics).toContain('LOCATION:Calle 10 # 5-20\\, Bogotá');
      expect(ics).not.toContain('URL:');
      expect(ics).toContain('DESCRIPTION:Motivo: Control\\nModalidad: Presencial');
    });
  }

  it('a cancellation says the modality but offers no video call to join', () => {
    const cancelacion = { por: 'profesional' as const, motivo: 'Congreso' };
    const correo = avisoPaciente('cancelada', virtual, { ...O, cancelacion });
    expect(correo.texto).toContain('Modalidad: Virtual');
    expect(correo.texto).not.toContain('Entrar a la videollamada');
    expect(correo.html).not.toContain('Entrar a la videollamada');
    expect(icsDe(correo)).toContain('STATUS:CANCELLED');
    expect(avisoPaciente('cancelada', datos(), { ...O, cancelacion }).texto).toContain('Modalidad: Presencial');
  });

  it('never writes a video link that is not an http(s) address', () => {
    const correo = avisoPaciente('confirmacion', datos({ modalidad: 2, enlace_video: 'javascript:alert(1)' }), O);
    expect(correo.texto).toContain('Modalidad: Virtual');
    expect(correo.texto).not.toContain('javascript:');
    expect(correo.html).not.toContain('javascript:');
    expect(icsDe(correo)).not.toContain('javascript:');
  });
});

describe("the profesional's notices", () => {
  for (const tipo of ['nueva', 'reprogramada', 'cancelada'] as const) {
    it(`${tipo}: say the modality, and a live virtual cita's carry its link`, () => {
      const antes = tipo === 'reprogramada' ? { fecha_cita: '2026-12-07', hora_inicio: '10:00' } : undefined;
      const cancelacion = tipo === 'cancelada' ? { por: 'paciente' as const, motivo: '' } : undefined;
      const correo = avisoProfesional(tipo, virtual, { base: O.base, antes, cancelacion });
      expect(correo.texto).toContain('Modalidad: Virtual');
      expect(correo.texto).toContain(`Videollamada: ${ENLACE}`);
      expect(icsDe(correo)).toContain(`LOCATION:${ENLACE}`);
      expect(correo.html?.includes(`<a href="${ENLACE}">Entrar a la videollamada</a>`)).toBe(tipo !== 'cancelada');
      const presencial = avisoProfesional(tipo, datos(), { base: O.base, antes, cancelacion });
      expect(presencial.texto).toContain('Modalidad: Presencial');
      expect(presencial.texto).not.toContain('Videollamada');
    });
  }
});

describe('the WhatsApp reminder', () => {
  it('of a virtual cita goes by the virtual template, with the video link as its fifth parameter', () => {
    const m = whatsappRecordatorio(virtual, O.base, O.gestion);
    expect(m?.datos.plantilla).toBe('recordatorio_cita_virtual');
    expect(m?.datos.parametros[4]).toBe(ENLACE);
    expect(m?.datos.parametros[5]).toBe(`${O.base}/mi-cita/${O.gestion}?confirmar=1`);
    expect(m?.texto).toContain(`Entra a la videollamada a esa hora desde: ${ENLACE}`);
  });

  it('of a presencial cita keeps the original template and its six parameters', () => {
    const m = whatsappRecordatorio(datos(), O.base, O.gestion);
    expect(m?.datos.plantilla).toBe('recordatorio_cita');
    expect(m?.datos.parametros).toHaveLength(6);
    expect(m?.texto).not.toContain('videollamada');
  });
});
