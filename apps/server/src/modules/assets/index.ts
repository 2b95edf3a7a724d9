export { assetRoutes } from './assets.routes';
export { downSinceSql } from './assets.queries';
