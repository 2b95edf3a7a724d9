export { glassRegisterRoutes } from './glass-register.routes';
export { glassChecksOfPeriod } from './glass-checks-of-period';
export { glassIncidentsOfPeriod } from './list-glass-incidents';
export { type GlassClose, glassCloseSeal } from './glass-close-seal';
