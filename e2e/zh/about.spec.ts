import { staffZh } from "@site/api/fixtures";
import {
  chairmanTest,
  compositionTest,
  cultureTest,
  globalLayoutHighlightTest,
  globalLayoutListTest,
  type GlobalLayoutCopy,
  historyTest,
  profileTest,
} from "../support/about-pages";
import { test } from "../support/api-fixtures";
import { zh } from "../support/editions";
import { expect, openPage } from "../support/page-helpers";
import { pageLoadTest } from "../support/page-load";
import { pageCase } from "../support/pages";

test.describe.configure({ timeout: 60_000 });

// Spec 2.8, 7 and D6–D8: the Chinese about pages against the recorded RuoYi fixtures.

for (const route of [
  pageCase(zh, "aboutus", "集团简介"),
  pageCase(zh, "dongshizhang", "董事长致辞"),
  pageCase(zh, "qiyewenhua", "企业文化"),
  pageCase(zh, "jituangoucheng", "集团构成"),
  pageCase(zh, "fazhanlicheng", "发展历程"),
  pageCase(zh, "quanqiubujv", "全球布局"),
  pageCase(zh, "BeiJing", "北京分公司"),
  pageCase(zh, "yinsi", "隐私政策"),
]) {
  test(...pageLoadTest(zh, route));
}

test(
  ...profileTest(zh, {
    heading: "集团简介",
    figures: {
      region: "集团规模",
      terms: ["员工", "持证专业人才", "分支机构"],
      units: ["人", "人", "家"],
      grouped: false,
    },
    about: {
      region: "关于天诚",
      texts: ["天诚企业服务集团成立于2012年，总部位于北京", "在国内拥有14家公司、境外拥有9家公司"],
      inlineImage: {
        name: "集团总部",
        src: "/api/profile/upload/2025/05/06/group_building_20250506103000A004.jpg",
      },
      imageAlts: ["天诚控股集团总部办公区", "暮色中的集团总部大楼", "集团客户服务大厅"],
    },
    advantages: { region: "服务优势", headings: ["专业", "速度", "深度", "广度"] },
  }),
);

test(
  ...chairmanTest(zh, {
    heading: "董事长致辞",
    texts: ["各位朋友：", "感谢每一位客户与合作伙伴的信任。"],
  }),
);

test(
  ...cultureTest(zh, {
    heading: "企业文化",
    blocks: {
      region: "愿景、使命与价值观",
      headings: ["愿景", "使命", "价值观"],
      texts: ["成为中小微企业最信赖的成长伙伴", "以专业守护每一家企业的成长"],
      values: [
        "诚信：价格透明，承诺必达",
        "专业：持证上岗，精益求精",
        "创新：用数字化提升服务效率",
        "共赢：与客户、伙伴、员工共同成长",
      ],
    },
    beliefs: "我们相信",
  }),
);

test(
  ...compositionTest(zh, {
    heading: "集团构成",
    region: "事业群与子公司",
    text: "拥有注册会计师39名、税务师15名",
  }),
);

test(...historyTest(zh, { heading: "发展历程", region: "大事记" }));

const globalLayout: GlobalLayoutCopy = {
  heading: "全球布局",
  region: "分支机构与负责人",
  officeName: "addressZname",
  beijingPost: "集团董事长",
};

test(...globalLayoutListTest(zh, globalLayout));
test(...globalLayoutHighlightTest(zh, globalLayout));

test("/quanqiubujv opens /BeiJing from the 北京 office", async ({ page }) => {
  await openPage(page, "/quanqiubujv", "全球布局");
  const region = page.getByRole("region", { name: "分支机构与负责人" });
  const beijing = region.getByRole("link", { name: /北京/ });
  await expect(beijing).toHaveAttribute("href", /^\/BeiJing(\?key=6)?$/);
  await beijing.click();
  await page.waitForURL(/\/BeiJing/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("北京分公司");
});

test("/BeiJing shows the branch image, its contact and the Beijing staff card", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/BeiJing", "北京分公司");
  await expect(page.locator('img[src="/api/profile/branch/beijing.webp"]')).toBeVisible();
  const about = page.getByRole("region", { name: "分公司简介" });
  await expect(about.getByText(/^地址：/)).toBeVisible();
  await expect(about.getByText(/分公司电话：/)).toBeVisible();
  await expect(about.getByText("全国免费服务热线：400-818-6688")).toBeVisible();

  const beijing = staffZh.find((staff) => staff.staffCode === "BJ")!;
  const contact = page.getByRole("region", { name: "分公司负责人" });
  await expect(contact.getByRole("article")).toHaveCount(1);
  const card = contact.getByRole("article", { name: beijing.staffName });
  await expect(card).toContainText(beijing.staffCompany);
  await expect(card).toContainText(beijing.staffAddress);
  await expect(card.getByRole("link", { name: beijing.staffPhone })).toHaveAttribute(
    "href",
    "tel:01085776600",
  );
  expect(pageErrors).toEqual([]);
});

test("/yinsi explains what is collected, how long it is kept and whom to contact", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/yinsi", "隐私政策");
  for (const heading of ["我们收集哪些信息", "我们保存多久", "您的权利与联系我们"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page.getByRole("region", { name: "我们收集哪些信息" }).getByText(/在线咨询：/),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "我们保存多久" }).getByText(/保存一年/),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "您的权利与联系我们" }).getByText(/400-818-6688/),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});
