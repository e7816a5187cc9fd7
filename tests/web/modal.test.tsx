import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../web/src/ui/Modal';
import { despejar } from './support';

afterEach(despejar);

/** A page with its own root, a sticky bar (its own stacking context) and the modal opened from it. */
function Pagina({ inicial = false, onClose = () => {} }: { inicial?: boolean; onClose?: () => void }) {
  const [abierto, setAbierto] = useState(inicial);
  return (
    <main id="pagina">
      <section className="booking-bar">
        <button type="button" onClick={() => setAbierto(true)}>
          Abrir
        </button>
        <Modal
          open={abierto}
          title="Agenda tu cita"
          variant="sheet"
          onClose={() => {
            onClose();
            setAbierto(false);
          }}
        >
          <input aria-label="Motivo" />
        </Modal>
      </section>
    </main>
  );
}

describe('Modal', () => {
  it('is drawn as a child of document.body, outside the page that opened it', () => {
    const { container } = render(<Pagina />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Agenda tu cita' });
    expect(dialog.closest('#pagina')).toBeNull();
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('keeps its manners through the portal: modal, focus in and trapped, scroll locked, Escape closes, focus back', () => {
    const onClose = vi.fn();
    render(<Pagina onClose={onClose} />);
    const abrir = screen.getByRole('button', { name: 'Abrir' });
    abrir.focus();
    fireEvent.click(abrir);
    const dialog = screen.getByRole('dialog', { name: 'Agenda tu cita' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const cerrar = screen.getByRole('button', { name: 'Cerrar' });
    expect(document.activeElement).toBe(cerrar);
    expect(document.body.style.overflow).toBe('hidden');
    // Tab from the last control goes back to the first
    screen.getByRole('textbox', { name: 'Motivo' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cerrar);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(abrir);
  });

  it('draws nothing on the server, and an open one appears once the browser has hydrated the page', async () => {
    const html = renderToString(<Pagina inicial />);
    expect(html).not.toContain('dialog');
    expect(html).toContain('id="pagina"');

    const raiz = document.createElement('div');
    raiz.innerHTML = html;
    document.body.append(raiz);
    const errores = vi.fn();
    const consola = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(raiz, <Pagina inicial />, { onRecoverableError: errores });
    });
    try {
      const dialog = screen.getByRole('dialog', { name: 'Agenda tu cita' });
      expect(raiz.contains(dialog)).toBe(false);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' }));
      expect(errores).not.toHaveBeenCalled();
      expect(consola).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      raiz.remove();
    }
  });
});
