export { meterRoutes } from './meters.routes';
