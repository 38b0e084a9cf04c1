import { newsZh } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { axeTests } from "../support/axe";
import { zh } from "../support/editions";
import { pageNames } from "../support/pages";

// D8: the Chinese pages have no serious or critical axe violations (colour contrast included).

const newsItem = newsZh.find((row) => String(row.dynamicType) === "2")!;

for (const axeTest of axeTests(zh, pageNames, newsItem.dynamicId)) test(...axeTest);
