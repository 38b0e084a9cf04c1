import type { Lang } from "@site/forms/lang";
import { createContext, use, type ReactNode } from "react";
import type { RouteTable } from "../routes";
import type { PublicSite } from "./public-site";
import type { SeoCopy } from "./seo-copy";

/** What every page's head is written from: the edition's words and where it is served. */
export interface HeadSetup {
  lang: Lang;
  siteName: string;
  seo: SeoCopy;
  routes: RouteTable;
  publicSite: PublicSite | null;
}

const HeadSetupContext = createContext<HeadSetup | null>(null);

export function HeadSetupProvider({ value, children }: { value: HeadSetup; children: ReactNode }) {
  return <HeadSetupContext value={value}>{children}</HeadSetupContext>;
}

export function useHeadSetup(): HeadSetup {
  const value = use(HeadSetupContext);
  if (!value) throw new Error("A page head must be rendered inside <HeadSetupProvider>.");
  return value;
}
