import { newsEn } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { axeTests } from "../support/axe";
import { en } from "../support/editions";
import { pageNames } from "../support/pages";

// D8: the English pages have no serious or critical axe violations (colour contrast included).

const newsItem = newsEn.find((row) => String(row.dynamicType) === "2")!;

// The Beijing branch page is Chinese only (spec 2.2).
for (const axeTest of axeTests(
  en,
  pageNames.filter((name) => name !== "BeiJing"),
  newsItem.dynamicId,
)) {
  test(...axeTest);
}
