import { textosListaEspera } from '../../../i18n/es/lista-espera';
import { useLoad } from '../../../lib/useLoad';
import { listaEsperaApi } from '../lista-espera-api';
import { semanaDe } from '../vistas';

/**
 * The agenda's day view: a small count of the pacientes in her lista de espera for that day (read
 * once per week shown); nothing when nobody waits, or without a connection.
 */
export function EsperanElDia({ fecha }: { fecha: string }) {
  const semana = semanaDe(fecha);
  const lectura = useLoad((signal) => listaEsperaApi.porDia(semana[0], semana[6], signal), [semana[0]], {
    alReconectar: true,
  });
  const n = lectura.data?.find((d) => d.fecha === fecha)?.esperando ?? 0;
  if (n === 0) return null;
  return (
    <p className="agenda__espera muted" data-testid="esperan-el-dia">
      {textosListaEspera.panel.esperan(n)}
    </p>
  );
}
