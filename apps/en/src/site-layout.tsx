import { useFormActions, useShellData } from "@site/api/page-data";
import { SiteShell } from "@site/ui/shell";
import type { ReactNode } from "react";
import { complaintSetup } from "./copy/complaint";
import { shellCopy } from "./copy/shell";

export function SiteLayout({ children }: { children: ReactNode }) {
  const { complaint } = useFormActions();
  return (
    <SiteShell copy={shellCopy} {...useShellData()} complaint={{ ...complaintSetup, ...complaint }}>
      {children}
    </SiteShell>
  );
}
