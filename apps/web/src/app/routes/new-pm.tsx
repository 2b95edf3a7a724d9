import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function NewPmRoute() {
  return (
    <section className="grid gap-6">
      <PageHeader
        title="New PM Task"
        description="Creating preventive maintenance tasks here is being optimized and will be available soon."
      />
      <div>
        <Button asChild variant="outline">
          <Link to="/preventive-maintenance">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Preventive Maintenance
          </Link>
        </Button>
      </div>
    </section>
  );
}
