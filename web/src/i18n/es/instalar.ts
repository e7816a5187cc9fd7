/**
 * Texts of the install offer (InstallBanner, lazy on the home page): apart from ./offline.ts, which
 * the entry carries, so the home page does not load them before the offer shows.
 */
export const textosInstalar = {
  titulo: 'Instala CitaSalud',
  texto: 'Lleva tus especialistas, tu agenda y la tienda en el celular. Funciona aunque se caiga la conexión.',
  boton: 'Instalar CitaSalud',
  iosTitulo: 'Cómo instalar en iPhone o iPad',
  iosPasos: [
    'Abre CitaSalud en Safari.',
    'Toca el botón Compartir (el cuadrado con la flecha hacia arriba).',
    'Elige «Agregar a inicio» y confirma con «Agregar».',
  ],
  otrosPasos: 'En tu navegador, abre el menú y elige «Instalar aplicación» o «Agregar a la pantalla de inicio».',
  instalada: 'CitaSalud está instalada en este dispositivo.',
} as const;
