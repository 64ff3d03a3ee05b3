import { HelpClassCards } from '@/features/cms/components/help-class-cards';
import { HelpLayout } from '@/features/cms/components/help-layout';

/** /cms/help: the class menu and every class's articles. */
export function HelpCentrePage() {
  return (
    <HelpLayout crumbs={[]}>
      <HelpClassCards />
    </HelpLayout>
  );
}
