export { type CertificateContent, contentHash, renderCertificatePdf } from './certificate-pdf';
export { workOrderRoutes } from './work-orders.routes';
