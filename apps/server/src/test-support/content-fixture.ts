// A small content folder for tests: every file of content/README.md, both languages, enough
// rows to exercise filters and paging, and the media files it names.
import type { Lang } from "@site/forms/lang";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stringify } from "yaml";

function news(id: number, type: number, date: string, title: string) {
  return {
    dynamicId: id,
    dynamicType: type,
    dynamicTitle: title,
    dynamicTitle2: `<p>${title} summary</p>`,
    dynamicContent: `<p>${title} body</p><p><img src="/profile/news/n1.svg" alt=""></p>`,
    dynamicImg: "/profile/news/n1.svg",
    dynamicDate: date,
    dynamicName: "Brand Centre",
  };
}

function expert(id: number, type: number, name: string) {
  return {
    personnelId: id,
    personnelType: type,
    personnelName: name,
    personnelPosition: "Senior adviser",
    personnelImg: "/profile/personnel/p1.svg",
    remark: "十年经验。服务千家企业。",
  };
}

function caseStudy(id: number, type: number, title: string) {
  return {
    caseId: id,
    caseType: type,
    caseTitle: title,
    caseTitle2: `<b>${title}</b>`,
    caseContent: `${title} content`,
    caseHs: "30天",
    caseImg: "/profile/case/c1.svg",
  };
}

function languageFiles(base: number, lang: Lang) {
  const zh = lang === "zh";
  return {
    menu: [
      {
        id: base + 1,
        label: zh ? "首页" : "Home",
        classifyPath: zh ? "/" : "/indexE",
        classifyImg: "/profile/menu/home.svg",
        classifyImg2: "/profile/menu/home-hover.svg",
      },
      {
        id: base + 2,
        label: zh ? "事业群" : "Services",
        classifyPath: zh ? "/kuaiji" : "/kuaijiE",
        classifyImg: "/profile/menu/home.svg",
        classifyImg2: "",
        children: [
          {
            id: base + 21,
            label: zh ? "会计事业群" : "Accounting",
            classifyPath: zh ? "/kuaiji" : "/kuaijiE",
            classifyImg: "",
            classifyImg2: "",
            children: [
              {
                id: base + 211,
                label: zh ? "代理记账" : "Bookkeeping",
                classifyPath: zh ? "/kuaiji" : "/kuaijiE",
              },
            ],
          },
          {
            id: base + 22,
            label: zh ? "<span>资质事业群</span>" : "Qualifications",
            classifyPath: zh ? "/zizhi" : "/zizhiE",
          },
        ],
      },
    ],
    config: {
      configName: zh ? "天诚控股集团" : "Tiancheng Holdings",
      icpBa: "京ICP备19012345号-1",
    },
    news: [
      news(base + 1, 1, "2026-03-18", zh ? "新闻一 | 副标题" : "News one | Sub"),
      news(base + 2, 1, "2026-03-10", zh ? "新闻二" : "News two"),
      news(base + 3, 1, "2026-02-01", zh ? "新闻三" : "News three"),
      news(base + 4, 2, "2026-01-15", zh ? "公司动态" : "Company news"),
      news(base + 5, 6, "2025-12-01", zh ? "公益" : "Charity"),
    ],
    experts: [
      expert(base + 1, 0, zh ? "张三" : "Zhang San"),
      expert(base + 2, 0, zh ? "李四" : "Li Si"),
      expert(base + 3, 0, zh ? "王五" : "Wang Wu"),
      expert(base + 4, 5, zh ? "赵六" : "Zhao Liu"),
    ],
    cases: [
      caseStudy(base + 1, 1, zh ? "资质案例一" : "Qualification case 1"),
      caseStudy(base + 2, 1, zh ? "资质案例二" : "Qualification case 2"),
      caseStudy(base + 3, 1, zh ? "资质案例三" : "Qualification case 3"),
      caseStudy(base + 4, 5, zh ? "会计案例" : "Accounting case"),
    ],
    contacts: [
      {
        contactId: base + 1,
        deptName: zh ? "商务部" : "Business",
        contactUser: zh ? "刘经理" : "Ms Liu",
        contactPhone: 13800000000,
        contactAddress: zh ? "北京市朝阳区" : "Chaoyang, Beijing",
      },
    ],
    profile: {
      briefAbout: zh ? "<p>集团简介</p>" : "<p>About us</p>",
      briefImgs: ["/profile/about/a1.svg", "/profile/about/a2.svg"],
      briefYgNumber: 1521,
      briefZyrcNumber: 197,
      briefFgsNumber: 23,
    },
    chairman: {
      chairmanTitle: zh ? "董事长致辞" : "Chairman's message",
      chairmanStitle: zh ? "砥砺前行" : "Forward",
      chairmanImg: "/profile/chairman/chairman.svg",
      chairmanContent: zh ? "<p>致辞</p>" : "<p>Message</p>",
      chairmanBrief: zh ? "董事长·张天诚" : "Chairman · Zhang Tiancheng",
    },
    milestones: [
      {
        mileageId: base + 1,
        mileageYear: 2019,
        mileageTitle: zh ? "集团成立" : "Founded",
        mileageImg: "/profile/history/h1.svg",
        mileageContent: [
          { month: 3, content: zh ? "北京总部成立" : "Head office opens" },
          { month: "11", content: zh ? "上海分公司成立" : "Shanghai branch opens" },
        ],
      },
    ],
    offices: [
      { addressId: base + 1, addressZname: "北京", addressYname: "Beijing", addressCode: "BJ" },
      { addressId: base + 2, addressZname: "上海", addressYname: "Shanghai", addressCode: "SH" },
    ],
    staff: [
      {
        staffId: base + 1,
        staffCode: "BJ",
        staffName: zh ? "王经理" : "Mr Wang",
        staffCompany: zh ? "北京天诚" : "Tiancheng Beijing",
        staffPhone: "010-12345678",
        staffAddress: zh ? "北京市朝阳区" : "Chaoyang, Beijing",
        staffPost: "<p>总经理</p>",
        staffImg: "/profile/staff/s1.svg",
        color: "#1a4f9c",
      },
    ],
    cooperation: Array.from({ length: 11 }, (_, index) => ({
      cooperationId: base + index + 1,
      cooperationImg: "/profile/cooperation/co1.svg",
      cooperationContent: `${zh ? "合作" : "Cooperation"} ${index + 1}`,
    })),
  };
}

