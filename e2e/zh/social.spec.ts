import {
  associationNewsTest,
  associationToggleTest,
  charityTest,
  schoolEnterpriseTest,
  type AssociationCopy,
} from "../support/about-pages";
import { test } from "../support/api-fixtures";
import { zh } from "../support/editions";
import { pageLoadTest } from "../support/page-load";
import { pageCase } from "../support/pages";

test.describe.configure({ timeout: 60_000 });

// Spec 2.9, 7 and 9, D6–D8: the Chinese social-responsibility pages against the recorded fixtures.

for (const route of [
  pageCase(zh, "xiaoqi", "校企合作"),
  pageCase(zh, "shangxiehui", "商协会"),
  pageCase(zh, "gongyi", "公益慈善"),
]) {
  test(...pageLoadTest(zh, route));
}

test(
  ...schoolEnterpriseTest(zh, {
    heading: "校企合作",
    figures: {
      region: "合作成果",
      terms: ["毕业生就业岗位", "小微企业获3–12个月免费记账", "免费跨区域业务办理"],
      values: [/^200\s*个$/, /^1000\s*余家$/, /^12000\s*余次$/],
    },
    graduates: { heading: "毕业生就业", image: "/api/profile/xiaoqi/graduates.webp" },
    smallBusiness: { heading: "小微企业扶持", text: /3至12个月的免费代理记账/ },
  }),
);

const association: AssociationCopy = {
  heading: "商协会",
  cooperation: { region: "合作概览", expand: "展开全部" },
  news: { region: "商协会动态" },
};

test(...associationToggleTest(zh, association));
test(...associationNewsTest(zh, association));

test(...charityTest(zh, { heading: "公益慈善", region: "公益活动", opensDetail: true }));
