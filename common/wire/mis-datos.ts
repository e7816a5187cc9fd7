/**
 * Download and delete my data (Ley 1581 de 2012): the file a paciente gets from Mis citas and a
 * comprador from the order look-up, and what a deletion answers. Keys are Spanish, as stored.
 */

/** One cita as stored, with its profesional and motivo by name. */
export type CitaDescargada = {
  id: number;
  profesional: string;
  especialidad: string;
  fecha_cita: string;
  hora_inicio: string;
  hora_fin: string;
  modalidad: 'presencial' | 'virtual';
  motivo: string;
  estado: string;
  nombre: string;
  email: string;
  telefono: string;
  observacion: string;
  primera_visita: string;
  acepta_whatsapp: boolean;
  /** the aseguradora she said she pays with ('Particular', 'Nueva EPS'…; '' when she did not say) */
  aseguradora: string;
  cancelada_por: string;
  cancelacion_motivo: string;
};

/** An opinion she wrote (by her e-mail or through the invitation of one of her citas). */
export type ComentarioDescargado = {
  id: number;
  profesional: string;
  nombre: string;
  email: string;
  calificacion: number;
  observacion: string;
  verificado: boolean;
  respuesta: string;
  created_at: string;
};

/** A message sent (or still to send) to her e-mail or WhatsApp, as the outbox keeps it (30 days once sent). */
export type AvisoDescargado = {
  canal: string;
  para: string;
  asunto: string;
  texto: string;
  estado: string;
  enviado_at: string | null;
  created_at: string;
};

/** A place she took in a profesional's lista de espera, with the franjas offered to it (decision 0022). */
export type EsperaDescargada = {
  profesional: string;
  motivo: string;
  desde: string;
  hasta: string;
  /** manana, tarde or cualquiera */
  franja: string;
  estado: string;
  nombre: string;
  email: string;
  telefono: string;
  acepta_whatsapp: boolean;
  created_at: string;
  ofertas: { fecha: string; hora_inicio: string; estado: string; created_at: string }[];
};

/** A pago event of a venta, as the provider reported it. */
export type PagoDescargado = { transaccion_id: string; status: string; resultado: string; created_at: string };

export type LineaDescargada = {
  producto: string;
  marca: string;
  cantidad: number;
  valor_unitario: number;
  porcentaje_descuento: number;
  iva: number;
  total: number;
};

/** A venta as stored: the buyer's fields, amounts, lines and pagos. */
export type VentaDescargada = {
  factura: string;
  created_at: string;
  nombre: string;
  apellidos: string;
  documento: string;
  email: string;
  telefono: string;
  ciudad: string;
  direccion: string;
  status_pago: string;
  status_entrega: string;
  total: number;
  envio: number;
  iva: number;
  descuento: number;
  productos: LineaDescargada[];
  pagos: PagoDescargado[];
};

/** The downloaded file (`formato=json`; `formato=texto` is the same, readable). */
export type ArchivoMisDatos = {
  generado_at: string;
  /** how this file was reached, and what it covers */
  alcance: string;
  citas: CitaDescargada[];
  comentarios: ComentarioDescargado[];
  avisos: AvisoDescargado[];
  ventas: VentaDescargada[];
  /** her places in listas de espera (Mis citas; empty from the order look-up) */
  esperas: EsperaDescargada[];
};

/** `POST /api/mis-citas/{token}/borrar`: what was done. */
export type BorradoMisCitas = {
  citas_canceladas: number;
  citas_anonimizadas: number;
  comentarios_anonimizados: number;
  avisos_borrados: number;
  mensaje: string;
};

/** `POST /api/ventas/consulta/borrar`: what was blanked and what the law makes us keep. */
export type BorradoVenta = {
  factura: string;
  /** completa: nothing personal is left; parcial: a sale's record keeps what the law asks (10 years) */
  anonimizacion: 'completa' | 'parcial';
  conservado: string[];
  conservado_hasta: string | null;
  mensaje: string;
};
