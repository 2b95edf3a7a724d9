export { downSinceSql } from './assets.queries';
export { assetRoutes } from './assets.routes';
