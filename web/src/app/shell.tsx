/**
 * The frame every public page starts with (skip link, header, an empty main, footer), rendered
 * to HTML at build time by web/build/shell.ts and put inside index.html's #root: the browser
 * paints it as soon as the HTML arrives, before any JavaScript, and React's first render draws
 * the same frame over it. Never imported by the app.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { textosComun } from '../i18n/es/comun';
import PublicLayout from './layouts/PublicLayout';

export { PRECARGAS } from '../../../common/primeras-lecturas';

export function renderShell(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  // React hoists a preload of the logo; index.html already loads it with the header
  return html.replace(/^(<link [^>]*>)+/, '');
}

/** Texts the script of index.html needs to fit the frame to the visit (web/build/precarga.js). */
export const textosArranque = { miPanel: textosComun.nav.miPanel };
