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
import { en } from "../support/editions";
import { pageLoadTest } from "../support/page-load";
import { pageCase } from "../support/pages";

test.describe.configure({ timeout: 60_000 });

// Spec 2.2, 2.8, 7 and D2, D6–D8: the English about pages against the recorded fixtures, with
// the same checks as their Chinese twins (zh/about.spec.ts).

for (const route of [
  pageCase(en, "aboutus", "Group Profile"),
  pageCase(en, "dongshizhang", "Chairman's Message"),
  pageCase(en, "qiyewenhua", "Corporate Culture"),
  pageCase(en, "jituangoucheng", "Group Structure"),
  pageCase(en, "fazhanlicheng", "Our History"),
  pageCase(en, "quanqiubujv", "Global Presence"),
  pageCase(en, "yinsi", "Privacy Policy"),
]) {
  test(...pageLoadTest(en, route));
}

test(
  ...profileTest(en, {
    heading: "Group Profile",
    figures: {
      region: "Tiancheng in figures",
      terms: ["Employees", "Certified professionals", "Branch offices"],
      units: ["", "", ""],
      grouped: true,
    },
    about: {
      region: "About Tiancheng",
      texts: [
        "Founded in 2012 and headquartered in Beijing",
        "with 14 companies in China and 9 abroad",
      ],
      inlineImage: {
        name: "Group headquarters",
        src: "/api/profile/upload/2025/05/06/group_building_20250506103000A004.jpg",
      },
      imageAlts: [
        "The office floor at the Tiancheng Holdings Group head office",
        "The group's head office tower at dusk",
        "The group's client service hall",
      ],
    },
    advantages: {
      region: "Why clients choose us",
      headings: ["Professionalism", "Speed", "Depth", "Breadth"],
    },
  }),
);

test(
  ...chairmanTest(en, {
    heading: "Chairman's Message",
    texts: ["Dear friends,", "Thank you to every client and partner for your trust."],
  }),
);

test(
  ...cultureTest(en, {
    heading: "Corporate Culture",
    blocks: {
      region: "What guides us",
      headings: ["Vision", "Mission", "Values"],
      texts: [
        "To be the growth partner that small and micro businesses trust most",
        "To help every business grow with professional service",
      ],
      values: [
        "Integrity: transparent prices, promises kept",
        "Professionalism: qualified staff, high standards",
        "Innovation: digital tools for more efficient service",
        "Shared success: growing together with clients, partners and employees",
      ],
    },
    beliefs: "Our beliefs",
  }),
);

test(
  ...compositionTest(en, {
    heading: "Group Structure",
    region: "Business groups and subsidiaries",
    text: "with 39 certified public accountants and 15 tax agents",
  }),
);

test(...historyTest(en, { heading: "Our History", region: "Key milestones" }));

const globalLayout: GlobalLayoutCopy = {
  heading: "Global Presence",
  region: "Offices and local contacts",
  officeName: "addressYname",
  beijingPost: "Chairman",
};

test(...globalLayoutListTest(en, globalLayout));
test(...globalLayoutHighlightTest(en, globalLayout));
