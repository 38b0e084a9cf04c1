import { useNewsDetail } from "@site/api/page-data";
import { DetailTemplate } from "@site/ui/templates";
import { useSearchParams } from "react-router";
import { contentCopy } from "../copy/content";

export function ContentPage() {
  const [search] = useSearchParams();
  return <DetailTemplate data={{ detail: useNewsDetail(search.get("id")) }} copy={contentCopy} />;
}
