import { AssetsScreen } from '@/features/assets/components/assets-screen';

export default function AssetsRoute() {
  return <AssetsScreen />;
}
