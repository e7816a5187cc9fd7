/** The staff's "Devolver" in an order's detail (issue 33 item 3, decision 0024), in usted. */
export const textosDevoluciones = {
  boton: 'Devolver',
  botonDe: (factura: string) => `Devolver productos de la factura ${factura}`,
  titulo: 'Devolución de productos',
  cargando: 'Cargando lo que se puede devolver…',
  sinPagar: 'Solo se devuelven productos de un pedido pagado.',
  nadaPorDevolver: 'Ya se devolvieron todas las unidades de este pedido.',
  lineas: 'Unidades que devuelve',
  unidadesDe: (producto: string, quedan: number) => `Unidades de ${producto} que devuelve (máximo ${quedan})`,
  quedan: (compradas: number, devueltas: number) =>
    devueltas > 0 ? `Compradas: ${compradas}; ya devueltas: ${devueltas}` : `Compradas: ${compradas}`,
  motivo: 'Motivo',
  motivoAyuda: 'El comprador lo recibe por correo con la nota crédito.',
  monto: (valor: string) => `Monto a devolver: ${valor}`,
  incluyeEnvio: 'Incluye el envío: con estas unidades se devuelve todo el pedido.',
  elijaUnidades: 'Elija al menos una unidad para devolver.',
  motivoCorto: 'Escriba el motivo (al menos 3 caracteres).',
  revisar: 'Revisar devolución',
  confirmarPregunta: (valor: string, email: string) =>
    `¿Confirma la devolución de ${valor}? Las unidades vuelven al inventario y ${email} recibe la nota crédito.`,
  confirmar: 'Confirmar devolución',
  enviando: 'Devolviendo…',
  volver: 'Volver',
  cerrar: 'Cerrar',
  hecha: (valor: string, estado: string) => `Devolución registrada: ${valor} (${estado}).`,
  estados: {
    aprobado: 'dinero devuelto',
    manual: 'transfiera el dinero al comprador y guarde la referencia',
    pendiente: 'el proveedor no respondió; intente de nuevo más tarde',
  } as Record<string, string>,
  toasts: {
    cargando: 'Registrando la devolución…',
    listo: 'Devolución registrada',
    error: 'No se pudo registrar la devolución',
  },
};
