import { textosBusqueda } from '../../../i18n/es/busqueda';
import { useBorrador } from '../../../lib/useBorrador';
import { CampoBusqueda } from './CampoBusqueda';

/** The list page's search box: the text searched (`q`), sent with the button or Enter. */
export function BuscadorProfesionales({ q, onBuscar }: { q: string; onBuscar: (q: string) => void }) {
  // the address changed by itself (back, a link): the box shows its text
  const [valor, setValor] = useBorrador(q);
  return (
    <form
      className="buscador card"
      aria-label={textosBusqueda.formulario}
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar(valor.trim());
      }}
    >
      <CampoBusqueda valor={valor} onCambio={setValor} />
      <button type="submit" className="btn btn--primary">
        {textosBusqueda.buscar}
      </button>
    </form>
  );
}
