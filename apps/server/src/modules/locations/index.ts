export {
  type AssetPlace,
  type LocationStep,
  countMissingLocations,
  placeAtLocation,
  placeAtNames,
} from './location-tree-writes';
export { locationRoutes } from './locations.routes';
