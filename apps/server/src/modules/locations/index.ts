export { type AssetPlace, placeAtLocation, placeAtNames } from './location-tree-writes';
export { locationRoutes } from './locations.routes';
