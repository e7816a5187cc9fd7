/** Spanish texts of discount codes (cupones): the admins' form and the buyer's refusals (part of worker/textos/index.ts, and of the request bodies in common/cuerpos/). */
export const cupones = {
  // the admins' form
  codigo: 'El código debe tener de 3 a 30 letras sin tildes, números, guiones (-) o guiones bajos (_).',
  tipo: 'Elija el tipo de descuento: porcentaje o valor fijo en pesos.',
  valor: 'El valor del descuento debe ser un número entero.',
  porcentaje: 'El porcentaje de descuento debe ser un número entero entre 1 y 100.',
  valorFijo: 'El valor del descuento debe ser un número entero de pesos entre 1 y 100.000.000.',
  minimo: 'La compra mínima debe ser un número entero de pesos entre 0 (sin mínimo) y 100.000.000.',
  usos: (campo: string) => `${campo} debe ser un número entero entre 1 y 1.000.000, o quedar vacío (sin límite).`,
  usosTotal: 'Los usos en total',
  usosPorEmail: 'Los usos por correo',
  fechas: 'La fecha «hasta» no puede ser anterior a la fecha «desde».',
  duplicado: (codigo: string) => `Ya existe un código de descuento «${codigo}». Elija otro.`,
  noExiste: 'El código de descuento no existe.',
  creado: 'Código de descuento creado',
  guardado: 'Código de descuento guardado',
  // the buyer
  vacio: 'Escriba el código de descuento.',
  desconocido: (codigo: string) => `El código «${codigo}» no existe. Revise cómo lo escribió.`,
  inactivo: (codigo: string) => `El código «${codigo}» ya no está activo.`,
  antes: (codigo: string, desde: string) => `El código «${codigo}» es válido a partir del ${desde}.`,
  vencido: (codigo: string, hasta: string) => `El código «${codigo}» venció el ${hasta}.`,
  compraMinima: (codigo: string, minimo: string) =>
    `El código «${codigo}» pide una compra mínima de ${minimo} en productos. Agregue más productos para usarlo.`,
  agotado: (codigo: string) => `El código «${codigo}» ya se usó todas las veces permitidas.`,
  usado: (codigo: string) => `Ya usó el código «${codigo}» con este correo todas las veces permitidas.`,
};
