import { cop } from '../../../../../common/dinero';
import type { Profesional } from '../../../../../common/wire/profesionales';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';

/** How many aseguradoras a card names before "y N más". */
const ASEGURADORAS_EN_TARJETA = 2;

const textos = textosDirectorioLista;

/**
 * What a result card adds for the patient to decide on: the next free slot ("Próxima cita
 * disponible: mar 1 dic, 8:00 a. m." or "Sin citas disponibles"), the price in COP and the
 * aseguradoras she accepts. Only the results page draws it: the home's first load stays light.
 */
export function DatosConsulta({ profesional }: { profesional: Profesional }) {
  // rows saved by an older version (offline copies) may lack the fields of issue 20
  const aseguradoras = profesional.aseguradoras ?? [];
  const precio = profesional.precio_consulta ?? null;
  return (
    <>
      <p className={`doc-card__proxima${profesional.proxima_disponible ? '' : ' muted'}`}>
        {textos.proximaCita(profesional.proxima_disponible)}
      </p>
      {precio !== null && <p className="doc-card__precio">{textos.precio(cop(precio))}</p>}
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
