/** Where the links that messages carry lead: the web's paths (the origin is the Entorno's `base`). */
export const rutaEnlace = {
  gestion: (token: string) => `/mi-cita/${token}`,
  confirmar: (token: string) => `/mi-cita/${token}?confirmar=1`,
  comentario: (token: string) => `/comentario/${token}`,
  acceso: (token: string) => `/mis-citas/${token}`,
  agendar: (profesionalId: number) => `/doc-detalle/${profesionalId}`,
};
