import { LocationsScreen } from '@/features/locations/components/locations-screen';

export default function LocationsRoute() {
  return <LocationsScreen />;
}
