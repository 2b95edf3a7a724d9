import { SignaturesScreen } from '@/features/records';

export default function SignaturesRoute() {
  return <SignaturesScreen />;
}
