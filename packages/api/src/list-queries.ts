// The sizes of the site's lists (spec 9) and the queries built from them: a module of its own,
// so an island that reads a page of experts carries no more of the catalog than this.
import type { TypedPageQuery } from "./queries";

// Spec 9 business constants.
export const EXPERT_PAGE_SIZE = 8;
export const HOME_NEWS_SIZE = 2;
export const COOPERATION_PAGE_SIZE = 9;
export const ASSOCIATION_NEWS_SIZE = 3;
export const FEATURED_NEWS_SIZE = 3;
export const COMPANY_NEWS_SIZE = 2;
export const GLOBAL_HOT_NEWS_SIZE = 5;
export const SINGLE_CASE_LIST_SIZE = 3;
export const DOUBLE_CASE_LIST_SIZE = 2;

/** Spec 7.1: types 1 and 3 show two case lists (page 1 and page 2 of size 2); others one list of 3. */
export function caseListQueries(type: number): TypedPageQuery[] {
  if (type === 1 || type === 3) {
    return [
      { type, pageNum: 1, pageSize: DOUBLE_CASE_LIST_SIZE },
      { type, pageNum: 2, pageSize: DOUBLE_CASE_LIST_SIZE },
    ];
  }
  return [{ type, pageNum: 1, pageSize: SINGLE_CASE_LIST_SIZE }];
}

export function expertPageQuery(type: number, pageNum = 1): TypedPageQuery {
  return { type, pageNum, pageSize: EXPERT_PAGE_SIZE };
}
