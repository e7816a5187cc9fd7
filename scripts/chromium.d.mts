/** scripts/chromium.mjs: how Chromium is launched (playwright-core's launch options). */
export declare const CHROMIUM: { executablePath: string; args: string[] };
