import { expect, firstLoadReads, test } from "../support/api-fixtures";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { zh } from "../support/editions";
import { caseSwapTest, consultDialogTest } from "../support/service-pages";

// Like every page spec: a loaded 2-core machine can take most of 30 s to start a browser and
// paint a page, before a test's own steps.
test.describe.configure({ timeout: 60_000 });

// Spec 2.5 and 7.1: the five service groups and overseas, with the experts of their
// personnelType and the cases of their caseType (fixtures of @site/api).
const groups = [
  {
    path: "/kuaiji",
    title: "会计事业群",
    type: "5",
    experts: ["张丽华", "李明", "王芳", "刘洋", "杨敏", "徐超", "马丽", "朱伟"],
    cases: ["初创科技公司注册与代理记账", "电商企业税务异常处理与账务整理", "外贸企业出口退税申报"],
    service: "代理记账",
  },
  {
    path: "/zizhi",
    title: "资质事业群",
    type: "1",
    experts: ["何振东", "高远", "罗欣"],
    cases: [
      "建筑工程施工总承包资质升级至一级",
      "市政公用工程施工总承包资质新办",
      "安全生产许可证到期延续",
      "建筑装修装饰工程专业承包资质增项",
    ],
    service: "安全生产许可证",
  },
  {
    path: "/qidai",
    title: "企贷事业群",
    type: "2",
    experts: ["谢冰", "韩磊", "唐晓"],
    cases: [
      "商贸公司税务贷获批300万元",
      "制造企业经营性抵押贷款800万元",
      "电商企业发票贷解决旺季备货资金",
    ],
    service: "供应链融资",
  },
  {
    path: "/zonghe",
    title: "综合事业群",
    type: "3",
    experts: ["冯雪", "于海", "董琳"],
    cases: [
      "科技公司新能源小客车指标申请成功",
      "连锁餐饮食品经营许可证办理",
      "软件企业通过专精特新中小企业认定",
      "文创公司园区入驻与租房补贴申报",
    ],
    service: "专精特新认定",
  },
  {
    path: "/zhichan",
    title: "知识产权事业群",
    type: "6",
    experts: ["袁博", "邓婷", "许航"],
    cases: [
      "食品品牌商标驳回复审成功",
      "智能设备企业发明专利获得授权",
      "软件公司软件著作权批量登记",
    ],
    service: "高新技术企业认定",
  },
  {
    path: "/haiwai",
    title: "海外事业群",
    type: "4",
    experts: ["萧然", "程立", "曹颖"],
    cases: [
      "跨境卖家完成德国VAT与EPR注册",
      "教育科技公司搭建VIE架构",
      "外贸企业香港公司注册与银行开户",
    ],
    service: "ODI境外投资备案",
  },
];

const groupLinks: Record<string, string> = {
  会计事业群: "/kuaiji?key=2",
  资质事业群: "/zizhi?key=2",
  企贷事业群: "/qidai?key=2",
  综合事业群: "/zonghe?key=2",
  知识产权事业群: "/zhichan?key=2",
  海外事业群: "/haiwai?key=3",
};

for (const group of groups) {
  test(`${group.path} asks for its experts and cases and renders them`, async ({
    page,
    apiCalls,
    pageErrors,
    rendering,
  }) => {
    await page.goto(group.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(group.title);
    await page.waitForLoadState("networkidle");

    const experts = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgPersonnel/list");
    expect(experts.map((call) => call.params)).toEqual(
      firstLoadReads(rendering, [
        { personnelType: group.type, pageNum: "1", pageSize: "8", language: "0" },
      ]),
    );
    const cases = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgCase/list");
    const twoLists = group.type === "1" || group.type === "3";
    expect(cases.map((call) => call.params)).toEqual(
      firstLoadReads(
        rendering,
        twoLists
          ? [
              { caseType: group.type, pageNum: "1", pageSize: "2", language: "0" },
              { caseType: group.type, pageNum: "2", pageSize: "2", language: "0" },
            ]
          : [{ caseType: group.type, pageNum: "1", pageSize: "3", language: "0" }],
      ),
    );

    for (const name of group.experts) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("article").filter({ has: page.locator(".case-card__title") }),
    ).toHaveCount(group.cases.length);
    for (const title of group.cases) {
      await expect(page.getByRole("article", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: group.service, exact: true })).toBeVisible();
    for (const heading of [
      "我们能为您做什么",
      "服务内容",
      "资深专家",
      "服务流程",
      "我们的优势",
      "成功案例",
      "其他服务",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }

    // Links to every other group, each with the key of its section (D7), none to itself.
    const others = page.getByRole("region", { name: "其他服务" });
    for (const [title, href] of Object.entries(groupLinks)) {
      const link = others.getByRole("link", { name: new RegExp(`^${title}`) });
      if (title === group.title) await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "立即咨询" }).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test(`${group.path} has no serious or critical axe violations`, async ({ page }) => {
    // axe walks the whole page: minutes on a loaded CI machine, not seconds.
    test.slow();
    await page.goto(group.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(group.title);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page, group.path);
  });
}

test("the accounting experts toggle between the first 8 and every expert", async ({
  page,
  apiCalls,
}) => {
  await page.goto("/kuaiji");
  const cards = page.locator(".expert-toggle").getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "胡晓燕" })).toHaveCount(0);

  const toggle = page.getByRole("button", { name: "展开全部专家" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "胡晓燕" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "郭涛" })).toBeVisible();
  const collapse = page.getByRole("button", { name: "收起" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  // Expanding removes the page limit (spec 4).
  const expertCalls = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgPersonnel/list");
  expect(expertCalls.map((call) => call.params)).toContainEqual({
    personnelType: "5",
    language: "0",
  });

  await collapse.click();
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole("button", { name: "展开全部专家" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("groups other than accounting have no experts toggle", async ({ page }) => {
  await page.goto("/zizhi");
  await expect(page.getByRole("heading", { name: "何振东" })).toBeVisible();
  await expect(page.getByRole("button", { name: "展开全部专家" })).toHaveCount(0);
});

test(...caseSwapTest(zh, { heading: "资质事业群", region: "成功案例" }));

test("the overseas page links to the subsidiary's own site in a new tab", async ({ page }) => {
  await page.goto("/haiwai");
  const link = page.getByRole("main").getByRole("link", { name: /天诚国际官网/ });
  await expect(link).toHaveAttribute("href", "https://global.tiancheng-group.com");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test(
  ...consultDialogTest(zh, {
    heading: "企贷事业群",
    button: "立即咨询",
    dialog: "在线咨询",
    submit: "提交",
    privacy: /隐私/,
    labels: { name: "您的姓名", tel: "联系电话", content: "咨询内容" },
    messages: {
      name: "请输入您的姓名",
      tel: "请输入您的电话",
      telPattern: "请输入正确的手机号码",
      contentMax: "最多输入300字",
    },
    success: "提交成功，请耐心等待",
    input: { name: "李先生", tel: "13812345678", content: "想了解税票贷的申请条件" },
  }),
);
