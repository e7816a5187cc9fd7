// Every test file starts from an empty world (mundo-nuevo.ts) in the run's one runtime.
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { mundoNuevo } from './mundo-nuevo';

// the Worker's module state (isolate copies, remembered versions, the outbox's group) is re-made
vi.resetModules();
await mundoNuevo(env);
