import type { Db } from './db/conexion';

/** What wrangler.toml and the secrets bind. */
export type Bindings = {
  DB: D1Database;
  IMAGES: R2Bucket;
  /** Cloudflare Images: makes the lists' small WebP variants (lib/image-variants.ts); without it lists get originals */
  RESIZE?: ImagesBinding;
  /** the built PWA (web/dist); absent in worker unit tests */
  ASSETS?: Fetcher;
  /** comma-separated origins allowed by CORS */
  CORS_ORIGINS?: string;
  /** "local" enables local-only conveniences (demo data, mail viewer, cron trigger, payment sandbox) */
  APP_ENV?: string;
  /** public URL of the app, used in e-mails and payment redirects */
  APP_URL?: string;
  WOMPI_PUBLIC_KEY?: string;
  WOMPI_INTEGRITY_SECRET?: string;
  WOMPI_EVENTS_SECRET?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Cloudflare Turnstile (lib/turnstile.ts): the widget's site key (a var) and the siteverify secret */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** breached-password check (lib/filtraciones.ts): "hibp" asks Have I Been Pwned in local runs too */
  CLAVES_FILTRADAS?: string;
  /** the AES-256-GCM key (32 bytes, base64) that seals the two-step secrets at rest (lib/cifrado.ts) */
  DOS_PASOS_CLAVE?: string;
  /** during a key rotation, the previous DOS_PASOS_CLAVE: what it sealed still opens, and is sealed again (lib/rotar-clave.ts) */
  DOS_PASOS_CLAVE_ANTERIOR?: string;
  /** WhatsApp Cloud API (lib/whatsapp.ts): the sending number's id and a Bearer token */
  WHATSAPP_PHONE_ID?: string;
  WHATSAPP_TOKEN?: string;
  /** the outbox's queue (worker/mensajes/cola.ts): a message names a row and the claim it holds */
  MENSAJES?: Queue<{ id: number; ficha: string }>;
};

/** The caller, when a valid session came with the request. Never carries password material. */
export type CuentaDeSesion = { id: number; rol: number; email: string; activo: number; sessionId: number };

export type Variables = {
  db: Db;
  user: CuentaDeSesion | null;
  /** a token came but opens no session (ended, idle too long, closed): lib/auth.ts answers 401 `sesion_vencida` */
  sesionVencida: boolean;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
