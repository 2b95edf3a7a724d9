import { GlassRegisterScreen } from '@/features/compliance';

export default function GlassRegisterRoute() {
  return <GlassRegisterScreen />;
}
