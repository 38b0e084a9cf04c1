import {
  associationNewsTest,
  associationToggleTest,
  charityTest,
  schoolEnterpriseTest,
  type AssociationCopy,
} from "../support/about-pages";
import { test } from "../support/api-fixtures";
import { en } from "../support/editions";
import { pageLoadTest } from "../support/page-load";
import { pageCase } from "../support/pages";

test.describe.configure({ timeout: 60_000 });

// Spec 2.2, 2.9, 7 and 9, D2, D6–D8: the English social-responsibility pages against the
// recorded fixtures, with the same checks as their Chinese twins (zh/social.spec.ts).

for (const route of [
  pageCase(en, "xiaoqi", "University Partnerships"),
  pageCase(en, "shangxiehui", "Business Associations"),
  pageCase(en, "gongyi", "Charity"),
]) {
  test(...pageLoadTest(en, route));
}

test(
  ...schoolEnterpriseTest(en, {
    heading: "University Partnerships",
    figures: {
      region: "What we have achieved",
      terms: [
        "Jobs for graduates",
        "Small businesses given 3–12 months' free bookkeeping",
        "Cross-region formalities handled free of charge",
      ],
      values: [/^200$/, /^1,000\s*\+$/, /^12,000\s*\+$/],
    },
    graduates: { heading: "Jobs for graduates", image: "/api/profile/xiaoqi/graduates.webp" },
    smallBusiness: {
      heading: "Support for small businesses",
      text: /3 to 12 months of free bookkeeping/,
    },
  }),
);

const association: AssociationCopy = {
  heading: "Business Associations",
  cooperation: { region: "Our partners", expand: "Show all" },
  news: { region: "Association news" },
};

test(...associationToggleTest(en, association));
test(...associationNewsTest(en, association));

test(
  ...charityTest(en, {
    heading: "Charity",
    region: "Our charity work",
    opensDetail: false,
  }),
);
