import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { SiteShell, type SiteShellProps } from "../shell";
import { shellProps } from "./shell-sample";

/** The Chinese shell around a page heading, with a user; `props` replace the sample's. */
export function renderShell(props: Partial<SiteShellProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter>
      <SiteShell {...shellProps()} {...props}>
        <h1>页面</h1>
      </SiteShell>
    </MemoryRouter>,
  );
  return { user, ...result };
}
