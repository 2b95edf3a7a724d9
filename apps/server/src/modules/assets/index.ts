export { assetRoutes } from './assets.routes';
