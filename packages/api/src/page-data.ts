import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useActiveSection, useApi, useSiteQueries } from "./app";
import type { NewsDetail } from "./models";
import {
  ASSOCIATION_NEWS_SIZE,
  caseListQueries,
  COMPANY_NEWS_SIZE,
  COOPERATION_PAGE_SIZE,
  expertPageQuery,
  FEATURED_NEWS_SIZE,
  GLOBAL_HOT_NEWS_SIZE,
  HOME_EXPERT_TYPE,
  HOME_NEWS_SIZE,
  NewsType,
  serviceGroupType,
  type ServiceGroupPageId,
} from "./pages";

// What each page renders, read from the QueryClient its loader primed: written once for both
// editions (style.md). The keys here are the loader's keys, so the first render needs no request.

/** The shell of every page: menu, footer config and the highlighted section (D7). */
export function useShellData() {
  const queries = useSiteQueries();
  return {
    menu: useQuery(queries.menu()).data ?? null,
    config: useQuery(queries.siteConfig()).data ?? null,
    activeSection: useActiveSection(),
  };
}

/**
 * The writes behind the consult and complaint dialogs (D4), named as the dialogs take them.
 * The dialogs count upload progress in percent; the client reports a fraction.
 */
export function useFormActions() {
  const api = useApi();
  return useMemo(
    () => ({
      consult: { onSubmit: api.submitConsultation },
      complaint: {
        onSubmit: api.submitComplaint,
        onUpload: (file: File, { onProgress }: { onProgress: (percent: number) => void }) =>
          api.uploadImage(file, { onProgress: (fraction) => onProgress(fraction * 100) }),
      },
    }),
    [api],
  );
}

/** Spec 2.4 and 4: the home page; the expert pager starts at page 1 and fetches page by page. */
export function useHomeData() {
  const queries = useSiteQueries();
  const [page, setPage] = useState(1);
  const experts = useQuery({
    ...queries.experts(expertPageQuery(HOME_EXPERT_TYPE, page)),
    placeholderData: keepPreviousData,
  });
  return {
    data: {
      experts: experts.data ?? null,
      news:
        useQuery(queries.news({ type: NewsType.home, pageNum: 1, pageSize: HOME_NEWS_SIZE }))
          .data ?? null,
      clients: useQuery(queries.clients()).data ?? null,
    },
    expertPager: { page, onPageChange: setPage, loading: experts.isPlaceholderData },
  };
}

/**
 * Spec 2.5 and 4: a service group page. Collapsed shows page 1 of 8; expanding (the accounting
 * page, D7's English staff lists) fetches every expert of the group.
 */
export function useServiceGroupData(page: ServiceGroupPageId) {
  const queries = useSiteQueries();
  const type = serviceGroupType[page];
  const [expanded, setExpanded] = useState(false);
  const experts = useQuery({
    ...queries.experts(expanded ? { type } : expertPageQuery(type)),
    placeholderData: keepPreviousData,
  });
  const cases = useQueries({ queries: caseListQueries(type).map(queries.cases) });
  return {
    data: {
      experts: experts.data ?? null,
      cases: cases.map((result) => result.data ?? null),
    },
    experts: { onExpand: () => setExpanded(true), loading: experts.isPlaceholderData },
  };
}

/** Spec 2.6: 3 featured, 2 company, 5 global hot items. */
export function useNewsPageData() {
  const queries = useSiteQueries();
  const [featured, company, globalHot] = useQueries({
    queries: [
      queries.news({ type: NewsType.featured, pageNum: 1, pageSize: FEATURED_NEWS_SIZE }),
      queries.news({ type: NewsType.company, pageNum: 1, pageSize: COMPANY_NEWS_SIZE }),
      queries.news({ type: NewsType.globalHot, pageNum: 1, pageSize: GLOBAL_HOT_NEWS_SIZE }),
    ],
  });
  return {
    featured: featured?.data ?? null,
    company: company?.data ?? null,
    globalHot: globalHot?.data ?? null,
  };
}

/** The detail page's article; a missing or malformed id is "not found" (D3). */
export function useNewsDetail(id: string | null): NewsDetail | null {
  const queries = useSiteQueries();
  const valid = id !== null && /^\d+$/.test(id);
  const detail = useQuery({ ...queries.newsItem(id ?? ""), enabled: valid });
  if (!valid) return { status: "not-found" };
  return detail.data ?? null;
}

export function usePartnershipData() {
  return { contacts: useQuery(useSiteQueries().contacts()).data ?? null };
}

export function useProfileData() {
  return useQuery(useSiteQueries().profile()).data ?? null;
}

export function useChairmanData() {
  return useQuery(useSiteQueries().chairman()).data ?? null;
}

export function useCompositionData() {
  return useQuery(useSiteQueries().news({ type: NewsType.composition })).data ?? null;
}

export function useHistoryData() {
  return useQuery(useSiteQueries().milestones()).data ?? null;
}

export function useGlobalLayoutData() {
  const queries = useSiteQueries();
  return {
    offices: useQuery(queries.offices()).data ?? null,
    staff: useQuery(queries.staff()).data ?? null,
  };
}

/** Spec 2.9: cooperation collapsed to the first 9 (expanding fetches all), 3 association news. */
export function useAssociationData() {
  const queries = useSiteQueries();
  const [expanded, setExpanded] = useState(false);
  const cooperation = useQuery({
    ...queries.cooperation(expanded ? {} : { pageNum: 1, pageSize: COOPERATION_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return {
    data: {
      cooperation: cooperation.data ?? null,
      news:
        useQuery(
          queries.news({ type: NewsType.association, pageNum: 1, pageSize: ASSOCIATION_NEWS_SIZE }),
        ).data ?? null,
    },
    cooperation: { onExpand: () => setExpanded(true), loading: cooperation.isPlaceholderData },
  };
}

export function useCharityData() {
  return useQuery(useSiteQueries().news({ type: NewsType.charity })).data ?? null;
}
