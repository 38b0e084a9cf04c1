import { newsOfType, src, type Edition } from "./editions";
import { callsTo, expect, openPage } from "./page-helpers";
import type { TestCase } from "./test-case";

// Spec 2.8, 2.9 and 9, D3, D7 and D8: the about and social-responsibility pages of either
// edition against its recorded fixtures. Each edition's spec passes its own copy (the text a
// visitor reads); the data comes from the edition's fixtures.

export interface ProfileCopy {
  heading: string;
  figures: {
    region: string;
    /** Employees, professional talent, branch offices. */
    terms: readonly [string, string, string];
    units: readonly [string, string, string];
    /** English groups thousands (1,521); Chinese writes the digits alone (1521). */
    grouped: boolean;
  };
  about: {
    region: string;
    /** Sentences of the rich-text about section. */
    texts: readonly string[];
    /** The image inside the rich text (briefAbout). */
    inlineImage: { name: string; src: string };
    /** The alts of the briefImgs, in order. */
    imageAlts: readonly string[];
  };
  advantages: { region: string; headings: readonly string[] };
}

/** A whole number as the edition writes it: its digits, grouped by thousands or not. */
function countPattern(value: number, grouped: boolean): string {
  const digits = String(value);
  return grouped ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : digits;
}

export function profileTest(edition: Edition, copy: ProfileCopy): TestCase {
  const path = edition.route("/aboutus");
  return [
    `${path} shows the three counts, the rich text and the images of the profile`,
    async ({ page, pageErrors }) => {
      const brief = edition.fixtures.brief[0]!;
      await openPage(page, path, copy.heading);

      const figures = page.getByRole("region", { name: copy.figures.region });
      await expect(figures.getByRole("term")).toHaveText([...copy.figures.terms]);
      const counts = [brief.briefYgNumber, brief.briefZyrcNumber, brief.briefFgsNumber];
      await expect(figures.getByRole("definition")).toHaveText(
        counts.map(
          (count, index) =>
            new RegExp(
              `^${countPattern(count, copy.figures.grouped)}\\s*${copy.figures.units[index]}$`,
            ),
        ),
      );

      const about = page.getByRole("region", { name: copy.about.region });
      for (const text of copy.about.texts) await expect(about.getByText(text)).toBeVisible();
      // The image inside the rich text, with the admin's /prod-api/ prefix rewritten (D3).
      await expect(
        about.getByRole("img", { name: copy.about.inlineImage.name, exact: true }),
      ).toHaveAttribute("src", copy.about.inlineImage.src);
      // briefImgs: comma joined (the Chinese row with a stray space); all three shown.
      const images = brief.briefImgs.split(",").map((image) => src(image.trim()));
      expect(images).toHaveLength(3);
      for (const [index, image] of images.entries()) {
        await expect(
          about.getByRole("img", { name: copy.about.imageAlts[index], exact: true }),
        ).toHaveAttribute("src", image);
      }

      const advantages = page.getByRole("region", { name: copy.advantages.region });
      await expect(advantages.getByRole("heading", { level: 3 })).toHaveText([
        ...copy.advantages.headings,
      ]);
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface ChairmanCopy {
  heading: string;
  /** Paragraphs of chairmanContent. */
  texts: readonly string[];
}

export function chairmanTest(edition: Edition, copy: ChairmanCopy): TestCase {
  const path = edition.route("/dongshizhang");
  return [
    `${path} shows title, subtitle, photo, message and the footer line split on ·`,
    async ({ page, pageErrors }) => {
      const chairman = edition.fixtures.chairman;
      await openPage(page, path, copy.heading);
      const message = page.getByRole("article", { name: chairman.chairmanTitle });
      await expect(message.getByRole("heading", { level: 2 })).toHaveText(chairman.chairmanTitle);
      await expect(message.getByText(chairman.chairmanStitle, { exact: true })).toBeVisible();
      await expect(message.locator(`img[src="${src(chairman.chairmanImg)}"]`)).toBeVisible();
      for (const text of copy.texts) await expect(message.getByText(text)).toBeVisible();

      // "天诚企业服务集团董事长·李明远": two parts, the dot only decoration.
      const [lead, tail] = chairman.chairmanBrief.split("·").map((part) => part.trim());
      await expect(message.getByText(lead!, { exact: true })).toBeVisible();
      await expect(message.getByText(tail!, { exact: true })).toBeVisible();
      // The two parts are separate elements; the dot between them is hidden from assistive tech.
      await expect(message.getByText(lead!, { exact: true })).not.toContainText("·");
      await expect(message.getByText(tail!, { exact: true })).not.toContainText("·");
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface CultureCopy {
  heading: string;
  blocks: {
    region: string;
    /** Vision, mission, values. */
    headings: readonly [string, string, string];
    /** From the vision and mission texts. */
    texts: readonly string[];
    values: readonly string[];
  };
  /** The introduction's region. */
  beliefs: string;
}

export function cultureTest(edition: Edition, copy: CultureCopy): TestCase {
  const path = edition.route("/qiyewenhua");
  return [
    `${path} shows the vision, mission and values`,
    async ({ page, pageErrors }) => {
      await openPage(page, path, copy.heading);
      const blocks = page.getByRole("region", { name: copy.blocks.region });
      await expect(blocks.getByRole("heading", { level: 3 })).toHaveText([...copy.blocks.headings]);
      for (const text of copy.blocks.texts) await expect(blocks.getByText(text)).toBeVisible();
      const values = blocks
        .getByRole("listitem")
        .filter({ hasText: copy.blocks.headings[2] })
        .getByRole("listitem");
      await expect(values).toHaveText([...copy.blocks.values]);
      await expect(page.getByRole("region", { name: copy.beliefs })).toBeVisible();
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface CompositionCopy {
  heading: string;
  region: string;
  /** From one item's content. */
  text: string;
}

export function compositionTest(edition: Edition, copy: CompositionCopy): TestCase {
  const path = edition.route("/jituangoucheng");
  return [
    `${path} shows the type 7 items with image, title and content, alternating sides`,
    async ({ page, pageErrors }) => {
      const items = newsOfType(edition, 7);
      expect(items.length).toBeGreaterThanOrEqual(2);
      await openPage(page, path, copy.heading);
      const region = page.getByRole("region", { name: copy.region });
      const entries = region.getByRole("listitem");
      await expect(entries).toHaveCount(items.length);
      for (const [index, item] of items.entries()) {
        const entry = entries.nth(index);
        const article = entry.getByRole("article", { name: item.dynamicTitle });
        await expect(article.getByRole("heading", { level: 3 })).toHaveText(item.dynamicTitle);
        await expect(article.locator(`img[src="${src(item.dynamicImg!)}"]`)).toBeVisible();
        await expect(entry).toHaveAttribute("data-side", index % 2 === 0 ? "start" : "end");
      }
      await expect(region.getByText(copy.text)).toBeVisible();
      // The image really changes side: left of the text, then right of it.
      const boxes = [];
      for (const index of [0, 1]) {
        const article = entries.nth(index).getByRole("article");
        const image = await article.locator("img").boundingBox();
        const heading = await article.getByRole("heading").boundingBox();
        boxes.push(image!.x < heading!.x);
      }
      expect(boxes).toEqual([true, false]);
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface HistoryCopy {
  heading: string;
  region: string;
}

export function historyTest(edition: Edition, copy: HistoryCopy): TestCase {
  const path = edition.route("/fazhanlicheng");
  return [
    `${path} shows the timeline with year, title, image and months, alternating`,
    async ({ page, pageErrors }) => {
      const mileage = edition.fixtures.mileage;
      await openPage(page, path, copy.heading);
      const entries = page.getByRole("region", { name: copy.region }).getByRole("listitem");
      await expect(entries).toHaveCount(mileage.length);
      for (const [index, row] of mileage.entries()) {
        const entry = entries.nth(index);
        const card = entry.getByRole("article", { name: `${row.mileageYear} ${row.mileageTitle}` });
        await expect(card.getByRole("heading", { level: 3 })).toContainText(row.mileageYear);
        await expect(card.getByRole("heading", { level: 3 })).toContainText(row.mileageTitle);
        await expect(entry).toHaveAttribute("data-side", index % 2 === 0 ? "start" : "end");
        await entry.scrollIntoViewIfNeeded();
        await expect(card.locator(`img[src="${src(row.mileageImg)}"]`)).toBeVisible();
        let months: { month: string; content: string }[] = [];
        try {
          months = JSON.parse(row.mileageContent) as typeof months;
        } catch {
          // D3: not JSON, shown without months.
        }
        await expect(card.getByRole("term")).toHaveText(months.map((item) => item.month));
        await expect(card.getByRole("definition")).toHaveText(months.map((item) => item.content));
      }
      // The cards really alternate: left of the timeline's middle, then right of it.
      const list = await page
        .getByRole("region", { name: copy.region })
        .getByRole("list")
        .boundingBox();
      const middle = list!.x + list!.width / 2;
      const sides = [];
      for (const index of [0, 1, 2]) {
        const box = await entries.nth(index).getByRole("article").boundingBox();
        sides.push(box!.x + box!.width / 2 < middle ? "left" : "right");
      }
      expect(sides).toEqual(["left", "right", "left"]);
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface GlobalLayoutCopy {
  heading: string;
  region: string;
  /** The office name the edition shows first (spec 3: addressZname or addressYname). */
  officeName: "addressZname" | "addressYname";
  /** The first line of the Beijing staff card's post (staffPost). */
  beijingPost: string;
}

function staffOf(edition: Edition, code: string) {
  return edition.fixtures.staff.find((row) => row.staffCode === code)!;
}

export function globalLayoutListTest(edition: Edition, copy: GlobalLayoutCopy): TestCase {
  const path = edition.route("/quanqiubujv");
  const { addresses, staff } = edition.fixtures;
  return [
    `${path} lists the offices and the staff cards from the data`,
    async ({ page, pageErrors }) => {
      await openPage(page, path, copy.heading);
      const region = page.getByRole("region", { name: copy.region });
      const staffList = region.getByRole("list").filter({ has: page.getByRole("article") });
      await expect(staffList.getByRole("article")).toHaveCount(staff.length);
      for (const row of addresses) {
        await expect(region.getByText(row[copy.officeName], { exact: true })).toBeVisible();
      }
      for (const row of staff) {
        const card = staffList.getByRole("article", { name: row.staffName });
        await expect(card).toContainText(row.staffCompany);
        await expect(card).toContainText(row.staffAddress);
        await expect(card.getByRole("link", { name: row.staffPhone })).toHaveAttribute(
          "href",
          `tel:${row.staffPhone.replace(/[^\d+]/g, "")}`,
        );
      }
      const beijing = staffOf(edition, "BJ");
      const card = staffList.getByRole("article", { name: beijing.staffName });
      await expect(card.getByText(copy.beijingPost, { exact: true })).toBeVisible();
      await expect(card.locator(`img[src="${src(beijing.staffImg)}"]`)).toBeVisible();
      expect(pageErrors).toEqual([]);
    },
  ];
}

export function globalLayoutHighlightTest(edition: Edition, copy: GlobalLayoutCopy): TestCase {
  const path = edition.route("/quanqiubujv");
  const { addresses, staff } = edition.fixtures;
  /** An office's button, by the name the edition shows first. */
  const office = (code: string) =>
    new RegExp(`^${addresses.find((row) => row.addressCode === code)![copy.officeName]}`);
  return [
    `${path} highlights the staff card of an office on hover and on keyboard focus`,
    async ({ page }) => {
      await openPage(page, path, copy.heading);
      const region = page.getByRole("region", { name: copy.region });
      // Scoped to the staff list: the language switcher also uses aria-current.
      const staffList = region.getByRole("list").filter({ has: page.getByRole("article") });
      const highlighted = staffList.locator('[aria-current="true"]');
      await expect(staffList.getByRole("article")).toHaveCount(staff.length);

      await region.getByRole("button", { name: office("SH") }).hover();
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toContainText(staffOf(edition, "SH").staffName);

      await region.getByRole("button", { name: office("SZ") }).hover();
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toContainText(staffOf(edition, "SZ").staffName);

      await page.mouse.move(0, 0);
      await region.getByRole("button", { name: office("GZ") }).focus();
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toContainText(staffOf(edition, "GZ").staffName);

      // Tab moves the keyboard focus (and the highlight) to the next office.
      await page.keyboard.press("Tab");
      await expect(region.getByRole("button", { name: office("SZ") })).toBeFocused();
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toContainText(staffOf(edition, "SZ").staffName);
    },
  ];
}

export interface SchoolEnterpriseCopy {
  heading: string;
  figures: { region: string; terms: readonly string[]; values: readonly RegExp[] };
  graduates: { heading: string; image: string };
  smallBusiness: { heading: string; text: RegExp };
}

export function schoolEnterpriseTest(edition: Edition, copy: SchoolEnterpriseCopy): TestCase {
  const path = edition.route("/xiaoqi");
  return [
    `${path} shows the spec 9 figures and the graduate and small-business sections`,
    async ({ page, pageErrors }) => {
      await openPage(page, path, copy.heading);
      const figures = page.getByRole("region", { name: copy.figures.region });
      await expect(figures.getByRole("term")).toHaveText([...copy.figures.terms]);
      await expect(figures.getByRole("definition")).toHaveText([...copy.figures.values]);
      for (const section of [copy.graduates, copy.smallBusiness]) {
        await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      }
      await expect(
        page
          .getByRole("region", { name: copy.smallBusiness.heading })
          .getByText(copy.smallBusiness.text),
      ).toBeVisible();
      await expect(page.locator(`img[src="${copy.graduates.image}"]`)).toHaveCount(1);
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface AssociationCopy {
  heading: string;
  cooperation: { region: string; expand: string };
  news: { region: string };
}

const COOPERATION_PAGE_SIZE = 9;
const ASSOCIATION_NEWS_SIZE = 3;

export function associationToggleTest(edition: Edition, copy: AssociationCopy): TestCase {
  const path = edition.route("/shangxiehui");
  const cooperation = edition.fixtures.cooperation;
  return [
    `${path} shows 9 cooperation items, then all of them with the toggle`,
    async ({ page, apiCalls, pageErrors }) => {
      expect(cooperation.length).toBeGreaterThan(COOPERATION_PAGE_SIZE);
      await openPage(page, path, copy.heading);
      const region = page.getByRole("region", { name: copy.cooperation.region });
      const items = region.getByRole("listitem");
      await expect(items).toHaveCount(COOPERATION_PAGE_SIZE);
      await expect(items).toHaveText(
        cooperation.slice(0, COOPERATION_PAGE_SIZE).map((row) => row.cooperationContent),
      );
      const toggle = region.locator("button[aria-expanded]");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveText(copy.cooperation.expand);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(items).toHaveCount(cooperation.length);
      await expect(items).toHaveText(cooperation.map((row) => row.cooperationContent));
      // Spec 7.1: the expanded list is asked for without paging.
      expect(
        callsTo(apiCalls, "/api/pcsystem/TckgCooperation/list").map((call) => call.params),
      ).toContainEqual({ language: edition.language });

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(items).toHaveCount(COOPERATION_PAGE_SIZE);
      expect(pageErrors).toEqual([]);
    },
  ];
}

export function associationNewsTest(edition: Edition, copy: AssociationCopy): TestCase {
  const path = edition.route("/shangxiehui");
  return [
    `${path} shows 3 association news items that open the detail page with type 3`,
    async ({ page, pageErrors }) => {
      const news = newsOfType(edition, 5);
      await openPage(page, path, copy.heading);
      const region = page.getByRole("region", { name: copy.news.region });
      await expect(region.getByRole("article")).toHaveCount(ASSOCIATION_NEWS_SIZE);
      for (const item of news.slice(0, ASSOCIATION_NEWS_SIZE)) {
        const article = region.getByRole("article", { name: item.dynamicTitle, exact: true });
        await expect(
          article.getByRole("link", { name: item.dynamicTitle, exact: true }),
        ).toHaveAttribute("href", edition.route(`/content?id=${item.dynamicId}&type=3`));
      }
      const first = news[0]!;
      await region.getByRole("link", { name: first.dynamicTitle, exact: true }).click();
      await page.waitForURL(`**${edition.route(`/content?id=${first.dynamicId}&type=3`)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.dynamicTitle);
      // D7: type 3 keeps the social-responsibility section highlighted.
      await expect(
        page.getByRole("navigation", { name: edition.nav }).locator('[aria-current="page"]'),
      ).toHaveAttribute("href", new RegExp(`^${edition.route("/shangxiehui")}(\\?key=7)?$`));
      expect(pageErrors).toEqual([]);
    },
  ];
}

export interface CharityCopy {
  heading: string;
  region: string;
  /** Spec 2.9: the Chinese list opens the detail page; the English items open nothing. */
  opensDetail: boolean;
}

export function charityTest(edition: Edition, copy: CharityCopy): TestCase {
  const path = edition.route("/gongyi");
  const behaviour = copy.opensDetail
    ? "each opening the detail page with type 3"
    : "and its items open nothing";
  return [
    `${path} lists the type 6 news, ${behaviour}`,
    async ({ page, pageErrors }) => {
      const charity = newsOfType(edition, 6);
      expect(charity.length).toBeGreaterThan(0);
      await openPage(page, path, copy.heading);
      const region = page.getByRole("region", { name: copy.region });
      await expect(region.getByRole("article")).toHaveCount(charity.length);
      for (const item of charity) {
        const article = region.getByRole("article", { name: item.dynamicTitle, exact: true });
        await expect(article).toBeVisible();
        if (copy.opensDetail) {
          await expect(article.getByRole("link")).toHaveAttribute(
            "href",
            edition.route(`/content?id=${item.dynamicId}&type=3`),
          );
        }
      }
      if (!copy.opensDetail) {
        await expect(region.getByRole("link")).toHaveCount(0);
        await expect(region.locator("a")).toHaveCount(0);
        expect(pageErrors).toEqual([]);
        return;
      }
      const last = charity.at(-1)!;
      await region.getByRole("link", { name: last.dynamicTitle, exact: true }).click();
      await page.waitForURL(`**${edition.route(`/content?id=${last.dynamicId}&type=3`)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.dynamicTitle);
      expect(pageErrors).toEqual([]);
    },
  ];
}
