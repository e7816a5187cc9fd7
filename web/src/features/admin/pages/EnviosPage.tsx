import { useCallback } from 'react';
import type { TarifaEnvio } from '../../../../../common/wire/envio';
import { textosAdmin } from '../../../i18n/es/admin';
import { textosEnvios } from '../../../i18n/es/envios';
import { useFallo } from '../../../lib/useFallo';
import { useLoad } from '../../../lib/useLoad';
import { Loading } from '../../../ui/States';
import { AjustesTiendaForm } from '../components/AjustesTiendaForm';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { TarifasEnvio } from '../components/TarifasEnvio';
import { leerAjustesTienda, listarTarifas } from '../envios-api';
import '../admin.css';

/** A read's failure with its retry (the client already showed why in a toast). */
function Fallo({ recargar }: { recargar: () => void }) {
  return (
    <div className="state" role="alert">
      <p className="state__title">{textosAdmin.comun.errorCarga}</p>
      <button type="button" className="btn btn--primary" onClick={recargar}>
        {textosAdmin.comun.reintentar}
      </button>
    </div>
  );
}

/**
 * `/panel/ecomerce/envios`: the store's ajustes (free envío, delivery days, seller NIT and razón
 * social) and the envío rate of each departamento.
 */
export default function EnviosPage() {
  const ajustes = useLoad((signal) => leerAjustesTienda({ signal }), []);
  const tarifas = useLoad((signal) => listarTarifas({ signal }), []);
  const falloAjustes = useFallo(ajustes.error, ajustes.loading);
  const falloTarifas = useFallo(tarifas.error, tarifas.loading);
  const { setData: ponerTarifas } = tarifas;
  const alGuardarTarifa = useCallback(
    (nueva: TarifaEnvio) => ponerTarifas((filas) => filas?.map((t) => (t.codigo === nueva.codigo ? nueva : t))),
    [ponerTarifas],
  );

  return (
    <div className="admin">
      <Encabezado titulo={textosEnvios.titulo} texto={textosEnvios.descripcion} />
      <section className="admin-section card" aria-labelledby="envios-ajustes">
        <h2 id="envios-ajustes">{textosEnvios.ajustes.titulo}</h2>
        {ajustes.data ? (
          <AjustesTiendaForm ajustes={ajustes.data} onGuardado={(a) => ajustes.setData(() => a)} />
        ) : falloAjustes ? (
          <Fallo recargar={ajustes.reload} />
        ) : (
          <Loading />
        )}
      </section>
      <section className="admin-section" aria-labelledby="envios-tarifas">
        <h2 id="envios-tarifas">{textosEnvios.tarifas.titulo}</h2>
        <p className="muted">{textosEnvios.tarifas.ayuda}</p>
        <EstadoLista
          filas={tarifas.data ?? null}
          fallo={falloTarifas}
          recargar={tarifas.reload}
          vacio={textosEnvios.tarifas.vacio}
        >
          <TarifasEnvio tarifas={tarifas.data ?? []} onGuardada={alGuardarTarifa} />
        </EstadoLista>
      </section>
    </div>
  );
}
