export { meterRoutes } from './meters.routes';
export { recordReadingInTransaction } from './record-reading';
