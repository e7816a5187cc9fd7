import { textosAdmin } from '../../../i18n/es/admin';
import { useLista } from '../../../lib/useLista';
import { listarMarcas } from '../api';
import { Encabezado } from '../components/Encabezado';
import { MarcasPanel } from '../components/MarcasPanel';
import '../admin.css';

/** `/panel/ecomerce/marcas`: the brand list, create, edit and delete. */
export default function MarcasPage() {
  const lista = useLista(listarMarcas);
  return (
    <div className="admin">
      <Encabezado titulo={textosAdmin.marcas.titulo} />
      <MarcasPanel lista={lista} />
    </div>
  );
}
