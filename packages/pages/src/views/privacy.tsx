import { PrivacyTemplate, type PrivacyTemplateCopy } from "@site/ui/templates";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function PrivacyPage() {
    return <PrivacyTemplate copy={copy} />;
  }) satisfies PageView<PrivacyTemplateCopy>;
