import os from 'node:os';

/** The figures bench/web.ts keeps of a Lighthouse run, the median run of a page, and the table it prints. */

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100 } as const;

export interface LcpFigures {
  element: string;
  /** Time to first byte, resource load delay, resource load duration, element render delay, in ms. */
  phases: Record<string, number>;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /**
   * Lighthouse's measure of the host's CPU at that run (environment.benchmarkIndex): simulated
   * throttling multiplies what this CPU took, so the same build scores lower on a slower or busier host.
   */
  benchmarkIndex: number;
  /** Audits below full marks (accessibility, best practices, SEO) and the performance insights that flag something. */
  failing: string[];
  lcp: LcpFigures;
}

export interface PageResult {
  page: string;
  path: string;
  runs: RunFigures[];
}

interface AuditLike {
  details?: unknown;
}

/** Walks an audit's details for the LCP phases ({subpart, duration} rows) and the element's snippet. */
export function lcpBreakdown(lhr: { audits: Record<string, AuditLike> }): LcpFigures {
  const phases: Record<string, number> = {};
  let element = '';
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.subpart === 'string' && typeof record.duration === 'number')
      phases[record.subpart] = Math.round(record.duration);
    if (record.type === 'node' && typeof record.snippet === 'string' && !element)
      element = record.snippet.slice(0, 160);
    Object.values(record).forEach(visit);
  };
  visit(lhr.audits['lcp-breakdown-insight']?.details);
  if (!element) visit(lhr.audits['largest-contentful-paint-element']?.details);
  return { element, phases };
}

const median = (runs: RunFigures[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;

export function passes(run: RunFigures): boolean {
  return (
    run.performance >= LIGHTHOUSE_TARGETS.performance &&
    run.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
    run.bestPractices >= LIGHTHOUSE_TARGETS.bestPractices &&
    run.seo >= LIGHTHOUSE_TARGETS.seo
  );
}

/** The median run of each page (by performance score; the others' scores are shown as min-max) and a Markdown table. */
export function summarize(
  results: PageResult[],
  about: { lighthouseVersion: string; browserVersion: string; runs: number },
) {
  const pages = results.map((result) => ({ ...result, median: median(result.runs) }));
  const range = (values: number[]) =>
    Math.min(...values) === Math.max(...values) ? '' : ` (${Math.min(...values)}-${Math.max(...values)})`;
  const rows = pages.map(({ path, runs, median: m }) =>
    [
      path.startsWith('/gig/') ? '/gig/{id}' : path,
      `${m.performance}${range(runs.map((r) => r.performance))}`,
      m.accessibility,
      m.bestPractices,
      m.seo,
      `${(m.fcpMs / 1000).toFixed(1)} s`,
      `${(m.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      Math.round(m.transferKiB),
      passes(m) ? 'pass' : 'FAIL',
    ].join(' | '),
  );
  const indexes = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
  const host =
    indexes.length > 0
      ? `, host benchmark index ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`
      : '';
  const table = [
    `Lighthouse ${about.lighthouseVersion}, Chromium ${about.browserVersion}, mobile, simulated ` +
      `throttling; median of ${about.runs} runs by performance (range in brackets). ` +
      `${new Date().toISOString().slice(0, 16)}Z, ${process.platform}, ${navigatorCores()} cores${host}.`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | KiB transferred | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
  return { pages, table, passed: pages.every((page) => passes(page.median)) };
}

const navigatorCores = () => os.availableParallelism();
