/**
 * Spanish texts of what the directory publishes and of the propuestas (issue 22 item 4): a change
 * of name, specialty, cédula or city that an activated profesional asks for waits for an admin.
 */
export const propuestas = {
  campos: {
    publicar_celular: 'publicar mi celular',
    motivo: 'motivo',
  },
  /** the fields a propuesta holds, as the messages name them */
  nombres: {
    nombre: 'el nombre',
    apellido: 'el apellido',
    cedula: 'la cédula o NIT',
    ciudad: 'la ciudad',
    cargo: 'la especialidad',
  },
  enRevision: (campos: string[]) =>
    `Perfil actualizado. El cambio de ${lista(campos)} queda pendiente de aprobación: un administrador lo revisará y le avisaremos por correo. Mientras tanto, su perfil público sigue mostrando los datos aprobados.`,
  especialidadVacia: 'Su perfil ya está publicado: elija una especialidad de la lista en lugar de dejarla vacía.',
  noEncontrada: 'La solicitud de cambio no existe.',
  yaRevisada: 'Esta solicitud de cambio ya fue revisada.',
  aprobada: 'Cambio aprobado. El perfil público ya muestra los nuevos datos.',
  rechazada: 'Cambio rechazado. Le enviamos un correo al profesional con el motivo.',
  correo: {
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    asuntoAprobada: 'Aprobamos el cambio de su perfil en CitaSalud',
    cuerpoAprobada: (campos: string[]) =>
      `Un administrador aprobó el cambio de ${lista(campos)} que pidió. Su perfil público ya lo muestra.`,
    asuntoRechazada: 'No aprobamos el cambio de su perfil en CitaSalud',
    cuerpoRechazada: (campos: string[]) =>
      `Un administrador no aprobó el cambio de ${lista(campos)} que pidió. Su perfil público sigue con los datos anteriores.`,
    motivo: 'Motivo:',
    ayuda: 'Si tiene preguntas, responda a este correo.',
    firma: 'Equipo CitaSalud',
  },
} as const;

/** "a", "a y b", "a, b y c" */
function lista(campos: string[]): string {
  return campos.length <= 1 ? (campos[0] ?? '') : `${campos.slice(0, -1).join(', ')} y ${campos.at(-1)}`;
}
