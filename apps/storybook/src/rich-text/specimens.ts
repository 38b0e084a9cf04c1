import { placeholderImage } from "./sample-images";

const photo = placeholderImage({ width: 960, height: 360, text: "2024" });

export const richTextSamples = {
  zh: `<h2>集团简介</h2>
<p>天诚控股集团成立于2008年，是一家以<strong>财税服务</strong>为基础、覆盖资质办理、企业贷款、知识产权与海外业务的综合性企业服务集团。</p>
<p><img src="${photo}" alt="集团年会现场"></p>
<ul><li>国内分公司14家，海外公司9家</li><li>员工1521人，专业人才197人</li><li>服务客户超过60000家</li></ul>
<blockquote>以专业赢得信任，以服务创造价值。</blockquote>
<p>了解更多请访问<a href="https://example.com" target="_blank">集团官网</a>。</p>`,
  en: `<h2>About the Group</h2>
<p>Founded in 2008, Tiancheng Holding Group is an integrated business-services group built on <strong>accounting and tax</strong>, with construction qualifications, enterprise loans, intellectual property and overseas services.</p>
<p><img src="${photo}" alt="The group's annual meeting"></p>
<ul><li>14 domestic and 9 overseas companies</li><li>1,521 staff, 197 professionals</li><li>More than 60,000 customers served</li></ul>
<blockquote>Trust earned by expertise, value created by service.</blockquote>
<p>Learn more on the <a href="https://example.com" target="_blank">group website</a>.</p>`,
} as const;

/** Markup an attacker might slip into a CMS field: every active part must disappear. */
export const hostileHtml = `<p>Safe text</p><script>window.__pwned = true</script><img src="${placeholderImage({ width: 320, height: 120, text: "IMG" })}" onerror="window.__pwned = true" alt="Sample"><a href="javascript:window.__pwned=true">link</a><p onclick="window.__pwned = true">Click</p><iframe src="https://example.com"></iframe>`;
