import { useProfileData } from "@site/api/page-data";
import { ProfileTemplate } from "@site/ui/templates";
import { aboutusCopy } from "../copy/aboutus";

export function AboutusPage() {
  return <ProfileTemplate data={{ profile: useProfileData() }} copy={aboutusCopy} />;
}
