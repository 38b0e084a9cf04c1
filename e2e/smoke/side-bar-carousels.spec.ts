import type { Locator } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { serveMedia } from "../support/page-helpers";

// Issue 28, defect 2: the fixed side bar stands 24px or more from every carousel control (the
// banner's arrows, rotation control and dots, the video carousel's) at every desktop width.
// The bar is fixed and the page scrolls, so the gap is measured across, whatever the height.

const widths = [1200, 1280, 1366, 1440, 1600, 1920, 2560];
const minGap = 24;

const editions = [
  { path: "/", sideBar: "快捷服务", carousels: ["首页横幅", "集团视频"] },
  { path: "/indexE", sideBar: "Quick links", carousels: ["Highlights", "Group videos"] },
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

for (const width of widths) {
  for (const edition of editions) {
    test(`at ${width}px the side bar stands ${minGap}px or more from ${edition.path}'s carousel controls`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveMedia(page);
      await page.goto(edition.path);
      const bar = await boxOf(page.getByRole("complementary", { name: edition.sideBar }));
      let measured = 0;
      for (const name of edition.carousels) {
        const carousel = page.getByRole("region", { name });
        await expect(carousel).toBeVisible();
        const controls = carousel.getByRole("button");
        await expect(controls.first()).toBeVisible();
        for (const control of await controls.all()) {
          if (!(await control.isVisible())) continue;
          const box = await boxOf(control);
          const label = (await control.getAttribute("aria-label")) ?? "a control";
          expect(
            bar.x - (box.x + box.width),
            `${name}: ${label} stands ${Math.round(bar.x - (box.x + box.width))}px from the side bar`,
          ).toBeGreaterThanOrEqual(minGap);
          measured++;
        }
      }
      // Both carousels' arrows at least.
      expect(measured).toBeGreaterThanOrEqual(4);
    });
  }
}
