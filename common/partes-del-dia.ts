/**
 * The parts of the day a paciente on the lista de espera may ask for (`franja` on the wire of
 * `POST /api/lista-espera`). A leaf: it imports nothing, so the web's form takes it without the
 * agenda's rules (common/agenda.ts, colombian-holidays) that common/lista-espera.ts brings.
 */
export const PARTES = ['manana', 'tarde', 'cualquiera'] as const;
export type Parte = (typeof PARTES)[number];
