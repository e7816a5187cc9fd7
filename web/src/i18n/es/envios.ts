/** Texts of the staff's envío screen: rates per departamento and the store's ajustes (seller, terms). */
export const textosEnvios = {
  titulo: 'Envíos y ajustes',
  descripcion:
    'Fija la tarifa de envío de cada departamento, desde qué compra el envío es gratis, los días de entrega y el vendedor que aparece en el comprobante.',
  ajustes: {
    titulo: 'Ajustes de la tienda',
    gratisDesde: 'Envío gratis desde (pesos)',
    gratisDesdeAyuda: 'Subtotal de la compra desde el que no se cobra envío. 0: el envío nunca es gratis.',
    diasMin: 'Días de entrega: mínimo',
    diasMax: 'Días de entrega: máximo',
    diasAyuda: 'Días hábiles que se anuncian al comprador antes de pagar (de 1 a 60).',
    nit: 'NIT del vendedor',
    nitAyuda: 'Con su dígito de verificación después de un guion, por ejemplo 900123456-8.',
    razonSocial: 'Razón social',
    razonSocialAyuda: 'El nombre de la empresa tal como aparece en el RUT.',
    guardar: 'Guardar ajustes',
    guardando: 'Guardando…',
    revisar: 'Revise los campos marcados.',
    errores: {
      pesos: 'Escriba un número entero de pesos, sin decimales (0 si el envío nunca es gratis).',
      dias: 'Escriba un número entero de días entre 1 y 60.',
      diasOrden: 'El mínimo de días no puede superar al máximo.',
      nit: 'Escriba el NIT con su dígito de verificación después de un guion, por ejemplo 900123456-8.',
      digitoNit: 'El dígito de verificación del NIT no corresponde. Revise el número después del guion.',
      razonSocial: 'La razón social admite máximo 150 caracteres.',
    },
    toasts: { guardando: 'Guardando los ajustes de la tienda…', guardados: 'Ajustes de la tienda guardados' },
  },
  tarifas: {
    titulo: 'Tarifas de envío por departamento',
    ayuda: 'Cada compra paga la tarifa del departamento de su ciudad. Los cambios se guardan al salir de cada campo.',
    buscar: 'Buscar departamento',
    vacio: 'No hay departamentos cargados.',
    sinResultados: 'Ningún departamento coincide con la búsqueda.',
    columnas: {
      codigo: 'Código DANE',
      departamento: 'Departamento',
      tarifa: 'Tarifa (COP)',
      contraEntrega: 'Pago contra entrega',
    },
    tarifaDe: (nombre: string) => `Tarifa de envío a ${nombre}`,
    gratis: 'Sin cobro de envío',
    invalida: 'Escriba la tarifa como un número entero de pesos entre 0 y 1.000.000.',
    sinTarifa: (n: number) =>
      n === 1 ? '1 departamento no cobra envío (tarifa 0).' : `${n} departamentos no cobran envío (tarifa 0).`,
    /** pago contra entrega per departamento (decision 0023) */
    contraEntrega: {
      ofrecer: (nombre: string) => `Ofrecer pago contra entrega en ${nombre}`,
      ofrecido: 'Se ofrece',
      hastaDe: (nombre: string) => `Valor máximo de un pedido contra entrega en ${nombre}`,
      hasta: (valor: string) => `Pedidos de hasta ${valor}`,
      sinHasta: 'Escriba el valor máximo y luego actívelo',
      invalido: 'Escriba el valor máximo como un número entero de pesos entre 0 y 100.000.000.',
      toasts: {
        guardando: 'Guardando el pago contra entrega…',
        guardado: (nombre: string) => `Pago contra entrega en ${nombre} guardado`,
        error: 'No fue posible guardar el pago contra entrega',
      },
    },
    toasts: {
      guardando: 'Guardando la tarifa…',
      guardada: (nombre: string) => `Tarifa de envío a ${nombre} guardada`,
      error: 'No fue posible guardar la tarifa',
    },
  },
};
