import { BugIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

function FailingComponent(): never {
  throw new Error('Simulated render error from the Internal Simulation screen');
}

export default function InternalSimulationRoute() {
  const [failing, setFailing] = useState(false);
  return (
    <section className="grid max-w-3xl gap-6">
      <PageHeader
        title="Internal Simulation"
        description="Internal diagnostic tools for checking how the application handles failures."
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Render error</h2>
          </CardTitle>
          <CardDescription>
            Throws an error while this screen renders, to show the Application Error screen and its error ID.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setFailing(true)}>
            <BugIcon aria-hidden="true" />
            Simulate render error
          </Button>
          {failing && <FailingComponent />}
        </CardContent>
      </Card>
    </section>
  );
}
