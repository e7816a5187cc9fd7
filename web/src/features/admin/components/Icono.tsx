/** Small line icons for the staff tables (decorative: the button names say what they do). */
const TRAZOS = {
  editar: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  eliminar: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  candado: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  abierto: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 7.5-2',
  imagen: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
} as const;

export function Icono({ nombre }: { nombre: keyof typeof TRAZOS }) {
  return (
    <svg
      className="admin-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={TRAZOS[nombre]} />
    </svg>
  );
}
