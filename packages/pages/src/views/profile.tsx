import { ProfileTemplate, type ProfileTemplateCopy } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function ProfilePage() {
    return <ProfileTemplate data={usePageData("aboutus").data} copy={copy} />;
  }) satisfies PageView<ProfileTemplateCopy>;
