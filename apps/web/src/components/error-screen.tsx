import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

export interface ErrorScreenProps {
  errorId: string;
  context: string;
  onRetry: () => void;
}

/** The 'Application Error' screen of spec §2, shown when a screen fails to render. */
export function ErrorScreen({ errorId, context, onRetry }: ErrorScreenProps) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <Card className="w-full max-w-lg" role="alert" aria-labelledby="app-error-title">
        <CardHeader>
          <div className="flex items-center gap-3">
            <TriangleAlertIcon aria-hidden="true" className="size-6 shrink-0 text-destructive" />
            <CardTitle>
              <h1 id="app-error-title" className="text-xl">
                Application Error
              </h1>
            </CardTitle>
          </div>
          <CardDescription>Something went wrong while showing this screen.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Error ID</dt>
            <dd>
              <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono">{errorId}</code>
            </dd>
            <dt className="text-muted-foreground">Context</dt>
            <dd className="break-all">{context}</dd>
          </dl>
          <p className="text-muted-foreground">
            If the problem continues, contact your administrator and quote the error ID{' '}
            <span className="font-mono text-foreground">{errorId}</span>.
          </p>
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
          <Button variant="outline" asChild>
            <a href="/dashboard">Go to Dashboard</a>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
