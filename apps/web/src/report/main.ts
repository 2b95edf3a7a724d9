import './report.css';
import { mountReportPage } from './report-page';

const root = document.getElementById('report-root');
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
if (root) mountReportPage(root, token);
