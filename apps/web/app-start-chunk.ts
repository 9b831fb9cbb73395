import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const BOOT = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
const APP = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** `from` and every module it imports statically, at any depth (dynamic imports are where it stops). */
function staticGraph(from: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const waiting = [from];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    waiting.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for the app's start (docs/decisions/031-web-bundle.md, "Fewer scripts"): every module
 * src/main.tsx imports statically, less those the page's first script (src/boot.ts) imports itself.
 * They are all downloaded before the app runs, whatever page is opened. Left to itself,
 * Rolldown cuts that graph into a chunk per set of importers: a module main.tsx shares with a lazy
 * page becomes a chunk of its own, as if the page could load without the app, and / fetched 35 of
 * them, most a few hundred bytes of code carrying as many bytes of response headers. A lazy page
 * now imports what it shares with the app from the app's chunk, already there when it loads.
 *
 * main.tsx itself stays out, in a chunk of its own that imports this one: its top-level `await`
 * waits for the first page's code, and that code imports this chunk; were main.tsx in it, the page
 * would wait for main.tsx to finish and main.tsx for the page, for ever (every page but the home
 * page, whose code main.tsx imports statically, stayed blank). No other module of the start may
 * await a lazy page's code at its top level for the same reason.
 *
 * A `codeSplitting` group's name function: it returns the chunk's name for the modules of the
 * start and null for any other (Rolldown splits those as before).
 */
export function appStartChunk(name: string) {
  let start: Set<string> | undefined;
  return (id: string, context: ChunkingContext): string | null => {
    if (start === undefined) {
      const boot = staticGraph(BOOT, context);
      start = new Set([...staticGraph(APP, context)].filter((module) => module !== APP && !boot.has(module)));
    }
    return start.has(id) ? name : null;
  };
}
