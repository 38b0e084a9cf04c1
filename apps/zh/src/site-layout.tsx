import type { ReactNode } from "react";

// The full site shell (navigation, side bar, footer) arrives with the component library.
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
