import { cop } from '../../../../../common/dinero';
import type { Profesional } from '../../../../../common/wire/profesionales';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';

/** How many aseguradoras a card names before "y N más". */
const ASEGURADORAS_EN_TARJETA = 2;

const textos = textosDirectorioLista;

/**
 * What a cita with her costs, as a card says it: "Consulta: $ 80.000", "Consulta: $ 80.000 –
 * $ 150.000" when her motivos' prices differ, "Consulta: desde $ 80.000" when some motivo's is not
 * said; null when no price is. A copy saved before issue 37 has only the consulta's price.
 */
export function precioDeTarjeta(p: Pick<Profesional, 'precio_consulta' | 'precio_desde' | 'precio_hasta'>) {
  const desde = p.precio_desde === undefined ? (p.precio_consulta ?? null) : p.precio_desde;
  const hasta = p.precio_desde === undefined ? desde : (p.precio_hasta ?? null);
  if (desde === null) return null;
  if (hasta === null) return textos.precioDesde(cop(desde));
  return hasta > desde ? textos.precioRango(cop(desde), cop(hasta)) : textos.precio(cop(desde));
}

/**
 * What a result card adds for the patient to decide on: the next free slot ("Próxima cita
 * disponible: mar 1 dic, 8:00 a. m." or "Sin citas disponibles"), the price in COP (or the range
 * of her motivos' prices) and the aseguradoras she accepts. Only the results page draws it: the
 * home's first load stays light.
 */
export function DatosConsulta({ profesional }: { profesional: Profesional }) {
  // rows saved by an older version (offline copies) may lack the fields of issue 20
  const aseguradoras = profesional.aseguradoras ?? [];
  const precio = precioDeTarjeta(profesional);
  return (
    <>
      <p className={`doc-card__proxima${profesional.proxima_disponible ? '' : ' muted'}`}>
        {textos.proximaCita(profesional.proxima_disponible)}
      </p>
      {precio !== null && <p className="doc-card__precio">{precio}</p>}
      {aseguradoras.length > 0 && (
        <p className="doc-card__aseguradoras muted">
          {textos.aseguradoras(
            aseguradoras.slice(0, ASEGURADORAS_EN_TARJETA).map((a) => a.nombre),
            aseguradoras.length - ASEGURADORAS_EN_TARJETA,
          )}
        </p>
      )}
    </>
  );
}
