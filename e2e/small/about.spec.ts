import type { Locator } from "@playwright/test";
import { test } from "../support/api-fixtures";
import type { Box } from "../support/boxes";
import { en, zh, type Edition } from "../support/editions";
import { expect, openPage } from "../support/page-helpers";
import { deviceOf, smallScreens } from "../support/small-screens";
import { expectSwipeRow } from "../support/swipe-rows";

// D10 and issue 15 item 1 on the about pages: at a phone's and a tablet's width the offices of
// the global layout answer a tap as they answer a hover on the desktop, and the chairman's
// message, the timeline and the group's composition are laid out for the width.

const editions: { edition: Edition; headings: Record<string, string> }[] = [
  {
    edition: zh,
    headings: {
      "/quanqiubujv": "全球布局",
      "/fazhanlicheng": "发展历程",
      "/jituangoucheng": "集团构成",
      "/dongshizhang": "董事长致辞",
    },
  },
  {
    edition: en,
    headings: {
      "/quanqiubujv": "Global Presence",
      "/fazhanlicheng": "Our History",
      "/jituangoucheng": "Group Structure",
      "/dongshizhang": "Chairman's Message",
    },
  },
];

/** The rectangles of every element a locator matches, in page order. */
function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element, index) => {
      const box = element.getBoundingClientRect();
      const name = element.querySelector("h3")?.textContent ?? String(index);
      return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    }),
  );
}

/** Each box starts below the one before it, none beside another. */
function expectStacked(boxes: Box[]) {
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, box] of boxes.entries()) {
    const before = boxes[index - 1];
    if (before)
      expect(box.top, `${box.name} below ${before.name}`).toBeGreaterThanOrEqual(before.bottom);
  }
}

