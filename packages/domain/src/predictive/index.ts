export * from './assess';
export * from './crow-amsaa';
export * from './history';
export * from './pm-interval';
export * from './predictive.schema';
export * from './random';
export * from './weibull';
export * from './run-hours';
