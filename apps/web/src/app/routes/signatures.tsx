import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function SignaturesRoute() {
  return (
    <ScreenPlaceholder
      title="Signatures"
      description="Sign-offs of completed work and maintenance records by the people responsible."
    />
  );
}
