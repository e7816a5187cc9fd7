import type { ReactNode } from 'react';

/** A staff screen's heading, its one-line purpose and its main action. */
export function Encabezado({ titulo, texto, children }: { titulo: string; texto?: string; children?: ReactNode }) {
  return (
    <header className="admin-head">
      <div>
        <h1>{titulo}</h1>
        {texto && <p className="muted">{texto}</p>}
      </div>
      {children && <div className="admin-head__actions">{children}</div>}
    </header>
  );
}
