/**
 * Texts of the password meter (issue 22 item 3), in its own lazy chunk with ui/MedidorClave.tsx.
 * The forms it sits in speak usted, and so does it.
 */
export const textosClaves = {
  medidor: {
    etiqueta: 'Seguridad de la contraseña',
    niveles: ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Fuerte'],
    pistas: {
      comun: 'Es una de las contraseñas más usadas: elija otra.',
      trivial: 'No use solo espacios ni uno o dos caracteres repetidos.',
      larga: 'Use 12 caracteres o más; una frase de varias palabras es fácil de recordar.',
      variedad: 'Mezcle mayúsculas, minúsculas, números y símbolos.',
      secuencia: 'Evite secuencias como 1234, abcd o qwerty.',
      repeticion: 'Evite repetir el mismo carácter varias veces seguidas.',
    },
    filtraciones: 'Al guardarla revisamos además que no aparezca en filtraciones conocidas.',
  },
} as const;
