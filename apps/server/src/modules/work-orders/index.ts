export { type CertificateContent, contentHash, renderCertificatePdf } from './certificate-pdf';
export { createWorkOrderInTransaction } from './create-work-order';
export { workOrderRoutes } from './work-orders.routes';
