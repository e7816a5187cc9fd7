import { encode } from 'uqr';

/**
 * An otpauth:// URI as a QR code, drawn as one SVG path (no HTML inserted). Its own chunk: only the
 * set-up of two-step sign-in loads it (ConfigurarDosPasos), with the QR library (uqr, ~8 KB gzip).
 */
export default function CodigoQr({ valor, etiqueta }: { valor: string; etiqueta: string }) {
  const { data, size } = encode(valor, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((fila, y) => {
    fila.forEach((oscuro, x) => {
      if (oscuro) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg className="qr" role="img" aria-label={etiqueta} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
