/**
 * A profesional's one public phone: the same number on her profile, in every notice and on the
 * manage page. She publishes her phones or not (`publicar_celular`); of the two, the mobile is the
 * one shown (it also takes WhatsApp), the landline only when she has no mobile.
 */
export const telefonoPublico = (p: { celular: string | null; fijo: string | null }): string =>
  p.celular || p.fijo || '';
