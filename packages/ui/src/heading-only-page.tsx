import { PageSection, PageTitle } from "./page";

/** A route whose page is not composed yet shows its title as the page's one h1. */
export function HeadingOnlyPage({ route }: { route: { title: string } }) {
  return (
    <PageSection>
      <PageTitle>{route.title}</PageTitle>
    </PageSection>
  );
}
