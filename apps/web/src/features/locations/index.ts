// The asset screens choose and show locations with these; the tree screen is loaded by its route
// (app/routes/locations.tsx) as a chunk of its own.
export { locationsQueryOptions, useLocations } from './api/get-locations';
export { locationKeys } from './api/query-keys';
export { LocationPicker } from './components/location-picker';
export { MySitesSection } from './components/my-sites-section';
