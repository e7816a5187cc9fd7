const CARTAS = [1, 2, 3, 4, 5, 6];

/**
 * The product grid while it loads: the count line and cards of the loaded cards' size (square
 * photo, brand, name, price, buttons), so the grid arriving does not push the page (layout shift).
 */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">
        <p className="tienda__conteo">
          <span className="tienda-esqueleto tienda-esqueleto--linea" style={{ width: '10rem' }} />
        </p>
        <div className="grid productos">
          {CARTAS.map((n) => (
            <div key={n} className="card producto">
              <div className="producto__foto" />
              <span className="tienda-esqueleto tienda-esqueleto--linea" style={{ width: '35%' }} />
              <span className="tienda-esqueleto tienda-esqueleto--linea" style={{ width: '80%' }} />
              <span className="tienda-esqueleto tienda-esqueleto--precio" />
              <div className="producto__acciones">
                <span className="tienda-esqueleto tienda-esqueleto--boton" />
                <span className="tienda-esqueleto tienda-esqueleto--boton" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
