import { useCompositionData } from "@site/api/page-data";
import { CompositionTemplate } from "@site/ui/templates";
import { jituangouchengCopy } from "../copy/jituangoucheng";

export function JituangouchengPage() {
  return <CompositionTemplate data={{ items: useCompositionData() }} copy={jituangouchengCopy} />;
}
