import { menuEn, menuZh, type ClassifyNode } from "@site/api/fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import type { Box } from "../support/boxes";

// Issue 14: the header never overlaps. Menu labels come from the backend: the seeded ones stay
// on one line, unshortened, at every desktop width; labels of up to 10 CJK or 22 Latin
// characters with an icon each are shortened, keep their full text as the link's name and
// tooltip, and never cover the brand, each other or the language switcher.

const widths = [1200, 1280, 1366, 1440, 1920];
const editions = [
  {
    lang: "zh",
    home: "/",
    nav: "主导航",
    other: "English",
    menu: menuZh,
    long: "跨境综合服务事业中心",
  },
  {
    lang: "en",
    home: "/indexE",
    nav: "Main",
    other: "中文",
    menu: menuEn,
    long: "International Services",
  },
] as const;

/** The boxes of the header's parts: brand, each top-level nav item, the language switcher. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const box = (name: string, el: Element | null) => {
      const rect = el!.getBoundingClientRect();
      return { name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const header = document.querySelector("header")!;
    return [
      box("brand", header.querySelector(".ui-header__brand")),
      ...[...header.querySelectorAll(".ui-nav__list > li")].map((item, i) =>
        box(`item ${i + 1}`, item),
      ),
      box("language", header.querySelector(".ui-header__lang")),
    ];
  });
}

function expectNoOverlap(boxes: Box[]): void {
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    expect(a.right, `${a.name} ends before ${b.name} starts`).toBeLessThanOrEqual(b.left + 0.5);
  }
  expect(boxes[0]!.left).toBeGreaterThanOrEqual(0);
}

/** Each top-level link and the other edition's link answer a click at their centre. */
async function expectClickable(page: Page, otherLabel: string): Promise<void> {
  const missed = await page.evaluate((other) => {
    const targets = [
      ...document.querySelectorAll<HTMLElement>("header .ui-nav__list > li > .ui-nav__link"),
      [...document.querySelectorAll<HTMLElement>("header a")].find(
        (a) => a.textContent?.trim() === other,
      )!,
    ];
    return targets
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(
          rect.left + rect.width / 2,
          rect.top + rect.height / 2,
        );
        return !hit || !el.contains(hit);
      })
      .map((el) => el.textContent);
  }, otherLabel);
  expect(missed).toEqual([]);
}

/** Labels shown in full (not shortened) and on one line. */
function shortenedOrWrapped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("header .ui-nav__label")]
      .filter((label) => {
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        return label.scrollWidth > label.clientWidth + 0.5 || label.offsetHeight > lineHeight * 1.5;
      })
      .map((label) => label.textContent ?? ""),
  );
}

/** The submenu toggles' sizes, where one is under 24 px either way (WCAG 2.5.8, for a finger). */
function smallToggles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("header .ui-nav__toggle")]
      .map((toggle) => toggle.getBoundingClientRect())
      .filter((box) => box.width < 24 || box.height < 24)
      .map((box) => `${box.width}x${box.height}`),
  );
}

test.describe("seeded menu", () => {
  test.use({ apiFixtures: false });
  for (const edition of editions) {
    for (const width of widths) {
      test(`${edition.lang} at ${width}px: every label on one line, in full, nothing overlaps, toggles 24 px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(edition.home);
        await expect(page.getByRole("navigation", { name: edition.nav })).toBeVisible();
        expect(await shortenedOrWrapped(page)).toEqual([]);
        expectNoOverlap(await headerBoxes(page));
        await expectClickable(page, edition.other);
        expect(await smallToggles(page)).toEqual([]);
      });
    }
  }
});

const icon =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="#a4161a"/></svg>',
  );

function withLongLabels(menu: readonly ClassifyNode[], label: string): ClassifyNode[] {
  return menu.map((node) => ({ ...node, label, classifyImg: icon, classifyImg2: icon }));
}

for (const edition of editions) {
  for (const width of widths) {
    test(`${edition.lang} at ${width}px: long labels with icons are shortened, named in full, and overlap nothing`, async ({
      page,
    }) => {
      const menu = withLongLabels(edition.menu, edition.long);
      await page.route("**/TckgClassify/treeselect**", (route) =>
        // The Chinese answer nests its payload one level deeper (spec 7.1).
        route.fulfill({
          json:
            edition.lang === "zh"
              ? { code: 200, msg: "操作成功", data: { code: 200, msg: "操作成功", data: menu } }
              : { code: 200, msg: "操作成功", data: menu },
        }),
      );
      await page.setViewportSize({ width, height: 900 });
      await page.goto(edition.home);
      const nav = page.getByRole("navigation", { name: edition.nav });
      await expect(nav.getByRole("link", { name: edition.long }).first()).toBeVisible();
      expectNoOverlap(await headerBoxes(page));
      await expectClickable(page, edition.other);
      const links = nav.locator(".ui-nav__list > li > .ui-nav__link");
      await expect(links).toHaveCount(menu.length);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("title", edition.long);
        await expect(link).toHaveAccessibleName(edition.long);
      }
      await page.getByRole("link", { name: edition.other, exact: true }).click();
      await expect(page).not.toHaveURL(new RegExp(`${edition.home}$`));
    });
  }
}
