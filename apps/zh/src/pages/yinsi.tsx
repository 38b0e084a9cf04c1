import { PrivacyTemplate } from "@site/ui/templates";
import { yinsiCopy } from "../copy/yinsi";

export function YinsiPage() {
  return <PrivacyTemplate copy={yinsiCopy} />;
}
