// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
import * as about from "../test/about-sample";
import * as home from "../test/home-sample";
import * as news from "../test/news-sample";
import * as partnership from "../test/partnership-sample";
import * as serviceGroup from "../test/service-group-sample";
import * as social from "../test/social-sample";
import { page } from "../test/template-sample";

// Pages will render on a server later: no browser globals at module scope or during render.
describe("every template renders without a DOM", () => {
  // The Chinese copy of each template; culture and privacy pages have their sample copy in
  // English only, which renders the same markup.
  const zh = {
    ...about.templateCopy.zh,
    ...home.templateCopy.zh,
    ...news.templateCopy.zh,
    ...partnership.templateCopy.zh,
    ...serviceGroup.templateCopy.zh,
    ...social.templateCopy.zh,
    culture: about.templateCopy.en.culture,
    privacy: social.templateCopy.en.privacy,
  };
  const d = {
    ...about.sampleData.zh,
    ...home.sampleData.zh,
    ...partnership.sampleData.zh,
    ...social.sampleData.zh,
  };
  const href = (item: { id: number }) => `/content?id=${item.id}&type=2`;
  const pages = {
    home: (
      <HomeTemplate
        data={{
          experts: page(home.expertsZh0),
          news: page(news.newsZh1),
          clients: page(d.clients),
        }}
        copy={zh.home}
        expertPager={{ page: 1, onPageChange: () => {} }}
        newsHref={href}
      />
    ),
    serviceGroup: (
      <ServiceGroupTemplate
        data={{ experts: page(serviceGroup.expertsZh5), cases: [page(serviceGroup.casesZh5)] }}
        copy={zh.serviceGroup}
      />
    ),
    partnership: (
      <PartnershipTemplate data={{ contacts: page(d.contacts) }} copy={zh.partnership} />
    ),
    news: (
      <NewsTemplate
        data={{
          featured: page(news.newsZh4),
          company: page(news.newsZh2),
          globalHot: page(news.newsZh3),
        }}
        copy={zh.news}
        newsHref={href}
      />
    ),
    detail: (
      <DetailTemplate
        data={{ detail: { status: "found", item: news.newsZh1[0]! } }}
        copy={zh.detail}
      />
    ),
    profile: <ProfileTemplate data={{ profile: d.profile }} copy={zh.profile} />,
    chairman: <ChairmanTemplate data={{ chairman: d.chairman }} copy={zh.chairman} />,
    culture: <CultureTemplate copy={zh.culture} />,
    composition: (
      <CompositionTemplate data={{ items: page(about.newsZh7) }} copy={zh.composition} />
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
        data={{ cooperation: page(d.cooperation), news: page(social.newsZh5) }}
        copy={zh.association}
        newsHref={href}
      />
    ),
    charity: (
      <CharityTemplate data={{ news: page(social.newsZh6) }} copy={zh.charity} newsHref={href} />
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
