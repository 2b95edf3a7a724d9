import { PageHeader } from '@/components/page-header';
import { ApiTokensScreen } from '@/features/api-tokens';

/** /settings/api-tokens — personal API tokens for scripts; admins also see everyone's. */
export default function ApiTokensRoute() {
  return (
    <section className="grid grid-cols-1 gap-6">
      <PageHeader
        title="API tokens"
        description="Let a script or another system use the Plantwise API as you, without your password. Each token is shown once when it is created."
      />
      <ApiTokensScreen />
    </section>
  );
}
