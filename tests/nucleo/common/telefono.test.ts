/**
 * One phone per profesional (common/telefono.ts): her profile, every notice and the manage page
 * show the same number, the mobile when she has one.
 */
import { describe, expect, it } from 'vitest';
import { telefonoPublico } from '../../../common/telefono';
import { telefonoProfesional } from '../../../worker/citas/lectura-gestion';
import { avisoPaciente } from '../../../worker/mensajes/avisos';
import type { DatosAviso } from '../../../worker/mensajes/mensaje';

const ambos = { celular: '3109876543', fijo: '6015551234' };

describe('telefonoPublico', () => {
  it('is the mobile when she has both, the landline only without a mobile', () => {
    expect(telefonoPublico(ambos)).toBe('3109876543');
    expect(telefonoPublico({ celular: '', fijo: '6015551234' })).toBe('6015551234');
    expect(telefonoPublico({ celular: '', fijo: '' })).toBe('');
  });

  it('is the number the manage page shows', () => {
    expect(telefonoProfesional({ p_celular: ambos.celular, p_fijo: ambos.fijo })).toBe('+57 310 987 6543');
  });

  it('is the number the paciente’s e-mail shows', () => {
    const d: DatosAviso = {
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
      },
      profesional: {
        id: 3,
        nombre: 'Laura',
        apellido: 'Rincón',
        name: 'Laura',
        email: 'laura@correo.co',
        direccion: 'Calle 10 # 5-20',
        ciudad: 'Bogotá',
        ...ambos,
        especialidad: 'Dermatología',
      },
      motivo: 'Control',
    };
    const correo = avisoPaciente('confirmacion', d, { base: 'https://citasalud.co', gestion: 'token123456789012345' });
    expect(correo.texto).toContain('+57 310 987 6543');
    expect(correo.texto).not.toContain('601 555');
  });
});
