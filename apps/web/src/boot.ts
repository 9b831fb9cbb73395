import './zod-jitless.ts';
import { holdEarlyInput, releaseEarlyInput } from './app/early-input.ts';
import { PAGE_DATA_ID } from './i18n/page-data-id.ts';
import './index.css';

/**
 * The page's first script (docs/decisions/033-server-rendered-first-screens.md). A page the server
 * rendered is already on screen: the app (main.tsx) starts after the browser has painted it, so
 * its download and start-up never come before the first paint; until the app has taken the markup
 * over, taps on its buttons and forms are held and then played (app/early-input.ts, decision 032).
 * Any other page starts the app at once. Should the app fail to load, nothing is held any longer.
 */
const start = () =>
  import('./main.tsx').then(
    (app) => app.appStarted.then(releaseEarlyInput),
    (error: unknown) => {
      void releaseEarlyInput();
      throw error;
    },
  );

if (document.getElementById(PAGE_DATA_ID)) {
  holdEarlyInput();
  requestAnimationFrame(() => setTimeout(start, 0));
} else void start();
