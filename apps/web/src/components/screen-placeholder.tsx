import { PageHeader } from './page-header';

/** A registered screen whose content a later module builds: its title and what it will hold. */
export function ScreenPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <section className="grid gap-6">
      <PageHeader title={title} description={description} />
    </section>
  );
}
