/** The messages of one batch of reminders (worker/citas/armar-recordatorios.ts), before its one write. */
import { describe, expect, it } from 'vitest';
import { armarRecordatorios } from '../../../worker/citas/armar-recordatorios';
import type { FilaAviso } from '../../../worker/citas/datos-aviso';
import { sha256Hex } from '../../../worker/plataforma/cripto';

const BASE = 'https://citasalud.test';
const fila = (cambios: Partial<FilaAviso> = {}): FilaAviso => ({
  id: 41,
  nombre: 'Ana María Ruiz',
  email: 'ana@example.com',
  telefono: '3001234567',
  observacion: '',
  fecha_cita: '2026-12-01',
  hora_inicio: '09:00',
  hora_fin: '09:30',
  uid: 'cita-41@citasalud',
  secuencia: 2,
  modalidad: 1,
  enlace_video: '',
  aseguradora: '',
  aseguradora_tipo: '',
  inicio: '2026-12-01T14:00:00.000Z',
  whatsapp: 0,
  p_id: 5,
  p_nombre: 'Laura',
  p_apellido: 'Gómez',
  p_name: 'Dra. Laura Gómez',
  p_email: 'laura@example.com',
  p_direccion: 'Calle 10 # 5-20',
  p_ciudad: 'Bogotá',
  p_celular: '',
  p_fijo: '',
  p_especialidad: 'Dermatología',
  motivo: 'Control',
  ...cambios,
});

/** The manage link's token an e-mail carries. */
const tokenEn = (texto: string) => /\/mi-cita\/([A-Za-z0-9_-]+)/.exec(texto)?.[1] ?? '';

describe('armarRecordatorios', () => {
  it('claims each cita only as read, with a fresh manage link valid 30 days after its start', async () => {
    const { claves, enlaces, mensajes } = await armarRecordatorios([fila()], BASE);
    expect(claves).toEqual([{ id: 41, inicio: '2026-12-01T14:00:00.000Z', secuencia: 2 }]);
    expect(enlaces).toHaveLength(1);
    expect(enlaces[0]).toMatchObject({ cita: 41, expira_at: '2026-12-31T14:00:00.000Z' });
    // the link row keeps only the hash of the token the e-mail carries
    const token = tokenEn(String(mensajes[0].texto));
    expect(token).not.toBe('');
    expect(enlaces[0].hash).toBe(await sha256Hex(token));
  });

  it('e-mails the paciente her reminder, with its HTML and the cita’s .ics', async () => {
    const { mensajes } = await armarRecordatorios([fila()], BASE);
    expect(mensajes).toHaveLength(1);
    const [correo] = mensajes;
    expect(correo).toMatchObject({ cita: 41, canal: 'correo', para: 'ana@example.com', datos: {} });
    expect(String(correo.texto)).toContain(`${BASE}/mi-cita/`);
    expect(String(correo.html)).toContain('<');
    expect(JSON.stringify(correo.adjuntos)).toContain('BEGIN:VCALENDAR');
  });

  it('adds the WhatsApp template only when she accepted it and her number can take it', async () => {
    const { mensajes } = await armarRecordatorios([fila({ whatsapp: 1 })], BASE);
    expect(mensajes.map((m) => m.canal)).toEqual(['correo', 'whatsapp']);
    expect(mensajes[1]).toMatchObject({ cita: 41, html: '', adjuntos: [] });
    expect(String(mensajes[1].para)).toContain('3001234567');
    const sinNumero = await armarRecordatorios([fila({ whatsapp: 1, telefono: '123' })], BASE);
    expect(sinNumero.mensajes.map((m) => m.canal)).toEqual(['correo']);
  });

  it('builds nothing for an empty batch, and one link per cita for several', async () => {
    expect(await armarRecordatorios([], BASE)).toEqual({ claves: [], enlaces: [], mensajes: [] });
    const dos = await armarRecordatorios([fila(), fila({ id: 42, email: 'b@example.com' })], BASE);
    expect(dos.claves.map((c) => c.id)).toEqual([41, 42]);
    expect(new Set(dos.enlaces.map((e) => e.hash)).size).toBe(2);
  });
});
