/**
 * Pages are checked for changes on every visit; `no-transform` keeps Baidu's and carriers'
 * transcoding proxies from rewriting them (issue 13).
 */
export const PAGE_CACHE_CONTROL = "no-cache, no-transform";
