/** Spanish texts of delivery: ciudades, envío rates and the buyer's documento (worker/textos/index.ts composes it as msg.envio; request bodies (common/cuerpos/) use it too). */
export const envio = {
  ciudadObligatoria: 'Escriba su ciudad o municipio y elíjalo de la lista.',
  ciudadDesconocida: (ciudad: string) =>
    `No encontramos la ciudad «${ciudad}» entre los municipios de Colombia. Escríbalo como aparece en la lista o use su código DANE de 5 dígitos.`,
  ciudadAmbigua: (ciudad: string, departamentos: string[]) =>
    `Hay varios municipios llamados «${ciudad}» (${departamentos.join(', ')}). Elija el suyo de la lista o escriba su departamento, por ejemplo «${ciudad} (${departamentos[0]})».`,
  busquedaLarga: 'La búsqueda de ciudad admite máximo 60 caracteres.',
  documento:
    'El documento debe ser una cédula (solo números, de 5 a 10 dígitos) o un NIT con su dígito de verificación, por ejemplo 900123456-8.',
  digitoNit: 'El dígito de verificación del NIT no corresponde. Revise el número después del guion.',
  departamentoNoExiste: 'El departamento no existe. Use su código DANE de 2 dígitos, por ejemplo 25.',
  tarifa: 'La tarifa de envío debe ser un número entero de pesos entre 0 y 1.000.000.',
  gratisDesde: 'El envío gratis desde debe ser un número entero de pesos entre 0 (nunca) y 100.000.000.',
  dias: 'Los días de entrega deben ser números enteros entre 1 y 60, y el mínimo no puede superar al máximo.',
  nit: 'El NIT del vendedor debe llevar su dígito de verificación después de un guion, por ejemplo 900123456-8.',
  contraEntrega: 'Indique 1 para ofrecer pago contra entrega en el departamento o 0 para no ofrecerlo.',
  contraEntregaHasta:
    'El valor máximo del pago contra entrega debe ser un número entero de pesos entre 0 y 100.000.000.',
  contraEntregaSinMaximo: 'Para ofrecer pago contra entrega, indique el valor máximo de un pedido (mayor que 0).',
  contraEntregaGuardado: 'Pago contra entrega guardado',
  tarifaGuardada: 'Tarifa de envío guardada',
  ajustesGuardados: 'Ajustes de la tienda guardados',
};
