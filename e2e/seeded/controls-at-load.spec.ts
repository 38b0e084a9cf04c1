import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { hydrate, openBeforeHydration } from "../support/held-scripts";

// Issue 24, items 2 and 6, against the real server: one tap on each control that needs script,
// made before the page's script has run, does the control's job once its island runs, within a
// second. (The menu and the dialogs open natively: controls-first-tap and
// consultation-first-tap.)
test.use({ apiFixtures: false });

function slides(region: Locator): Locator {
  return region.locator('[role="group"][aria-roledescription="slide"]');
}

/** Taps the control before hydration, lets the page run, and checks what the tap did. */
async function tapBeforeHydration(
  page: Page,
  path: string,
  control: (page: Page) => Locator,
  done: (page: Page) => Promise<void>,
) {
  const release = await openBeforeHydration(page, path);
  await control(page).click();
  await hydrate(page, release);
  await done(page);
}

test.describe("with motion reduced (no autoplay)", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const [name, slide] of [
    ["下一张", 1],
    ["上一张", 4],
  ] as const) {
    test(`the banner's ${name} tapped before the page runs moves it once`, async ({ page }) => {
      const banner = (page: Page) => page.getByRole("region", { name: "首页横幅" });
      await tapBeforeHydration(
        page,
        "/",
        (page) => banner(page).getByRole("button", { name, exact: true }),
        async (page) => {
          await expect(slides(banner(page)).nth(slide)).toHaveAttribute("data-state", "active", {
            timeout: 1000,
          });
        },
      );
    });
  }

  test("the video carousel's 下一张 tapped before the page runs moves it once", async ({
    page,
  }) => {
    const videos = (page: Page) => page.getByRole("region", { name: "集团视频" });
    await tapBeforeHydration(
      page,
      "/",
      (page) => videos(page).getByRole("button", { name: "下一张", exact: true }),
      async (page) => {
        await expect(slides(videos(page)).nth(1)).toHaveAttribute("data-active", "", {
          timeout: 1000,
        });
      },
    );
  });
});

test("the banner's pause tapped before the page runs stops it", async ({ page }) => {
  const banner = (page: Page) => page.getByRole("region", { name: "首页横幅" });
  await tapBeforeHydration(
    page,
    "/",
    (page) => banner(page).getByRole("button", { name: "暂停轮播" }),
    async (page) => {
      await expect(banner(page).getByRole("button", { name: "开始轮播" })).toBeVisible({
        timeout: 1000,
      });
    },
  );
});

test("the accounting experts' 展开全部专家 tapped before the page runs shows every expert", async ({
  page,
}) => {
  const region = (page: Page) => page.getByRole("region", { name: "资深专家" });
  await tapBeforeHydration(
    page,
    "/kuaiji",
    (page) => region(page).getByRole("button", { name: "展开全部专家" }),
    async (page) => {
      await expect(region(page).getByRole("button", { name: "收起" })).toBeVisible({
        timeout: 1000,
      });
      await expect
        .poll(() => region(page).getByRole("heading", { level: 3 }).count())
        .toBeGreaterThan(8);
    },
  );
});

test("the association's 展开全部 tapped before the page runs shows every partner", async ({
  page,
}) => {
  const region = (page: Page) => page.getByRole("region", { name: "合作概览" });
  await tapBeforeHydration(
    page,
    "/shangxiehui",
    (page) => region(page).getByRole("button", { name: "展开全部" }),
    async (page) => {
      await expect(region(page).getByRole("button", { name: "收起" })).toBeVisible({
        timeout: 1000,
      });
      await expect.poll(() => region(page).getByRole("listitem").count()).toBeGreaterThan(9);
    },
  );
});
