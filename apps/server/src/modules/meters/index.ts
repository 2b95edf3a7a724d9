export { meterRoutes } from './meters.routes';
export { assertReadableFromLabel, listReadableMeters } from './public-meters';
export { recordReading, recordReadingIn } from './record-reading';
