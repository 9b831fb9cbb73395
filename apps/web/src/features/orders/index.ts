/** The public face of the web orders feature: what other features show of an order (the operator's dispute desk). */
export { OriginalityEvidence } from './components/originality-evidence.tsx';
export { BriefSummary } from './components/brief-summary.tsx';
