import { CultureTemplate } from "@site/ui/templates";
import { qiyewenhuaCopy } from "../copy/qiyewenhua";

export function QiyewenhuaPage() {
  return <CultureTemplate copy={qiyewenhuaCopy} />;
}
