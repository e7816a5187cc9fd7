/**
 * Delivery: `GET /api/ciudades?q=` (public) and the admins' envío rates and store ajustes
 * (`/api/envios...`).
 */

// The query and bodies (common/cuerpos/envios.ts): the search, a rate, the store's ajustes.
export type { CambioDeAjustesTienda, ConsultaCiudades, ContraEntrega, NuevaTarifa } from '../cuerpos/envios';

/** A ciudad of the DIVIPOLA list as the search answers it, with its departamento's envío rate. */
export type CiudadEnvio = {
  /** DIVIPOLA's 5 digits */
  codigo: string;
  nombre: string;
  departamento: string;
  /** integer pesos (before the free-envío rule) */
  envio: number;
  /** the largest total paid on delivery in its departamento; 0: not offered there (decision 0023) */
  contra_entrega_hasta: number;
};

/** The store's envío terms: free from a subtotal (0 = never) and the delivery days. */
export type CondicionesEnvio = {
  envio_gratis_desde: number;
  dias_entrega_min: number;
  dias_entrega_max: number;
};

/** `GET /api/ciudades?q=`: up to 10 ciudades, best match first, and the terms. */
export type BusquedaCiudades = { succes: CiudadEnvio[]; condiciones: CondicionesEnvio };

/** A departamento's rate and its pago contra entrega (1: offered, up to `contra_entrega_hasta` pesos), as the admins list and change them. */
export type TarifaEnvio = {
  codigo: string;
  nombre: string;
  envio: number;
  contra_entrega: number;
  contra_entrega_hasta: number;
};

/** `GET /api/envios`: every departamento's rate and the terms. */
export type EnviosAdmin = { tarifas: TarifaEnvio[]; condiciones: CondicionesEnvio };

/** `GET/POST /api/tienda/ajustes` (admins) answer it: the envío terms and the seller the receipt names (the POST's body: CambioDeAjustesTienda). */
export type AjustesTienda = CondicionesEnvio & {
  /** with its check digit: '900123456-8' ('' until set) */
  nit: string;
  razon_social: string;
};
