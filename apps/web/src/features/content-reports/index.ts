// What other code uses of content reports: the 'Signaler' button of every reportable kind.
export { ReportButton } from './components/report-button';
