import { AppLink } from "./lib/app-link";
import { PageSection, PageTitle } from "./page";
import "./not-found.css";

export interface NotFoundViewProps {
  title: string;
  message: string;
  homeHref: string;
  homeLabel: string;
}

/** The edition's "page not found" view (D1), also used for a news item that no longer exists (D3). */
export function NotFoundView({ title, message, homeHref, homeLabel }: NotFoundViewProps) {
  return (
    <PageSection className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageTitle id="not-found-title">{title}</PageTitle>
      <p className="not-found__message">{message}</p>
      <p>
        <AppLink className="not-found__link" href={homeHref}>
          {homeLabel}
        </AppLink>
      </p>
    </PageSection>
  );
}