export type FixtureFiles = Record<string, unknown>;

/** Every file by its path under the content folder (`zh/news.yaml`, `clients.yaml`). */
export function contentFixture(): FixtureFiles {
  const files: FixtureFiles = {};
  for (const [lang, base] of [
    ["zh", 0],
    ["en", 1000],
  ] as const) {
    for (const [name, data] of Object.entries(languageFiles(base, lang))) {
      files[`${lang}/${name}.yaml`] = data;
    }
  }
  files["clients.yaml"] = [1, 2, 3].map((id) => ({
    clientId: id,
    clientImg: `/profile/client/c${id}.svg`,
  }));
  return files;
}

export const FIXTURE_MEDIA = [
  "menu/home.svg",
  "menu/home-hover.svg",
  "news/n1.svg",
  "personnel/p1.svg",
  "case/c1.svg",
  "about/a1.svg",
  "about/a2.svg",
  "chairman/chairman.svg",
  "history/h1.svg",
  "staff/s1.svg",
  "cooperation/co1.svg",
  "client/c1.svg",
  "client/c2.svg",
  "client/c3.svg",
];

function write(path: string, content: string | Uint8Array) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Writes the fixture (with `changes` applied: a value replaces a file, null removes it). */
export function writeContentFixture(dir: string, changes: Record<string, unknown> = {}): void {
  const files = { ...contentFixture(), ...changes };
  for (const [path, data] of Object.entries(files)) {
    if (data === null) continue;
    write(join(dir, path), typeof data === "string" ? data : stringify(data));
  }
  for (const media of FIXTURE_MEDIA) {
    write(
      join(dir, "media", media),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    );
  }
  // 64 KiB so a range request has something to cut.
  write(join(dir, "media/video/video-1.mp4"), new Uint8Array(64 * 1024).fill(7));
  write(join(dir, "pdf/group-introduction.pdf"), "%PDF-1.4\n%fixture\n");
}
