/** What a cita's screen shows while it loads: its blocks at their size (nothing moves when it arrives). */
export function CitaSkeleton({ etiqueta }: { etiqueta: string }) {
  return (
    <div className="container page cita" role="status" aria-live="polite">
      <span className="sr-only">{etiqueta}</span>
      <div aria-hidden="true">
        <span className="cita-esqueleto cita-esqueleto--titulo" />
        <div className="card cita__card">
          {['70%', '50%', '60%', '40%', '55%', '65%'].map((ancho) => (
            <span key={ancho} className="cita-esqueleto" style={{ width: ancho }} />
          ))}
        </div>
        <span className="cita-esqueleto cita-esqueleto--botones" />
      </div>
    </div>
  );
}
