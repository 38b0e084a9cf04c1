import { SchoolEnterpriseTemplate, type SchoolEnterpriseTemplateCopy } from "@site/ui/templates";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function SchoolEnterprisePage() {
    return <SchoolEnterpriseTemplate copy={copy} />;
  }) satisfies PageView<SchoolEnterpriseTemplateCopy>;
