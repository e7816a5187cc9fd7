/** Spanish texts of the tienda area (part of the one catalogue in worker/textos/index.ts, and of the request bodies in common/cuerpos/). */
export const tienda = {
  // catálogo
  productoGuardado: 'Se guardó correctamente el producto',
  productoActualizado: 'Producto actualizado',
  imagenActualizada: 'La imagen del producto se actualizó',
  productoNoEncontrado: 'El producto no existe o no está disponible.',
  campoVacio: 'No se actualizó el campo, está vacío',
  nombreProducto: 'nombre del producto',
  marca: 'marca',
  hastaCuatroImagenes: 'Puede seleccionar hasta 4 imágenes.',
  alMenosUnaImagen: 'Seleccione al menos una imagen del producto.',
  ranuraImagen: 'La imagen a reemplazar debe ser la 1, 2, 3 o 4.',
  precioObligatorio: 'El precio es obligatorio.',
  precioEntero: 'El precio debe ser un número entero de pesos, sin centavos (por ejemplo 25000).',
  precioPositivo: 'El precio debe ser mayor que cero.',
  precioMaximo: 'El precio no puede superar $1.000.000.000.',
  iva: 'La clase de IVA debe ser 19 (general), 5 o 0 (excluido); el precio la incluye.',
  estado: "El estado debe ser '1' (activo) o '0' (inactivo).",
  marcaNoExiste: 'La marca seleccionada no existe.',
  promocionNoExiste: 'La promoción seleccionada no existe.',
  caracteristicaNoExiste: 'La característica seleccionada no existe.',
  filtroPrecio: 'El rango de precio debe ser 1, 2, 3 o 4.',
  filtroLista: (campo: string) => `El filtro ${campo} debe ser una lista de identificadores.`,
  marcaGuardada: 'Marca guardada con éxito',
  marcaActualizada: 'Marca actualizada con éxito',
  marcaEliminada: 'Marca eliminada con éxito',
  marcaNoEncontrada: 'La marca no existe.',
  marcaEnUso: 'Se generó un error al eliminarlo, verifique que esta marca no esté asignada a un producto',
  caracteristicaObligatoria: 'Nombre de la característica es obligatorio',
  caracteristicaCreada: 'Se creó de forma correcta',
  caracteristicaActualizada: 'Actualizado con éxito',
  caracteristicaEliminada: 'Característica eliminada con éxito',
  caracteristicaNoEncontrada: 'La característica no existe.',
  caracteristicaEnUso:
    'Se generó un error al eliminarlo, verifique que esta característica no esté asignada a un producto',
  promocionGuardada: 'La promoción se guardó de manera correcta',
  promocionActualizada: 'La promoción se actualizó de manera correcta',
  promocionEliminada: 'Se eliminó la promoción de forma correcta',
  promocionNoEncontrada: 'La promoción no existe.',
  promocionEnUso: 'Se generó un error al eliminarla, verifique que esta promoción no esté asignada a un producto',
  nombrePromocion: 'nombre de la promoción',
  porcentaje: 'porcentaje',
  activo: 'activo',
  stock: {
    entero: 'El stock debe ser un número entero de unidades entre 0 y 1.000.000, o vacío para no controlar inventario.',
    minimoEntero: 'El stock mínimo debe ser un número entero de unidades entre 0 y 1.000.000.',
    sinUnidades: (nombre: string, quedan: number) =>
      quedan > 0
        ? `Solo ${quedan === 1 ? 'queda 1 unidad' : `quedan ${quedan} unidades`} de «${nombre}». Ajuste la cantidad en el carrito.`
        : `«${nombre}» está agotado. Quítelo del carrito para continuar.`,
    sinUnidadesGeneral: 'Uno de los productos del carrito ya no tiene unidades suficientes. Revise el carrito.',
    correoBajo: (nombre: string, minimo: number, url: string) => {
      const texto = `«${nombre}» quedó por debajo de su stock mínimo (${minimo} ${minimo === 1 ? 'unidad' : 'unidades'}) con la última venta pagada. Revise su stock en ${url}.`;
      return { asunto: `Stock bajo: ${nombre}`, texto };
    },
  },
  // pedidos y pagos
  estadosPago: {
    pendiente: 'Pendiente de pago',
    aprobado: 'Pagado',
    rechazado: 'Pago rechazado',
    anulado: 'Pago anulado',
    error: 'Error en el pago',
    vencido: 'Vencido sin pago',
    contra_entrega: 'Pago contra entrega',
    reembolso_pendiente: 'Reembolso pendiente',
    reembolsado: 'Reembolsado',
  },
  estadosEntrega: {
    pendiente: 'Pendiente',
    preparando: 'En preparación',
    enviado: 'Enviado',
    entregado: 'Entregado',
    cancelado: 'Cancelado',
  },
  tokenInvalido: 'El token de la compra no es válido: debe tener entre 8 y 64 letras, números o guiones.',
  tokenDeOtroCarrito:
    'Este token ya se usó para una compra con otros productos. Revise el carrito y vuelva a confirmar la compra.',
  sinProductos: 'Agregue al menos un producto al carrito.',
  demasiadosProductos: 'El carrito admite máximo 50 productos distintos.',
  lineaInvalida: 'Cada producto del carrito debe llevar su id y su cantidad.',
  productoInexistente: (id: number) => `El producto ${id} no existe.`,
  productoInactivo: (nombre: string) => `El producto «${nombre}» ya no está disponible.`,
  pagosNoConfigurados: 'Los pagos no están disponibles en este momento. Inténtelo de nuevo más tarde.',
  eventoInvalido: 'El evento de pago no tiene un formato válido.',
  firmaInvalida: 'La firma del evento de pago no es válida.',
  estadoPagoDesconocido: 'El estado de la transacción no es válido.',
  referenciaDesconocida: 'No existe un pedido con esa referencia de pago.',
  transaccionDeOtraVenta: 'Esa transacción ya pertenece a otro pedido.',
  montoNoCoincide: 'El monto de la transacción no coincide con el total del pedido.',
  referenciaObligatoria: 'Indique la referencia de pago o la factura del pedido.',
  consultaInvalida: (campo: string) => `El valor de ${campo} no es válido.`,
  ventaNoEncontrada: 'El pedido no existe.',
  ventaObligatoria: 'Indique el id o la factura del pedido.',
  estadoEntregaInvalido: 'El estado de entrega debe ser pendiente, preparando, enviado, entregado o cancelado.',
  estadoPagoInvalido:
    'El estado de pago debe ser pendiente, aprobado, rechazado, anulado, error, vencido, contra_entrega, reembolso_pendiente o reembolsado.',
  // pago contra entrega (decisión 0023)
  metodoPagoInvalido: 'El medio de pago debe ser «wompi» (pago en línea) o «contra_entrega» (en efectivo al recibir).',
  contraEntregaNoDisponible: (departamento: string) =>
    `El pago contra entrega no está disponible en ${departamento}. Pague en línea o elija otra ciudad de entrega.`,
  contraEntregaExcede: (departamento: string, hasta: string, total: string) =>
    `En ${departamento} el pago contra entrega admite pedidos de hasta ${hasta}, y este suma ${total}. Pague en línea o reduzca el pedido.`,
  tokenDeOtroMetodo:
    'Este token ya se usó para una compra con otro medio de pago. Vuelva a confirmar la compra para crear un pedido nuevo.',
  ventaSinPagar: (estadoPago: string) =>
    `El pedido aún no está pagado (${estadoPago}): solo se puede preparar, enviar o entregar un pedido pagado.`,
  transicionInvalida: (desde: string, hacia: string) =>
    `No se puede cambiar la entrega de «${desde}» a «${hacia}». El orden es Pendiente → En preparación → Enviado → Entregado; solo se cancela un pedido pendiente o en preparación.`,
  consultaSinResultado: 'No encontramos un pedido con esa factura y ese correo electrónico.',
  factura: {
    // a receipt of payment, not a factura (decision 0011): the subject says so
    asunto: (factura: string) => `Comprobante de pago de su pedido ${factura} en CitaSalud`,
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    intro: (factura: string) => `Recibimos el pago de su compra. Este es el comprobante de su pedido ${factura}.`,
    linea: (cantidad: number, producto: string, marca: string, total: string) =>
      `${cantidad} × ${producto}${marca ? ` (${marca})` : ''}: ${total}`,
    productos: (valor: string) => `Productos (IVA incluido): ${valor}`,
    redondeo: (valor: string) => `Redondeo a su favor: −${valor}`,
    subtotal: (valor: string) => `Subtotal sin IVA: ${valor}`,
    iva: (valor: string) => `IVA: ${valor}`,
    /** one tarifa's line (decision 0018): its base after the descuento and its IVA */
    tarifa: (tarifa: number, base: string, iva: string) =>
      tarifa === 0 ? `Excluido de IVA: ${base}` : `Base gravable al ${tarifa} %: ${base} · IVA al ${tarifa} %: ${iva}`,
    envio: (valor: string) => `Envío: ${valor}`,
    descuento: (valor: string, cupon: string) => `Descuento${cupon ? ` (código ${cupon})` : ''}: −${valor}`,
    total: (total: string) => `Total pagado: ${total}`,
    vendedor: (razonSocial: string, nit: string) =>
      `Vendedor: ${razonSocial || 'CitaSalud'}${nit ? `, NIT ${nit}` : ''}.`,
    noEsFacturaElectronica: 'Este comprobante de pago no es una factura electrónica de venta validada por la DIAN.',
    consulta: (factura: string, url: string) =>
      `Consulte el estado de su pedido en ${url} con la factura ${factura} y este correo electrónico.`,
    despedida: 'Gracias por comprar en CitaSalud.',
  },
  sandbox: {
    titulo: 'Pago de prueba · CitaSalud',
    encabezado: 'Pasarela de pago de prueba',
    aviso: 'Entorno local de pruebas: no se hace ningún cobro real.',
    factura: 'Factura',
    total: 'Total a pagar',
    tarjeta: 'Número de tarjeta',
    pagar: (total: string) => `Pagar ${total}`,
    tarjetasPrueba: 'Tarjetas de prueba',
    aprueba: 'pago aprobado',
    rechaza: 'pago rechazado',
    tarjetaDesconocida: 'Use una de las tarjetas de prueba: 4242 4242 4242 4242 o 4111 1111 1111 1111.',
    yaProcesado: (estado: string) => `Este pedido ya fue procesado: ${estado}.`,
  },
  /** A product's page drawn by the Worker: its <title> (as the web's `producto.documento`) and description. */
  paginaProducto: {
    titulo: (nombre: string) => `${nombre} · Tienda CitaSalud`,
    descripcion: (nombre: string, marca: string) =>
      `Compre ${nombre}${marca ? ` de ${marca}` : ''} en la tienda de salud de CitaSalud.`,
  },
} as const;
