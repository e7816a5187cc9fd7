/** Shared by the paciente's screens tests (mi-cita, mis-citas): a cita as `GET /api/cita/gestion/{token}` answers it. */
import type { CitaGestion } from '../../common/wire/gestion';

/** A private manage token as the server mints them (base64url, 256 bits). */
export const TOKEN = 'Tk9fU0VDUkVUT19kZV9wcnVlYmFfcGFyYV9taS1jaXRh';

export const citaGestion = (over: Partial<CitaGestion> = {}): CitaGestion => ({
  id: 41,
  estado: 'pendiente',
  fecha_cita: '2026-11-10',
  hora_inicio: '08:00',
  hora_fin: '08:30',
  inicio: '2026-11-10T13:00:00.000Z',
  motivo: 'Control',
  motivo_id: 1,
  observacion: '',
  nombre: 'Pedro Pérez',
  email: 'pedro@example.co',
  telefono: '3109876543',
  modalidad: 'presencial',
  enlace_virtual: '',
  profesional: {
    id: 7,
    nombre: 'Ana Rojas',
    especialidad: 'Cardiología',
    direccion: 'Calle 100 # 15-20',
    ciudad: 'Bogotá',
    telefono: '+57 300 123 4567',
  },
  uid: '5f0c7d1e-9a7b-4b8e-8f37-0c1d2e3f4a5b@citasalud',
  secuencia: 0,
  aviso_cancelacion_horas: 2,
  modificable: true,
  motivo_bloqueo: '',
  cancelada_por: '',
  cancelacion_motivo: '',
  confirmada: false,
  ...over,
});
