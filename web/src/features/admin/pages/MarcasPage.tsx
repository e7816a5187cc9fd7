import { t } from '../../../i18n/es';
import { listarMarcas } from '../api';
import { Encabezado } from '../components/Encabezado';
import { MarcasPanel } from '../components/MarcasPanel';
import { useLista } from '../useLista';
import '../admin.css';

/** `/panel/ecomerce/marcas`: the brand list, create, edit and delete. */
export default function MarcasPage() {
  const lista = useLista(listarMarcas);
  return (
    <div className="admin">
      <Encabezado titulo={t.admin.marcas.titulo} />
      <MarcasPanel lista={lista} />
    </div>
  );
}
