// @vitest-environment node
// Pages will render on a server later: every part A component must render without a DOM
// (no window or document during render; effects do not run here).
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BannerCarousel, VideoCarousel } from "../carousel";
import { ComplaintDialog, ConsultDialog, ConsultTrigger, Toast } from "../dialogs";
import { RichText } from "../rich-text";
import { SiteShell } from "../shell";
import { bannerCopy, bannerSlides, videoCopy, videoSlides } from "./carousel-sample";
import { complaintCopy, consultCopy } from "./dialog-sample";
import { shellProps } from "./shell-sample";

const noop = async () => true;

describe("server rendering", () => {
  it("renders the shell with its dialogs and carousels to HTML", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteShell
          {...shellProps()}
          complaintDialog={
            <ComplaintDialog
              lang="zh"
              copy={complaintCopy.zh}
              privacyHref="/yinsi"
              onUpload={async () => null}
              onSubmit={noop}
            />
          }
        >
          <BannerCarousel slides={bannerSlides} copy={bannerCopy} />
          <VideoCarousel videos={videoSlides} copy={videoCopy} />
          <ConsultTrigger label={consultCopy.zh.trigger} />
          <ConsultDialog
            lang="zh"
            copy={consultCopy.zh}
            privacyHref="/yinsi"
            onSubmit={noop}
            action="/"
          />
          <RichText html="<p>简介</p><script>x()</script>" />
          <Toast message={null} />
        </SiteShell>
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="主导航"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("立即咨询");
    expect(html).toContain('commandfor="complaint-dialog"');
    expect(html).toContain('<dialog id="complaint-dialog"');
    expect(html).toContain("简介");
    expect(html).not.toContain("<script>");
  });

  it("renders an open dialog to HTML", () => {
    const html = renderToString(
      <MemoryRouter>
        <ConsultDialog
          lang="en"
          copy={consultCopy.en}
          privacyHref="/yinsiE"
          onSubmit={noop}
          action="/indexE"
          defaultOpen
        />
      </MemoryRouter>,
    );
    expect(html).toContain("Online consultation");
  });
});
