/**
 * Zod probes `new Function('')` to compile its object parsers; the site's Content Security Policy
 * has no 'unsafe-eval', so the probe would be reported as a CSP violation in every page that
 * validates a form. Zod reads its settings from globalThis.__zod_globalConfig when it loads. This
 * module is boot.ts's first import, so it runs before any other module of the page, and Zod comes
 * later still, with the pages that use it (never in the first script's graph nor the app's start).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
