// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { casesOf, expertsOf, newsOf, page, sampleData } from "../sections/stories-data/models";
import {
  AssociationTemplate,
  BranchTemplate,
  ChairmanTemplate,
  CharityTemplate,
  CompositionTemplate,
  CultureTemplate,
  DetailTemplate,
  GlobalLayoutTemplate,
  HistoryTemplate,
  HomeTemplate,
  NewsTemplate,
  PartnershipTemplate,
  PrivacyTemplate,
  ProfileTemplate,
  SchoolEnterpriseTemplate,
  ServiceGroupTemplate,
} from ".";
import { templateCopy } from "./stories-data/copy";

// Pages will render on a server later: no browser globals at module scope or during render.
describe("every template renders without a DOM", () => {
  const zh = templateCopy.zh;
  const d = sampleData.zh;
  const href = (item: { id: number }) => `/content?id=${item.id}&type=2`;
  const pages = {
    home: (
      <HomeTemplate
        data={{
          experts: page(expertsOf("zh", 0)),
          news: page(newsOf("zh", 1)),
          clients: page(d.clients),
        }}
        copy={zh.home}
        expertPager={{ page: 1, onPageChange: () => {} }}
        newsHref={href}
      />
    ),
    serviceGroup: (
      <ServiceGroupTemplate
        data={{ experts: page(expertsOf("zh", 5)), cases: [page(casesOf("zh", 5))] }}
        copy={zh.serviceGroup}
      />
    ),
    partnership: (
      <PartnershipTemplate data={{ contacts: page(d.contacts) }} copy={zh.partnership} />
    ),
    news: (
      <NewsTemplate
        data={{
          featured: page(newsOf("zh", 4)),
          company: page(newsOf("zh", 2)),
          globalHot: page(newsOf("zh", 3)),
        }}
        copy={zh.news}
        newsHref={href}
      />
    ),
    detail: (
      <DetailTemplate
        data={{ detail: { status: "found", item: newsOf("zh", 1)[0]! } }}
        copy={zh.detail}
      />
    ),
    profile: <ProfileTemplate data={{ profile: d.profile }} copy={zh.profile} />,
    chairman: <ChairmanTemplate data={{ chairman: d.chairman }} copy={zh.chairman} />,
    culture: <CultureTemplate copy={zh.culture} />,
    composition: (
      <CompositionTemplate data={{ items: page(newsOf("zh", 7)) }} copy={zh.composition} />
    ),
    history: <HistoryTemplate data={{ milestones: page(d.milestones) }} copy={zh.history} />,
    globalLayout: (
      <GlobalLayoutTemplate
        data={{ offices: page(d.offices), staff: page(d.staff) }}
        copy={zh.globalLayout}
      />
    ),
    schoolEnterprise: <SchoolEnterpriseTemplate copy={zh.schoolEnterprise} />,
    association: (
      <AssociationTemplate
        data={{ cooperation: page(d.cooperation), news: page(newsOf("zh", 5)) }}
        copy={zh.association}
        newsHref={href}
      />
    ),
    charity: (
      <CharityTemplate data={{ news: page(newsOf("zh", 6)) }} copy={zh.charity} newsHref={href} />
    ),
    branch: (
      <BranchTemplate data={{ offices: page(d.offices), staff: page(d.staff) }} copy={zh.branch} />
    ),
    privacy: <PrivacyTemplate copy={zh.privacy} />,
  };

  for (const [name, element] of Object.entries(pages)) {
    it(`${name}: one h1, no script`, () => {
      const html = renderToString(element);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script/i);
    });
  }
});
