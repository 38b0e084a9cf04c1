import { useHistoryData } from "@site/api/page-data";
import { HistoryTemplate } from "@site/ui/templates";
import { fazhanlichengCopy } from "../copy/fazhanlicheng";

export function FazhanlichengPage() {
  return <HistoryTemplate data={{ milestones: useHistoryData() }} copy={fazhanlichengCopy} />;
}
