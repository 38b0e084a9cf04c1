import { useFormActions, useShellData } from "@site/api/page-data";
import { SiteShell } from "@site/ui/shell";
import type { ReactNode } from "react";
import { complaintDialogCopy } from "./copy/complaint";
import { privacyHref } from "./copy/consult";
import { shellCopy } from "./copy/shell";

export function SiteLayout({ children }: { children: ReactNode }) {
  const actions = useFormActions();
  return (
    <SiteShell
      copy={shellCopy}
      {...useShellData()}
      complaint={{
        lang: "zh",
        copy: complaintDialogCopy,
        privacyHref,
        onUpload: actions.uploadImage,
        onSubmit: actions.submitComplaint,
      }}
    >
      {children}
    </SiteShell>
  );
}
