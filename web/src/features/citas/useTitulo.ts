import { useEffect } from 'react';

/** Sets the document title while the screen is shown. */
export function useTitulo(titulo: string) {
  useEffect(() => {
    document.title = titulo;
  }, [titulo]);
}
