export {
  type AssetPlace,
  countMissingLocations,
  placeAtLocation,
  placeAtNames,
} from './location-tree-writes';
export { locationRoutes } from './locations.routes';
