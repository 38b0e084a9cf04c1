import { DocumentMeta } from "@site/api/app";
import { NotFoundView } from "@site/ui/not-found";
import { notFoundCopy, siteName } from "../copy";

export function NotFoundPage() {
  return (
    <>
      <DocumentMeta title={`${notFoundCopy.title} | ${siteName}`} />
      <NotFoundView {...notFoundCopy} />
    </>
  );
}
