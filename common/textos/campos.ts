/**
 * The Spanish messages of a request's fields, one wording for both sides: the field helpers of
 * common/validacion.ts answer with them, and worker/textos/index.ts composes them as msg.campos.
 */
export const campos = {
  obligatorio: (campo: string) => `El campo ${campo} es obligatorio.`,
  muyLargo: (campo: string, max: number) => `El campo ${campo} admite máximo ${max} caracteres.`,
  muyCorto: (campo: string, min: number) => `El campo ${campo} debe tener al menos ${min} caracteres.`,
  email: 'Ingrese un correo electrónico válido.',
  celular: 'El celular debe tener 10 dígitos y empezar por 3.',
  entero: (campo: string) => `El campo ${campo} debe ser un número entero.`,
  rango: (campo: string, min: number, max: number) => `El campo ${campo} debe estar entre ${min} y ${max}.`,
  flag: (campo: string) => `El campo ${campo} debe ser 0 o 1.`,
  fecha: 'La fecha no es válida. Use AAAA-MM-DD.',
  hora: 'La hora no es válida. Use HH:MM.',
  instante: 'El instante no es válido. Use ISO 8601 con su zona, p. ej. 2026-03-09T13:00:00Z.',
  ciudad: 'Seleccione una ciudad de la lista.',
  opcion: (campo: string) => `El valor de ${campo} no es válido.`,
  id: 'El identificador no es válido.',
} as const;
