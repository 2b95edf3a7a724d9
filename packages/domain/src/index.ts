export * from './auth/auth.schema';
export * from './auth/display-name';
export * from './auth/roles';
export * from './common/api.schema';
export * from './common/constants';
export * from './common/enums';
export * from './layout/breakpoints';
