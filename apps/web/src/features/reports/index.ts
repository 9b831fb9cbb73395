/** What other features use of reports (issue 17): the Report button and its dialog (gig page, profile, chat). */
export { ReportButton } from './components/report-button.tsx';
