/** What other features use of reports: the Report button and its dialog (gig page, profile, chat). */
export { ReportButton } from './components/report-button.tsx';
