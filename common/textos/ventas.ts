/** The admin's sales view, orders list filters and CSV export (`/api/ventas/resumen`, `/index`, `/export.csv`). */
export const ventas = {
  desdeInvalido: 'La fecha desde no es válida. Usa AAAA-MM-DD.',
  hastaInvalido: 'La fecha hasta no es válida. Usa AAAA-MM-DD.',
  rangoInvertido: 'La fecha hasta debe ser igual o posterior a la fecha desde.',
  ordenInvalido: 'El orden debe ser fecha, total o estado.',
  direccionInvalida: 'La dirección del orden debe ser asc o desc.',
  diasInvalidos: 'El resumen se calcula para 1, 7 o 30 días.',
  /** the CSV's header row, in the order of its columns (new ones go last: a sheet may read by position) */
  columnasCsv: [
    'Factura',
    'Fecha (Bogotá)',
    'Nombre',
    'Apellidos',
    'Documento',
    'Correo',
    'Teléfono',
    'Ciudad',
    'Dirección',
    'Estado del pago',
    'Estado de la entrega',
    'Subtotal sin IVA (COP)',
    'IVA (COP)',
    'Envío (COP)',
    'Descuento (COP)',
    'Cupón',
    'Total (COP)',
    // decision 0018: the base and IVA of each tarifa after the descuento, and the rounding
    'Base 19 % (COP)',
    'IVA 19 % (COP)',
    'Base 5 % (COP)',
    'IVA 5 % (COP)',
    'Excluido (COP)',
    'Redondeo (COP)',
    // decision 0024: the pesos its returns refunded
    'Devuelto (COP)',
  ],
};
