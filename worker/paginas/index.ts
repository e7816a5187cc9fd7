/** The public pages whose first screen the Worker draws. */
export { paginas } from './rutas';