for (const screen of smallScreens) {
  const phone = screen.viewport.width < 768;

  test.describe(`${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(deviceOf(screen));

    for (const { edition, headings } of editions) {
      const officeName = edition === zh ? "addressZname" : "addressYname";
      const { addresses, staff } = edition.fixtures;
      const officeOf = (code: string) =>
        new RegExp(`^${addresses.find((row) => row.addressCode === code)![officeName]}`);
      const staffOf = (code: string) => staff.find((row) => row.staffCode === code)!.staffName;

      const globalLayout = edition.route("/quanqiubujv");
      test(`${globalLayout}: a tap on an office selects it, highlights its staff card and brings it into view`, async ({
        page,
        pageErrors,
      }) => {
        await openPage(page, globalLayout, headings["/quanqiubujv"]!);
        const main = page.getByRole("main");
        const highlighted = main.getByRole("article").and(main.locator('[aria-current="true"]'));
        await expect(highlighted).toHaveCount(0);

        // The last office's card is the farthest below the list of offices.
        const singapore = main.getByRole("button", { name: officeOf("SG") });
        await singapore.tap();
        await expect(singapore.locator("xpath=..")).toHaveAttribute("data-state", "active");
        await expect(highlighted).toHaveCount(1);
        await expect(highlighted).toHaveAccessibleName(staffOf("SG"));
        await expect(highlighted).toBeInViewport();

        // The selection stays after the tap and moves with the next one, back up the page.
        const shanghai = main.getByRole("button", { name: officeOf("SH") });
        await shanghai.scrollIntoViewIfNeeded();
        await expect(highlighted).toHaveAccessibleName(staffOf("SG"));
        await shanghai.tap();
        await expect(shanghai.locator("xpath=..")).toHaveAttribute("data-state", "active");
        await expect(singapore.locator("xpath=..")).toHaveAttribute("data-state", "idle");
        await expect(highlighted).toHaveAccessibleName(staffOf("SH"));
        await expect(highlighted).toBeInViewport();
        expect(pageErrors).toEqual([]);
      });

      test(`${globalLayout}: the offices sit above the staff cards, ${phone ? "a swipe row" : "two cards a row"}`, async ({
        page,
      }) => {
        await openPage(page, globalLayout, headings["/quanqiubujv"]!);
        const main = page.getByRole("main");
        const offices: Box[] = [];
        for (const address of addresses) {
          const name = officeOf(address.addressCode);
          const office = main.getByRole("button", { name }).or(main.getByRole("link", { name }));
          const box = (await office.boundingBox())!;
          offices.push({
            name: address.addressCode,
            left: box.x,
            right: box.x + box.width,
            top: box.y,
            bottom: box.y + box.height,
          });
        }
        const cards = await boxesOf(main.getByRole("article"));
        expect(cards).toHaveLength(staff.length);
        const lastOffice = Math.max(...offices.map((office) => office.bottom));
        for (const card of cards) expect(card.top).toBeGreaterThan(lastOffice);
        if (phone) {
          // Issue 28: one row that swipes sideways, the next card peeking in.
          await expectSwipeRow(main.locator(".staff-cards"), "staff cards");
        } else {
          const rowStarts = new Set(cards.map((card) => Math.round(card.left)));
          expect(rowStarts.size, "columns of staff cards").toBe(2);
        }
        // D10: every office is a tap target of 44px or more, inside the window.
        for (const office of offices) {
          expect(office.bottom - office.top).toBeGreaterThanOrEqual(44);
          expect(office.right - office.left).toBeGreaterThanOrEqual(44);
          expect(office.left).toBeGreaterThanOrEqual(0);
          expect(office.right).toBeLessThanOrEqual(screen.viewport.width);
        }
      });

      if (!phone) continue;

      const history = edition.route("/fazhanlicheng");
      test(`${history}: the timeline is one column on the phone, each year readable above its card`, async ({
        page,
      }) => {
        await openPage(page, history, headings["/fazhanlicheng"]!);
        const timeline = page
          .getByRole("main")
          .getByRole("list")
          .filter({ has: page.getByRole("article") });
        const cards = await boxesOf(timeline.getByRole("article"));
        expectStacked(cards);
        const lefts = new Set(cards.map((card) => Math.round(card.left)));
        expect(lefts.size, "one column of cards").toBe(1);
        for (const card of cards) expect(card.right).toBeLessThanOrEqual(screen.viewport.width);

        for (const [index, milestone] of edition.fixtures.mileage.entries()) {
          const year = timeline.getByRole("listitem").nth(index).locator("p").first();
          await expect(year).toHaveText(milestone.mileageYear);
          const size = await year.evaluate((element) =>
            parseFloat(getComputedStyle(element).fontSize),
          );
          expect(size).toBeGreaterThanOrEqual(24);
          const box = (await year.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(screen.viewport.width);
          expect(box.y + box.height, "the year above its card").toBeLessThanOrEqual(
            cards[index]!.top + 1,
          );
        }
      });

      const composition = edition.route("/jituangoucheng");
      test(`${composition}: the group's companies are one column on the phone, each image above its text`, async ({
        page,
      }) => {
        await openPage(page, composition, headings["/jituangoucheng"]!);
        const articles = page.getByRole("main").getByRole("article");
        expectStacked(await boxesOf(articles));
        for (const article of await articles.all()) {
          const image = (await article.locator(".composition-list__media").boundingBox())!;
          const heading = (await article.getByRole("heading").boundingBox())!;
          expect(image.y + image.height, "the image above the text").toBeLessThanOrEqual(heading.y);
          expect(image.x).toBeGreaterThanOrEqual(0);
          expect(image.x + image.width).toBeLessThanOrEqual(screen.viewport.width);
        }
      });

      const chairman = edition.route("/dongshizhang");
      test(`${chairman}: the chairman's photo stands above the message on the phone and scrolls away with it`, async ({
        page,
      }) => {
        await openPage(page, chairman, headings["/dongshizhang"]!);
        const message = page.getByRole("main").getByRole("article");
        const photo = message.locator(".chairman-message__photo");
        const title = message.getByRole("heading", { level: 2 });
        const photoBox = (await photo.boundingBox())!;
        const titleBox = (await title.boundingBox())!;
        expect(photoBox.y + photoBox.height, "the photo above the title").toBeLessThanOrEqual(
          titleBox.y,
        );
        expect(photoBox.x).toBeGreaterThanOrEqual(0);
        expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(screen.viewport.width);

        // Not sticky: scrolled 100px past its top, the photo's top has left the screen with it.
        await page.evaluate((top) => window.scrollTo(0, top + 100), photoBox.y);
        await expect
          .poll(async () => (await photo.boundingBox())!.y, { message: "the photo's top" })
          .toBeLessThan(-50);
      });
    }
  });
}
