// Zod probes `new Function('')` to compile its object parsers; the site's Content Security Policy
// has no 'unsafe-eval', so the probe is reported as a CSP violation in every page. Zod reads its
// settings from globalThis.__zod_globalConfig; this module script comes before the app's entry in
// index.html, and module scripts run in document order, so the setting is there before Zod loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
