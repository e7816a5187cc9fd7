/**
 * What the web's `react-router-dom` is (web/build/enrutador.ts points the app's imports here):
 * the library as it is, with the app's lighter `Link` and `NavLink` (./enlaces.tsx).
 */
export * from 'react-router-dom';
export { Link, NavLink } from './enlaces';
