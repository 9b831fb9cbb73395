import { PAGE_DATA_ID } from './i18n/page-data-id.ts';
import './index.css';

/**
 * The page's first script (docs/decisions/033-server-rendered-first-screens.md). A page the server
 * rendered is already on screen: the app (main.tsx) starts after the browser has painted it, so
 * its download and start-up never come before the first paint. Any other page starts the app at once.
 */
const start = () => import('./main.tsx');

if (document.getElementById(PAGE_DATA_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
