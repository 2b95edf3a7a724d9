export {
  type AssetPlace,
  countMissingLocations,
  type LocationStep,
  placeAtLocation,
  placeAtNames,
} from './location-tree-writes';
export { locationRoutes } from './locations.routes';
