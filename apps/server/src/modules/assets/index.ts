export { ASSET_IS_DOWN, downSinceSql } from './assets.queries';
export { assetRoutes } from './assets.routes';
