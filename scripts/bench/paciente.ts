/**
 * A simulated patient: browses the directory, opens a profile, reads its comments and a day's
 * availability, books a free franja (a third of them crowd the first three professionals, half
 * go for the first free franja) and sometimes leaves a comment.
 */
import { azar, type Mundo } from './descubrir';
import { pedirCarga } from './pedirCarga';

/** "profesional|fecha|hora" → successful bookings */
export const citasPorFranja = new Map<string, number>();
/** every cita booked, for the check of double bookings */
export const agendadas: { profesional: number; fecha: string; horario: number }[] = [];

export async function paciente(w: Mundo, n: number) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  await pedirCarga(
    'GET /api/medic/all?filtros',
    `/api/medic/all?modalidad=1&page=1&limit=24&q=${azar(['', 'ana', 'car'])}`,
    ip,
  );
  // a third of the patients crowd the first three professionals
  const p = n % 3 === 0 ? w.profesionales[n % Math.min(3, w.profesionales.length)] : azar(w.profesionales);
  await pedirCarga('POST /api/medic/find', '/api/medic/find', ip, { json: { id: p.id } });
  await pedirCarga('GET /api/comentario/all/medic', `/api/comentario/all/medic?id=${p.id}`, ip);
  const fecha = azar(w.fechas.slice(0, 3));
  // the franjas of the motivo she will book (a first visit may take two franjas)
  const motivo = azar(p.motivos);
  const libres = await pedirCarga(
    'GET /api/medic/disponibilidad',
    `/api/medic/disponibilidad?id=${p.id}&fecha=${fecha}&motivo=${motivo.id}`,
    ip,
  );
  const franjas: { id: number; hora_inicio: string }[] = libres.json?.succes ?? [];
  if (franjas.length) {
    // half of them all go for the first free franja: the race the database must decide
    const franja = Math.random() < 0.5 ? franjas[0] : azar(franjas);
    const r = await pedirCarga('POST /api/cita/create', '/api/cita/create', ip, {
      json: {
        nombre: `Paciente ${n}`,
        email: `paciente${n}@carga.co`,
        telefono: '3001234567',
        observacion: 'Prueba de carga',
        fecha_cita: fecha,
        horario: franja.id,
        hora_inicio: franja.hora_inicio,
        motivo: motivo.id,
        primera_visita: azar(['si', 'no']),
        user: p.id,
        acepta_tratamiento: 1,
      },
    });
    if (r.status === 201) {
      const k = `${p.id}|${fecha}|${r.json.succes.hora_inicio}`;
      citasPorFranja.set(k, (citasPorFranja.get(k) ?? 0) + 1);
      agendadas.push({ profesional: p.id, fecha, horario: franja.id });
    }
  }
  if (n % 4 === 0)
    await pedirCarga('POST /api/comentario/create', '/api/comentario/create', ip, {
      json: {
        nombre: `Paciente ${n}`,
        email: `paciente${n}@carga.co`,
        observacion: 'Muy buena atención.',
        calificacion: 1 + (n % 5),
        user: p.id,
        idempotency_key: `carga-${Date.now()}-${n}`,
      },
    });
}
