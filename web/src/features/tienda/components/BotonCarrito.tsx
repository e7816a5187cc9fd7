import { textosTienda } from '../../../i18n/es/tienda';
import { useTiendaUi } from '../store';

const textos = textosTienda.carrito;

/** The button itself; `n` undefined while the cart is being read. */
export function BotonCarrito({ n }: { n: number | undefined }) {
  const abrir = useTiendaUi((s) => s.setCarritoAbierto);
  return (
    <button
      type="button"
      className="btn carrito-boton"
      aria-label={n === undefined ? textos.titulo : textos.abrir(n)}
      onClick={() => abrir(true)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.4a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2Z"
        />
      </svg>
      <span className="carrito-boton__cuenta" aria-hidden="true">
        {n}
      </span>
    </button>
  );
}
