// Story and test sample data: the recorded fixtures of both editions, normalized as @site/api
// does (models.ts), with story images in place of media URLs. Generated once; edit freely.
import type {
  CaseStudyLike,
  ChairmanLike,
  ClientLike,
  ContactLike,
  CooperationLike,
  ExpertLike,
  MilestoneLike,
  NewsItemLike,
  OfficeLike,
  ProfileFiguresLike,
  StaffLike,
} from "..";
import { logo, photo, portrait } from "./images";

export type SampleLang = "zh" | "en";

export interface SampleNews extends NewsItemLike {
  id: number;
  title: string;
  contentHtml: string;
  imageUrl: string | null;
  source: string;
  type: number;
}

export interface SampleData {
  experts: (ExpertLike & { id: number; type: number })[];
  cases: (CaseStudyLike & { id: number; type: number })[];
  news: SampleNews[];
  clients: ClientLike[];
  contacts: ContactLike[];
  profile: ProfileFiguresLike & { aboutHtml: string; images: string[] };
  chairman: ChairmanLike;
  milestones: MilestoneLike[];
  offices: OfficeLike[];
  staff: StaffLike[];
  cooperation: CooperationLike[];
}

export const sampleData: Record<SampleLang, SampleData> = {
  zh: {
    experts: [
      {
        id: 1,
        name: "王立群",
        position: "集团首席财税专家",
        imageUrl: portrait(0),
        highlights: [
          "中国注册会计师、注册税务师",
          "从业22年，主持大型企业集团税务筹划项目60余个",
          "曾任大型会计师事务所合伙人",
        ],
        type: 0,
      },
      {
        id: 2,
        name: "陈思远",
        position: "资质事业群首席顾问",
        imageUrl: portrait(1),
        highlights: ["一级建造师", "深耕建筑资质领域15年", "累计协助1200余家企业取得或升级资质"],
        type: 0,
      },
      {
        id: 3,
        name: "刘佳",
        position: "企贷事业群总经理",
        imageUrl: portrait(2),
        highlights: [
          "曾任股份制银行支行行长",
          "熟悉50余家金融机构信贷产品",
          "累计帮助企业获得融资逾30亿元",
        ],
        type: 0,
      },
      {
        id: 4,
        name: "赵文博",
        position: "知识产权事业群总监",
        imageUrl: portrait(3),
        highlights: [
          "专利代理师、律师",
          "从事知识产权代理与诉讼12年",
          "代理商标及专利申请逾8000件",
        ],
        type: 0,
      },
      {
        id: 5,
        name: "孙慧敏",
        position: "海外事业部总经理",
        imageUrl: portrait(4),
        highlights: [
          "英国特许公认会计师（ACCA）",
          "熟悉香港、新加坡及欧美公司架构",
          "主导VIE架构搭建项目40余个",
        ],
        type: 0,
      },
      {
        id: 6,
        name: "周建华",
        position: "综合事业群总经理",
        imageUrl: portrait(5),
        highlights: ["熟悉北京市各区产业园区政策", "累计办理小客车指标、各类许可证3000余件"],
        type: 0,
      },
      {
        id: 7,
        name: "吴静",
        position: "集团法务总监",
        imageUrl: portrait(6),
        highlights: [
          "执业律师",
          "专注公司法与合同纠纷领域14年",
          "为集团客户提供股权设计与合规审查",
        ],
        type: 0,
      },
      {
        id: 8,
        name: "郑凯",
        position: "审计部总监",
        imageUrl: portrait(7),
        highlights: ["中国注册会计师", "主持企业年报审计、专项审计项目500余个"],
        type: 0,
      },
      {
        id: 9,
        name: "黄雅琴",
        position: "客户服务中心总监",
        imageUrl: portrait(8),
        highlights: [
          "10年企业服务管理经验",
          "建立集团三级回访与投诉处理机制",
          "客户满意度连续三年超过98%",
        ],
        type: 0,
      },
      {
        id: 10,
        name: "林志强",
        position: "集团技术总监",
        imageUrl: portrait(9),
        highlights: ["负责智能记账平台架构设计", "拥有软件著作权11项"],
        type: 0,
      },
      {
        id: 11,
        name: "张丽华",
        position: "会计事业群总经理",
        imageUrl: portrait(10),
        highlights: ["中国注册会计师", "从业18年", "服务中小企业逾5000家"],
        type: 5,
      },
      {
        id: 12,
        name: "李明",
        position: "主办会计",
        imageUrl: portrait(11),
        highlights: ["中级会计师", "擅长商贸、电商企业账务处理", "熟悉出口退税申报"],
        type: 5,
      },
      {
        id: 13,
        name: "王芳",
        position: "税务经理",
        imageUrl: portrait(12),
        highlights: ["注册税务师", "精通增值税、企业所得税汇算清缴", "帮助企业规避涉税风险"],
        type: 5,
      },
      {
        id: 14,
        name: "刘洋",
        position: "工商注册主管",
        imageUrl: portrait(13),
        highlights: ["8年公司注册经验", "熟悉内资、外资企业设立与变更流程"],
        type: 5,
      },
      {
        id: 15,
        name: "杨敏",
        position: "主办会计",
        imageUrl: portrait(14),
        highlights: ["初级会计师", "专注科技型企业研发费用归集", "协助企业享受加计扣除优惠"],
        type: 5,
      },
      {
        id: 16,
        name: "徐超",
        position: "审计经理",
        imageUrl: portrait(15),
        highlights: ["中国注册会计师", "负责高新技术企业专项审计与验资报告"],
        type: 5,
      },
      {
        id: 17,
        name: "马丽",
        position: "薪酬社保主管",
        imageUrl: portrait(16),
        highlights: ["熟悉社保公积金开户与申报", "处理个税汇算逾2000人次"],
        type: 5,
      },
      {
        id: 18,
        name: "朱伟",
        position: "税务筹划顾问",
        imageUrl: portrait(17),
        highlights: ["注册税务师、律师", "擅长股权转让与重组税务筹划"],
        type: 5,
      },
      {
        id: 19,
        name: "胡晓燕",
        position: "外资企业会计",
        imageUrl: portrait(18),
        highlights: ["熟悉外商投资企业账务与外汇业务", "英语可作为工作语言"],
        type: 5,
      },
      {
        id: 20,
        name: "郭涛",
        position: "财务外包经理",
        imageUrl: portrait(19),
        highlights: ["10年财务外包团队管理经验", "为200余家企业提供全盘财务管理"],
        type: 5,
      },
      {
        id: 21,
        name: "何振东",
        position: "资质事业群总经理",
        imageUrl: portrait(20),
        highlights: ["一级建造师、高级工程师", "熟悉施工总承包及专业承包资质标准"],
        type: 1,
      },
      {
        id: 22,
        name: "高远",
        position: "资质顾问",
        imageUrl: portrait(21),
        highlights: ["6年资质申报经验", "擅长安全生产许可证及资质延续办理"],
        type: 1,
      },
      {
        id: 23,
        name: "罗欣",
        position: "资质顾问",
        imageUrl: portrait(22),
        highlights: ["熟悉设计、监理、劳务资质办理流程", "累计服务企业300余家"],
        type: 1,
      },
      {
        id: 24,
        name: "谢冰",
        position: "企贷顾问",
        imageUrl: portrait(23),
        highlights: ["曾任城商行客户经理", "擅长税务贷、发票贷产品匹配"],
        type: 2,
      },
      {
        id: 25,
        name: "韩磊",
        position: "企贷顾问",
        imageUrl: portrait(24),
        highlights: ["熟悉经营性抵押贷与供应链金融", "平均放款周期7个工作日"],
        type: 2,
      },
      {
        id: 26,
        name: "唐晓",
        position: "风控经理",
        imageUrl: portrait(25),
        highlights: ["8年银行风控经验", "为企业提供征信修复与融资方案设计"],
        type: 2,
      },
      {
        id: 27,
        name: "冯雪",
        position: "综合事业群顾问",
        imageUrl: portrait(26),
        highlights: ["熟悉北京市小客车指标单位申请流程", "累计办理指标申请500余件"],
        type: 3,
      },
      {
        id: 28,
        name: "于海",
        position: "许可证顾问",
        imageUrl: portrait(27),
        highlights: ["擅长食品经营、道路运输、人力资源服务等许可证办理"],
        type: 3,
      },
      {
        id: 29,
        name: "董琳",
        position: "政策申报顾问",
        imageUrl: portrait(28),
        highlights: ["专注专精特新、高新技术企业认定与租房补贴申报"],
        type: 3,
      },
      {
        id: 30,
        name: "萧然",
        position: "海外顾问",
        imageUrl: portrait(29),
        highlights: ["熟悉香港、新加坡公司注册与银行开户", "英语、粤语流利"],
        type: 4,
      },
      {
        id: 31,
        name: "程立",
        position: "跨境税务顾问",
        imageUrl: portrait(30),
        highlights: ["熟悉欧盟VAT与德国、法国EPR合规", "服务跨境卖家800余家"],
        type: 4,
      },
      {
        id: 32,
        name: "曹颖",
        position: "境外投资顾问",
        imageUrl: portrait(31),
        highlights: ["专注境外投资备案（ODI）与外汇登记", "协助企业搭建VIE架构"],
        type: 4,
      },
      {
        id: 33,
        name: "袁博",
        position: "知识产权顾问",
        imageUrl: portrait(32),
        highlights: ["专利代理师", "擅长发明专利撰写与答复审查意见"],
        type: 6,
      },
      {
        id: 34,
        name: "邓婷",
        position: "商标顾问",
        imageUrl: portrait(33),
        highlights: ["从事商标注册与复审8年", "熟悉马德里国际商标注册"],
        type: 6,
      },
      {
        id: 35,
        name: "许航",
        position: "版权顾问",
        imageUrl: portrait(34),
        highlights: ["专注软件著作权与作品登记", "协助企业完成知识产权贯标"],
        type: 6,
      },
    ],
    cases: [
      {
        id: 1,
        title: "建筑工程施工总承包资质升级至一级",
        summaryHtml: "<p>北京某建筑工程有限公司</p><p>人员与业绩一次梳理到位</p>",
        content:
          "企业原持有二级资质，承接项目规模受限。顾问团队协助企业补充注册建造师与中级职称人员，整理近五年工程业绩，资质申请一次通过。",
        duration: "90个工作日",
        imageUrl: photo(35),
        type: 1,
      },
      {
        id: 2,
        title: "市政公用工程施工总承包资质新办",
        summaryHtml: "<p>河北某市政工程公司</p><p>新设企业三个月取得资质</p>",
        content:
          "企业新设立，缺少资质申报经验。顾问制定人员招聘与社保缴纳计划，同步准备技术负责人业绩材料，三个月内取得资质证书。",
        duration: "60个工作日",
        imageUrl: photo(36),
        type: 1,
      },
      {
        id: 3,
        title: "安全生产许可证到期延续",
        summaryHtml: "<p>天津某建设集团</p><p>避免停工风险</p>",
        content:
          "企业安全生产许可证即将到期，且部分安全管理人员证书失效。顾问协助完成人员换证与安全制度更新，许可证按期延续。",
        duration: "30个工作日",
        imageUrl: photo(37),
        type: 1,
      },
      {
        id: 4,
        title: "建筑装修装饰工程专业承包资质增项",
        summaryHtml: "<p>北京某装饰公司</p><p>拓展公装业务范围</p>",
        content:
          "企业希望承接公共建筑装修项目。顾问评估现有人员配置后制定增项方案，企业顺利取得装修装饰工程专业承包二级资质。",
        duration: "45个工作日",
        imageUrl: photo(38),
        type: 1,
      },
      {
        id: 5,
        title: "商贸公司税务贷获批300万元",
        summaryHtml: "<p>北京某商贸有限公司</p><p>纯信用，无需抵押</p>",
        content:
          "企业纳税记录良好但缺少抵押物。顾问根据开票与纳税数据匹配银行税务贷产品，五个工作日获批300万元信用额度。",
        duration: "5个工作日",
        imageUrl: photo(39),
        type: 2,
      },
      {
        id: 6,
        title: "制造企业经营性抵押贷款800万元",
        summaryHtml: "<p>河北某机械制造企业</p><p>利率较原方案下降1.2个百分点</p>",
        content:
          "企业原有贷款成本较高。顾问对比多家银行方案，以厂房抵押置换原有贷款，年化利率下降1.2个百分点。",
        duration: "15个工作日",
        imageUrl: photo(40),
        type: 2,
      },
      {
        id: 7,
        title: "电商企业发票贷解决旺季备货资金",
        summaryHtml: "<p>杭州某电商公司</p><p>大促前资金及时到位</p>",
        content:
          "大促前企业备货资金紧张。顾问协助企业以应收账款与开票记录申请发票贷，资金在活动前到账。",
        duration: "7个工作日",
        imageUrl: photo(41),
        type: 2,
      },
      {
        id: 8,
        title: "科技公司新能源小客车指标申请成功",
        summaryHtml: "<p>北京某科技有限公司</p><p>一次申报即获配置</p>",
        content:
          "企业首次申请单位小客车指标。顾问核对注册、纳税与停车位条件，指导企业完成材料提交，当期即获得新能源指标。",
        duration: "当期配置",
        imageUrl: photo(42),
        type: 3,
      },
      {
        id: 9,
        title: "连锁餐饮食品经营许可证办理",
        summaryHtml: "<p>北京某餐饮连锁品牌</p><p>五家门店同步开业</p>",
        content:
          "品牌计划五家门店同期开业。顾问统筹门店布局审核与许可证申报，五家门店均按计划取得食品经营许可证。",
        duration: "20个工作日",
        imageUrl: photo(43),
        type: 3,
      },
      {
        id: 10,
        title: "软件企业通过专精特新中小企业认定",
        summaryHtml: "<p>北京某软件股份有限公司</p><p>获得专项资金支持</p>",
        content:
          "顾问对照评价指标梳理企业研发投入、知识产权与主营业务收入，补齐短板后申报，企业顺利通过认定。",
        duration: "4个月",
        imageUrl: photo(44),
        type: 3,
      },
      {
        id: 11,
        title: "文创公司园区入驻与租房补贴申报",
        summaryHtml: "<p>北京某文化创意公司</p><p>年节省租金约40万元</p>",
        content:
          "顾问为企业匹配符合条件的文创园区，协助完成入驻并申报租房补贴，企业每年节省租金约40万元。",
        duration: "2个月",
        imageUrl: photo(45),
        type: 3,
      },
      {
        id: 12,
        title: "跨境卖家完成德国VAT与EPR注册",
        summaryHtml: "<p>深圳某跨境电商卖家</p><p>店铺恢复正常销售</p>",
        content:
          "卖家因缺少EPR注册号被平台限制销售。顾问两周内完成包装法注册与VAT税号申请，店铺恢复正常。",
        duration: "14个工作日",
        imageUrl: photo(46),
        type: 4,
      },
      {
        id: 13,
        title: "教育科技公司搭建VIE架构",
        summaryHtml: "<p>北京某教育科技公司</p><p>为境外融资做好准备</p>",
        content:
          "企业计划引入境外投资人。顾问设计开曼、香港、境内WFOE三层架构，并完成协议控制文件与外汇登记。",
        duration: "3个月",
        imageUrl: photo(47),
        type: 4,
      },
      {
        id: 14,
        title: "外贸企业香港公司注册与银行开户",
        summaryHtml: "<p>宁波某外贸公司</p><p>一次开户成功</p>",
        content:
          "顾问协助企业注册香港公司，整理贸易合同与物流单据，陪同完成银行面签，账户一次开立成功。",
        duration: "21个工作日",
        imageUrl: photo(48),
        type: 4,
      },
      {
        id: 15,
        title: "初创科技公司注册与代理记账",
        summaryHtml: "<p>北京某人工智能初创公司</p><p>三天领取营业执照</p>",
        content:
          "创始团队希望尽快开展业务。顾问协助完成核名、注册与税务登记，三天取得营业执照，此后按月提供记账报税服务。",
        duration: "3个工作日",
        imageUrl: photo(49),
        type: 5,
      },
      {
        id: 16,
        title: "电商企业税务异常处理与账务整理",
        summaryHtml: "<p>广州某电商公司</p><p>解除税务异常状态</p>",
        content:
          "企业因长期零申报被列为税务异常。顾问整理两年账务并补充申报，协助企业解除异常状态，恢复正常开票。",
        duration: "30个工作日",
        imageUrl: photo(50),
        type: 5,
      },
      {
        id: 17,
        title: "外贸企业出口退税申报",
        summaryHtml: "<p>义乌某外贸公司</p><p>退税款按时到账</p>",
        content: "企业首次办理出口退税。顾问完成退税备案、单证整理与申报，首笔退税款按时到账。",
        duration: "20个工作日",
        imageUrl: photo(51),
        type: 5,
      },
      {
        id: 18,
        title: "食品品牌商标驳回复审成功",
        summaryHtml: "<p>山东某食品公司</p><p>核心商标获准注册</p>",
        content:
          "企业核心商标因近似被驳回。顾问检索在先商标并补充使用证据，复审获准，商标成功注册。",
        duration: "9个月",
        imageUrl: photo(52),
        type: 6,
      },
      {
        id: 19,
        title: "智能设备企业发明专利获得授权",
        summaryHtml: "<p>苏州某智能设备公司</p><p>助力高新技术企业认定</p>",
        content: "顾问深入了解技术方案，撰写权利要求并答复两次审查意见，发明专利获得授权。",
        duration: "18个月",
        imageUrl: photo(53),
        type: 6,
      },
      {
        id: 20,
        title: "软件公司软件著作权批量登记",
        summaryHtml: "<p>北京某软件公司</p><p>20项著作权同步登记</p>",
        content:
          "企业需要在项目投标前完成多项软件著作权登记。顾问统一准备源代码与说明文档，20项著作权按期下证。",
        duration: "30个工作日",
        imageUrl: photo(54),
        type: 6,
      },
    ],
    news: [
      {
        id: 1,
        title: "天诚集团2026年度合作伙伴大会在京召开 | 共话中小企业财税服务新机遇",
        headline: "天诚集团2026年度合作伙伴大会在京召开",
        subline: "共话中小企业财税服务新机遇",
        summaryHtml:
          "<p>来自全国23个地区的300余位合作伙伴齐聚北京，共同探讨中小企业财税服务的新模式。</p>",
        contentHtml:
          "<p>3月18日，天诚企业服务集团2026年度合作伙伴大会在北京国家会议中心召开，来自全国23个地区的300余位合作伙伴参会。</p><p>大会发布了“企业服务一站通”合作计划，集团将向合作伙伴开放会计、资质、企贷、知识产权等五大事业群的服务能力。</p>",
        imageUrl: photo(55),
        date: "2026-03-18",
        source: "集团品牌中心",
        type: 1,
      },
      {
        id: 2,
        title: "会计事业群上线智能记账平台 | 服务企业突破6万家",
        headline: "会计事业群上线智能记账平台",
        subline: "服务企业突破6万家",
        summaryHtml:
          "<p>新平台支持票据自动识别、纳税申报提醒与月度经营报表，客户可随时在线查看账务。</p>",
        contentHtml:
          "<p>1月9日，会计事业群智能记账平台正式上线。平台支持发票自动识别、纳税申报到期提醒和月度经营报表，客户可通过手机随时查看账务进度。</p><p>截至目前，会计事业群累计服务企业已突破6万家，其中小规模纳税人占比超过七成。</p>",
        imageUrl: photo(56),
        date: "2026-01-09",
        source: "会计事业群",
        type: 1,
      },
      {
        id: 3,
        title: "海外事业部新加坡办公室正式启用｜助力跨境卖家合规出海",
        headline: "海外事业部新加坡办公室正式启用",
        subline: "助力跨境卖家合规出海",
        summaryHtml: "<p>新加坡办公室将为客户提供当地公司注册、银行开户与税务申报服务。</p>",
        contentHtml:
          "<p>11月26日，集团海外事业部新加坡办公室正式启用。这是集团继香港、迪拜之后设立的第九家境外机构。</p><p>新加坡办公室将为跨境电商卖家和出海企业提供当地公司注册、银行开户、商品及服务税（GST）申报等一站式服务。</p>",
        imageUrl: photo(57),
        date: "2025-11-26",
        source: "海外事业部",
        type: 1,
      },
      {
        id: 4,
        title: "集团荣获“2025年度优秀企业服务机构”称号",
        headline: "集团荣获“2025年度优秀企业服务机构”称号",
        subline: "",
        summaryHtml: "<p>集团凭借在小微企业财税服务领域的专业表现获得表彰。</p>",
        contentHtml:
          "<p>2月27日，在北京市中小企业服务联盟年度评选中，天诚企业服务集团荣获“2025年度优秀企业服务机构”称号。</p><p>评审认为，集团在免费记账帮扶、跨区域业务代办等方面为小微企业减轻了负担。</p>",
        imageUrl: photo(58),
        date: "2026-02-27",
        source: "集团品牌中心",
        type: 2,
      },
      {
        id: 5,
        title: "资质事业群举办建筑业企业资质新规解读会",
        headline: "资质事业群举办建筑业企业资质新规解读会",
        subline: "",
        summaryHtml: "<p>专家团队逐条解读资质标准调整，帮助建筑企业提前做好人员与业绩准备。</p>",
        contentHtml:
          "<p>1月16日，资质事业群在北京举办建筑业企业资质新规解读会，120余家建筑企业负责人到场参会。</p><p>资深顾问围绕施工总承包资质、专业承包资质的人员配置与业绩要求进行了详细讲解，并现场解答了企业关心的资质延续和升级问题。</p>",
        imageUrl: photo(59),
        date: "2026-01-16",
        source: "资质事业群",
        type: 2,
      },
      {
        id: 6,
        title: "企贷事业群与多家银行签署普惠金融合作协议",
        headline: "企贷事业群与多家银行签署普惠金融合作协议",
        subline: "",
        summaryHtml: "<p>合作金融机构增至50余家，为小微企业提供更多低成本融资选择。</p>",
        contentHtml:
          "<p>12月5日，企贷事业群与六家商业银行签署普惠金融合作协议，合作金融机构总数增至50余家。</p><p>双方将在税务贷、发票贷、经营性抵押贷等产品上深化合作，缩短小微企业的审批时间。</p>",
        imageUrl: photo(60),
        date: "2025-12-05",
        source: "企贷事业群",
        type: 2,
      },
      {
        id: 7,
        title: "欧盟增值税电商新规解读：跨境卖家需关注的五个变化",
        headline: "欧盟增值税电商新规解读：跨境卖家需关注的五个变化",
        subline: "",
        summaryHtml: "<p>从一站式申报（OSS）到平台代扣代缴，新规影响每一位欧洲站卖家。</p>",
        contentHtml:
          "<p>欧盟增值税电商新规实施以来，远程销售起征点统一为1万欧元，一站式申报（OSS）成为主流申报方式。</p><p>我们建议卖家核对各国注册情况，保留完整的物流与销售记录，并按季度完成申报。</p>",
        imageUrl: photo(61),
        date: "2026-03-02",
        source: "海外事业部",
        type: 3,
      },
      {
        id: 8,
        title: "德国、法国包装法EPR合规要点一览",
        headline: "德国、法国包装法EPR合规要点一览",
        subline: "",
        summaryHtml: "<p>未完成生产者责任延伸注册的卖家，可能面临商品下架与罚款。</p>",
        contentHtml:
          "<p>德国包装法要求向德国消费者销售商品的卖家在LUCID系统注册并加入回收体系；法国则按品类分别要求取得唯一识别码（UIN）。</p><p>集团海外团队可协助卖家完成注册、年度申报与平台资料提交。</p>",
        imageUrl: photo(62),
        date: "2026-02-11",
        source: "海外事业部",
        type: 3,
      },
      {
        id: 9,
        title: "境外投资备案（ODI）办理流程与常见问题",
        headline: "境外投资备案（ODI）办理流程与常见问题",
        subline: "",
        summaryHtml: "<p>发改委、商务部门备案及外汇登记三个环节，缺一不可。</p>",
        contentHtml:
          "<p>企业对外投资需依次完成发展改革部门备案、商务主管部门备案以及银行外汇登记，整体周期通常为2至3个月。</p><p>常见问题包括投资主体成立时间不足、资金来源说明不充分等，建议提前准备审计报告与可行性研究材料。</p>",
        imageUrl: photo(63),
        date: "2026-01-22",
        source: "海外事业部",
        type: 3,
      },
      {
        id: 10,
        title: "出口退税申报时限与单证备案要求提醒",
        headline: "出口退税申报时限与单证备案要求提醒",
        subline: "",
        summaryHtml: "<p>出口企业应在规定期限内完成退税申报，并按要求留存备案单证。</p>",
        contentHtml:
          "<p>出口企业应在货物报关出口之日次月起至次年4月30日前的各增值税纳税申报期内，收齐有关凭证，申报出口退税。</p><p>购销合同、出口货物运输单据等备案单证应在申报退税之日起15日内完成备案。</p>",
        imageUrl: photo(64),
        date: "2025-12-18",
        source: "会计事业群",
        type: 3,
      },
      {
        id: 11,
        title: "香港公司银行开户最新审核趋势",
        headline: "香港公司银行开户最新审核趋势",
        subline: "",
        summaryHtml: "<p>银行更关注实际业务背景与资金往来的合理性。</p>",
        contentHtml:
          "<p>近期香港各银行对新开户企业的尽职调查更加细致，重点关注实际经营地址、上下游合同与预计资金流水。</p><p>集团可协助客户梳理业务资料，并对接多家银行及持牌虚拟银行，提高开户成功率。</p>",
        imageUrl: photo(65),
        date: "2025-11-30",
        source: "海外事业部",
        type: 3,
      },
      {
        id: 12,
        title: "小规模纳税人增值税减免政策延续至2027年底",
        headline: "小规模纳税人增值税减免政策延续至2027年底",
        subline: "",
        summaryHtml: "<p>月销售额10万元以下免征增值税，适用3%征收率的减按1%征收。</p>",
        contentHtml:
          "<p>根据最新公告，小规模纳税人月销售额10万元以下（含本数）的，免征增值税；适用3%征收率的应税销售收入，减按1%征收率征收。</p><p>会计事业群已为服务中的企业逐一核对适用情况。</p>",
        imageUrl: photo(66),
        date: "2026-03-10",
        source: "会计事业群",
        type: 4,
      },
      {
        id: 13,
        title: "专精特新中小企业认定申报指南（2026年版）",
        headline: "专精特新中小企业认定申报指南（2026年版）",
        subline: "",
        summaryHtml: "<p>从创新型中小企业到专精特新“小巨人”，梳理各级认定条件与材料清单。</p>",
        contentHtml:
          '<p>专精特新中小企业认定围绕专业化、精细化、特色化、新颖化四项指标展开，申报企业需先取得创新型中小企业评价。</p><p>申报材料清单可在<a href="/api/profile/upload/2026/02/20/checklist_20260220103000A018.pdf">这里下载</a>。</p>',
        imageUrl: photo(67),
        date: "2026-02-20",
        source: "综合事业群",
        type: 4,
      },
      {
        id: 14,
        title: "北京小客车指标与新能源配额政策解读",
        headline: "北京小客车指标与新能源配额政策解读",
        subline: "",
        summaryHtml: "<p>单位申请新能源小客车指标，需满足注册地、纳税和停车位等条件。</p>",
        contentHtml:
          "<p>北京市每年面向单位配置一定数量的小客车指标，单位需在本市注册、依法纳税并具备相应停车条件。</p><p>综合事业群可协助企业准备申请材料，并同步办理园区入驻与租房补贴申报。</p>",
        imageUrl: photo(68),
        date: "2026-01-30",
        source: "综合事业群",
        type: 4,
      },
      {
        id: 15,
        title: "集团受邀出席北京市中小企业服务联盟年会",
        headline: "集团受邀出席北京市中小企业服务联盟年会",
        subline: "",
        summaryHtml: "<p>集团代表在会上分享了小微企业全生命周期服务经验。</p>",
        contentHtml:
          "<p>3月6日，北京市中小企业服务联盟年会召开，集团副总裁受邀作主题发言，分享了从注册、记账到融资、资质的全生命周期服务经验。</p>",
        imageUrl: photo(69),
        date: "2026-03-06",
        source: "集团品牌中心",
        type: 5,
      },
      {
        id: 16,
        title: "与浙江省跨境电子商务协会签署战略合作协议",
        headline: "与浙江省跨境电子商务协会签署战略合作协议",
        subline: "",
        summaryHtml: "<p>双方将在海外税务合规、品牌保护等领域开展合作。</p>",
        contentHtml:
          "<p>1月12日，集团与浙江省跨境电子商务协会在杭州签署战略合作协议，将为协会会员企业提供VAT、EPR及海外商标注册服务。</p>",
        imageUrl: photo(70),
        date: "2026-01-12",
        source: "海外事业部",
        type: 5,
      },
      {
        id: 17,
        title: "商协会走进企业：知识产权保护专题沙龙成功举办",
        headline: "商协会走进企业：知识产权保护专题沙龙成功举办",
        subline: "",
        summaryHtml: "<p>80余家企业参与，围绕商标布局与专利申请展开交流。</p>",
        contentHtml:
          "<p>12月12日，集团联合多家商协会举办知识产权保护专题沙龙，知识产权事业群专家就商标布局、专利申请与维权路径进行分享。</p>",
        imageUrl: photo(71),
        date: "2025-12-12",
        source: "知识产权事业群",
        type: 5,
      },
      {
        id: 18,
        title: "“春苗计划”为山区学校捐赠图书两万册",
        headline: "“春苗计划”为山区学校捐赠图书两万册",
        subline: "",
        summaryHtml: "<p>集团员工自发募捐，为河北、甘肃12所乡村小学建立图书角。</p>",
        contentHtml:
          "<p>集团“春苗计划”向河北、甘肃两省12所乡村小学捐赠图书两万册，并为每所学校建立图书角。</p>",
        imageUrl: photo(72),
        date: "2026-02-05",
        source: "集团工会",
        type: 6,
      },
      {
        id: 19,
        title: "集团志愿者走进社区开展免费财税咨询",
        headline: "集团志愿者走进社区开展免费财税咨询",
        subline: "",
        summaryHtml: "<p>30名持证会计师为个体工商户解答个税与经营问题。</p>",
        contentHtml:
          "<p>12月20日，集团30名持证会计师志愿者走进朝阳区多个社区，为个体工商户和居民提供免费财税咨询。</p>",
        imageUrl: photo(73),
        date: "2025-12-20",
        source: "集团工会",
        type: 6,
      },
      {
        id: 20,
        title: "为1000余家小微企业提供3至12个月免费记账服务",
        headline: "为1000余家小微企业提供3至12个月免费记账服务",
        subline: "",
        summaryHtml: "<p>帮扶计划覆盖初创企业与受困小微企业。</p>",
        contentHtml:
          "<p>集团持续开展小微企业帮扶计划，累计为1000余家初创及受困小微企业提供3至12个月免费记账服务，并提供12000余次免费跨区域业务代办。</p>",
        imageUrl: photo(74),
        date: "2025-10-15",
        source: "会计事业群",
        type: 6,
      },
      {
        id: 21,
        title: "天诚财税咨询有限公司",
        headline: "天诚财税咨询有限公司",
        subline: "",
        summaryHtml: "<p>会计事业群的运营主体。</p>",
        contentHtml:
          "<p>提供公司注册、代理记账、税务筹划、审计验资等服务，拥有注册会计师39名、税务师15名。</p>",
        imageUrl: photo(75),
        date: "2025-06-01",
        source: "集团品牌中心",
        type: 7,
      },
      {
        id: 22,
        title: "天诚建设工程咨询有限公司",
        headline: "天诚建设工程咨询有限公司",
        subline: "",
        summaryHtml: "<p>资质事业群的运营主体。</p>",
        contentHtml: "<p>专注建筑业企业资质新办、增项、升级与延续，以及安全生产许可证办理。</p>",
        imageUrl: photo(76),
        date: "2025-06-01",
        source: "集团品牌中心",
        type: 7,
      },
      {
        id: 23,
        title: "天诚国际（香港）有限公司",
        headline: "天诚国际（香港）有限公司",
        subline: "",
        summaryHtml: "<p>海外业务的枢纽。</p>",
        contentHtml:
          "<p>负责境外公司注册、银行开户、VIE架构搭建、VAT与EPR合规及境外投资备案等服务。</p>",
        imageUrl: photo(77),
        date: "2025-06-01",
        source: "集团品牌中心",
        type: 7,
      },
    ],
    clients: [
      {
        id: 1,
        logoUrl: logo(78),
      },
      {
        id: 2,
        logoUrl: logo(79),
      },
      {
        id: 3,
        logoUrl: logo(80),
      },
      {
        id: 4,
        logoUrl: logo(81),
      },
      {
        id: 5,
        logoUrl: logo(82),
      },
      {
        id: 6,
        logoUrl: logo(83),
      },
      {
        id: 7,
        logoUrl: logo(84),
      },
      {
        id: 8,
        logoUrl: logo(85),
      },
      {
        id: 9,
        logoUrl: logo(86),
      },
      {
        id: 10,
        logoUrl: logo(87),
      },
      {
        id: 11,
        logoUrl: logo(88),
      },
      {
        id: 12,
        logoUrl: logo(89),
      },
      {
        id: 13,
        logoUrl: logo(90),
      },
      {
        id: 14,
        logoUrl: logo(91),
      },
      {
        id: 15,
        logoUrl: logo(92),
      },
    ],
    contacts: [
      {
        id: 1,
        department: "商务合作部",
        person: "王经理",
        phone: "010-8577 6620",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
      },
      {
        id: 2,
        department: "渠道合作部",
        person: "李经理",
        phone: "010-8577 6621",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
      },
      {
        id: 3,
        department: "海外业务部",
        person: "孙经理",
        phone: "+852 3188 6620",
        address: "香港湾仔港湾道18号中环广场35楼",
      },
      {
        id: 4,
        department: "人力资源部",
        person: "赵老师",
        phone: "010-8577 6630",
        address: "北京市朝阳区建国路88号SOHO现代城A座16层",
      },
    ],
    profile: {
      aboutHtml:
        "<p>天诚企业服务集团成立于2012年，总部位于北京，是一家为中小微企业提供全生命周期服务的综合性企业服务集团。</p><p>集团旗下设有会计、资质、企贷、综合、知识产权五大事业群及海外事业部，在国内拥有14家公司、境外拥有9家公司，累计服务客户6万余家。</p>",
      images: [photo(93), photo(94), photo(95)],
      employees: 1521,
      talents: 197,
      branches: 23,
    },
    chairman: {
      title: "董事长致辞",
      subtitle: "以专业守护每一家企业的成长",
      imageUrl: portrait(96),
      contentHtml:
        "<p>各位朋友：</p><p>十余年前，我们从一间小小的记账办公室起步。那时我们就相信，每一家小微企业都值得被认真对待。</p><p>今天，天诚已成长为拥有1521名员工、服务6万余家客户的企业服务集团。无论是一张营业执照、一份纳税申报，还是一次出海布局，我们都将以专业、透明、保密的服务，陪伴企业走好每一步。</p><p>感谢每一位客户与合作伙伴的信任。</p>",
      briefLead: "天诚企业服务集团董事长",
      briefTail: "李明远",
    },
    milestones: [
      {
        id: 1,
        year: "2012",
        title: "在北京创立",
        imageUrl: photo(97),
        months: [
          {
            month: "3月",
            content: "天诚财税咨询有限公司在北京朝阳区成立",
          },
          {
            month: "10月",
            content: "服务企业突破500家",
          },
        ],
      },
      {
        id: 2,
        year: "2015",
        title: "业务多元化",
        imageUrl: photo(98),
        months: [
          {
            month: "4月",
            content: "成立资质事业群",
          },
          {
            month: "11月",
            content: "成立企贷事业群，与首批10家银行建立合作",
          },
        ],
      },
      {
        id: 3,
        year: "2018",
        title: "走向全国",
        imageUrl: photo(99),
        months: [],
      },
      {
        id: 4,
        year: "2020",
        title: "布局海外",
        imageUrl: photo(100),
        months: [
          {
            month: "1月",
            content: "天诚国际（香港）有限公司成立",
          },
          {
            month: "8月",
            content: "成立知识产权事业群",
          },
        ],
      },
      {
        id: 5,
        year: "2023",
        title: "服务升级",
        imageUrl: photo(101),
        months: [
          {
            month: "5月",
            content: "综合事业群成立",
          },
          {
            month: "9月",
            content: "启动小微企业免费记账帮扶计划",
          },
        ],
      },
      {
        id: 6,
        year: "2026",
        title: "数字化转型",
        imageUrl: photo(102),
        months: [
          {
            month: "1月",
            content: "智能记账平台上线，服务企业突破6万家",
          },
          {
            month: "3月",
            content: "召开2026年度合作伙伴大会",
          },
        ],
      },
    ],
    offices: [
      {
        id: 1,
        name: "北京",
        englishName: "Beijing",
        code: "BJ",
      },
      {
        id: 2,
        name: "上海",
        englishName: "Shanghai",
        code: "SH",
      },
      {
        id: 3,
        name: "广州",
        englishName: "Guangzhou",
        code: "GZ",
      },
      {
        id: 4,
        name: "深圳",
        englishName: "Shenzhen",
        code: "SZ",
      },
      {
        id: 5,
        name: "杭州",
        englishName: "Hangzhou",
        code: "HZ",
      },
      {
        id: 6,
        name: "成都",
        englishName: "Chengdu",
        code: "CD",
      },
      {
        id: 7,
        name: "武汉",
        englishName: "Wuhan",
        code: "WH",
      },
      {
        id: 8,
        name: "天津",
        englishName: "Tianjin",
        code: "TJ",
      },
      {
        id: 9,
        name: "香港",
        englishName: "Hong Kong",
        code: "HK",
      },
      {
        id: 10,
        name: "新加坡",
        englishName: "Singapore",
        code: "SG",
      },
    ],
    staff: [
      {
        id: 1,
        code: "BJ",
        name: "李明远",
        company: "天诚企业服务集团（北京总部）",
        phone: "010-8577 6600",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
        postHtml: "<p>集团董事长</p><p>北京总部负责人</p>",
        imageUrl: portrait(103),
        color: "#b81c22",
      },
      {
        id: 2,
        code: "SH",
        name: "陈晓东",
        company: "天诚财税咨询（上海）有限公司",
        phone: "021-6288 3300",
        address: "上海市静安区南京西路1266号恒隆广场二期22层",
        postHtml: "<p>上海分公司总经理</p>",
        imageUrl: portrait(104),
        color: "#1f4e9c",
      },
      {
        id: 3,
        code: "GZ",
        name: "梁嘉欣",
        company: "天诚财税咨询（广州）有限公司",
        phone: "020-3839 5500",
        address: "广州市天河区珠江新城华夏路10号富力中心19层",
        postHtml: "<p>广州分公司总经理</p>",
        imageUrl: portrait(105),
        color: "#1f4e9c",
      },
      {
        id: 4,
        code: "SZ",
        name: "黄振宇",
        company: "天诚财税咨询（深圳）有限公司",
        phone: "0755-8632 7700",
        address: "深圳市南山区科技南十二路2号金蝶软件园B座6层",
        postHtml: "<p>深圳分公司总经理</p><p>跨境电商服务中心负责人</p>",
        imageUrl: portrait(106),
        color: null,
      },
      {
        id: 5,
        code: "HZ",
        name: "沈佳怡",
        company: "天诚财税咨询（杭州）有限公司",
        phone: "0571-8796 2200",
        address: "杭州市滨江区网商路699号2号楼5层",
        postHtml: "<p>杭州分公司总经理</p>",
        imageUrl: portrait(107),
        color: null,
      },
      {
        id: 6,
        code: "CD",
        name: "杜宏",
        company: "天诚财税咨询（成都）有限公司",
        phone: "028-8531 4400",
        address: "成都市高新区天府大道中段1268号天府软件园E3座8层",
        postHtml: "<p>成都分公司总经理</p>",
        imageUrl: portrait(108),
        color: null,
      },
      {
        id: 7,
        code: "WH",
        name: "熊伟",
        company: "天诚财税咨询（武汉）有限公司",
        phone: "027-8771 6600",
        address: "武汉市江汉区建设大道568号新世界国贸大厦28层",
        postHtml: "<p>武汉分公司总经理</p>",
        imageUrl: portrait(109),
        color: null,
      },
      {
        id: 8,
        code: "TJ",
        name: "刘振国",
        company: "天诚建设工程咨询（天津）有限公司",
        phone: "022-2318 9900",
        address: "天津市和平区南京路189号津汇广场2座15层",
        postHtml: "<p>天津分公司总经理</p><p>资质事业群华北区负责人</p>",
        imageUrl: portrait(110),
        color: null,
      },
      {
        id: 9,
        code: "HK",
        name: "孙慧敏",
        company: "天诚国际（香港）有限公司",
        phone: "+852 3188 6620",
        address: "香港湾仔港湾道18号中环广场35楼",
        postHtml: "<p>海外事业部总经理</p>",
        imageUrl: portrait(111),
        color: "#0f7b6c",
      },
      {
        id: 10,
        code: "SG",
        name: "萧然",
        company: "Tiancheng International (Singapore) Pte. Ltd.",
        phone: "+65 6221 8830",
        address: "新加坡莱佛士坊1号One Raffles Place 44楼",
        postHtml: "<p>新加坡办公室负责人</p>",
        imageUrl: portrait(112),
        color: "#0f7b6c",
      },
    ],
    cooperation: [
      {
        id: 1,
        imageUrl: logo(113),
        content: "北京市中小企业服务联盟 理事单位",
      },
      {
        id: 2,
        imageUrl: logo(114),
        content: "浙江省跨境电子商务协会 战略合作伙伴",
      },
      {
        id: 3,
        imageUrl: logo(115),
        content: "北京市建筑业联合会 会员单位",
      },
      {
        id: 4,
        imageUrl: logo(116),
        content: "中国知识产权研究会 会员单位",
      },
      {
        id: 5,
        imageUrl: logo(117),
        content: "北京市朝阳区工商业联合会 会员单位",
      },
      {
        id: 6,
        imageUrl: logo(118),
        content: "深圳市跨境电子商务协会 合作伙伴",
      },
      {
        id: 7,
        imageUrl: logo(119),
        content: "北京注册会计师协会 团体会员",
      },
      {
        id: 8,
        imageUrl: logo(120),
        content: "香港中国商会 会员单位",
      },
      {
        id: 9,
        imageUrl: logo(121),
        content: "河北省建筑业协会 合作伙伴",
      },
      {
        id: 10,
        imageUrl: logo(122),
        content: "北京市高校毕业生就业指导中心 校企合作单位",
      },
      {
        id: 11,
        imageUrl: logo(123),
        content: "新加坡中华总商会 合作伙伴",
      },
      {
        id: 12,
        imageUrl: logo(124),
        content: "北京市青年企业家协会 会员单位",
      },
    ],
  },
  en: {
    experts: [
      {
        id: 101,
        name: "Wang Liqun",
        position: "Chief Tax Expert",
        imageUrl: portrait(125),
        highlights: [
          "Certified Public Accountant and Certified Tax Agent",
          "22 years in practice, leading more than 60 tax planning projects for large groups",
          "Former partner of a major accounting firm",
        ],
        type: 0,
      },
      {
        id: 102,
        name: "Chen Siyuan",
        position: "Chief Consultant, Qualification Group",
        imageUrl: portrait(126),
        highlights: [
          "Class I Constructor",
          "15 years in construction qualifications",
          "Helped more than 1,200 companies obtain or upgrade their qualifications",
        ],
        type: 0,
      },
      {
        id: 103,
        name: "Liu Jia",
        position: "General Manager, Enterprise Loans Group",
        imageUrl: portrait(127),
        highlights: [
          "Former branch president of a joint-stock bank",
          "Knows the credit products of more than 50 institutions",
          "Has arranged over CNY 3 billion of financing for businesses",
        ],
        type: 0,
      },
      {
        id: 104,
        name: "Zhao Wenbo",
        position: "Director, Intellectual Property Group",
        imageUrl: portrait(128),
        highlights: [
          "Patent attorney and lawyer",
          "12 years in IP prosecution and litigation",
          "More than 8,000 trademark and patent filings",
        ],
        type: 0,
      },
      {
        id: 105,
        name: "Sun Huimin",
        position: "General Manager, Overseas Division",
        imageUrl: portrait(129),
        highlights: [
          "ACCA member",
          "Expert in Hong Kong, Singapore, European and US company structures",
          "Led more than 40 VIE structuring projects",
        ],
        type: 0,
      },
      {
        id: 106,
        name: "Zhou Jianhua",
        position: "General Manager, Integrated Services Group",
        imageUrl: portrait(130),
        highlights: [
          "Knows the industrial park policies of every Beijing district",
          "Has handled more than 3,000 car quota and permit applications",
        ],
        type: 0,
      },
      {
        id: 107,
        name: "Wu Jing",
        position: "Head of Legal",
        imageUrl: portrait(131),
        highlights: [
          "Practising lawyer",
          "14 years in company law and contract disputes",
          "Advises clients on equity design and compliance reviews",
        ],
        type: 0,
      },
      {
        id: 108,
        name: "Zheng Kai",
        position: "Director of Audit",
        imageUrl: portrait(132),
        highlights: [
          "Certified Public Accountant",
          "Led more than 500 annual and special-purpose audits",
        ],
        type: 0,
      },
      {
        id: 109,
        name: "Huang Yaqin",
        position: "Director, Customer Service Centre",
        imageUrl: portrait(133),
        highlights: [
          "10 years managing business services",
          "Built the group's three-level follow-up and complaint handling",
          "Client satisfaction above 98% three years running",
        ],
        type: 0,
      },
      {
        id: 110,
        name: "Lin Zhiqiang",
        position: "Chief Technology Officer",
        imageUrl: portrait(134),
        highlights: ["Architect of the smart bookkeeping platform", "Holds 11 software copyrights"],
        type: 0,
      },
      {
        id: 111,
        name: "Zhang Lihua",
        position: "General Manager, Accounting Group",
        imageUrl: portrait(135),
        highlights: [
          "Certified Public Accountant",
          "18 years in practice",
          "Has served more than 5,000 SMEs",
        ],
        type: 5,
      },
      {
        id: 112,
        name: "Li Ming",
        position: "Senior Accountant",
        imageUrl: portrait(136),
        highlights: [
          "Intermediate Accountant",
          "Specialises in trading and e-commerce bookkeeping",
          "Experienced in export tax refund claims",
        ],
        type: 5,
      },
      {
        id: 113,
        name: "Wang Fang",
        position: "Tax Manager",
        imageUrl: portrait(137),
        highlights: [
          "Certified Tax Agent",
          "Expert in VAT and annual corporate income tax reconciliation",
          "Helps clients avoid tax risks",
        ],
        type: 5,
      },
      {
        id: 114,
        name: "Liu Yang",
        position: "Company Registration Supervisor",
        imageUrl: portrait(138),
        highlights: [
          "8 years in company registration",
          "Handles set-up and changes for domestic and foreign-invested companies",
        ],
        type: 5,
      },
      {
        id: 115,
        name: "Yang Min",
        position: "Senior Accountant",
        imageUrl: portrait(139),
        highlights: [
          "Junior Accountant",
          "Focuses on R&D cost accounting for technology firms",
          "Helps clients claim super deductions",
        ],
        type: 5,
      },
      {
        id: 116,
        name: "Xu Chao",
        position: "Audit Manager",
        imageUrl: portrait(140),
        highlights: [
          "Certified Public Accountant",
          "Responsible for high-tech enterprise audits and capital verification reports",
        ],
        type: 5,
      },
      {
        id: 117,
        name: "Ma Li",
        position: "Payroll and Social Insurance Supervisor",
        imageUrl: portrait(141),
        highlights: [
          "Sets up and files social insurance and housing fund accounts",
          "Has handled more than 2,000 individual income tax reconciliations",
        ],
        type: 5,
      },
      {
        id: 118,
        name: "Zhu Wei",
        position: "Tax Planning Adviser",
        imageUrl: portrait(142),
        highlights: [
          "Certified Tax Agent and lawyer",
          "Specialises in tax planning for share transfers and restructurings",
        ],
        type: 5,
      },
      {
        id: 119,
        name: "Hu Xiaoyan",
        position: "Accountant, Foreign-Invested Enterprises",
        imageUrl: portrait(143),
        highlights: [
          "Experienced in the accounts and foreign exchange of foreign-invested companies",
          "Works in English",
        ],
        type: 5,
      },
      {
        id: 120,
        name: "Guo Tao",
        position: "Finance Outsourcing Manager",
        imageUrl: portrait(144),
        highlights: [
          "10 years leading outsourced finance teams",
          "Runs the full finance function of more than 200 companies",
        ],
        type: 5,
      },
      {
        id: 121,
        name: "He Zhendong",
        position: "General Manager, Qualification Group",
        imageUrl: portrait(145),
        highlights: [
          "Class I Constructor and Senior Engineer",
          "Expert in general and specialised contracting qualification standards",
        ],
        type: 1,
      },
      {
        id: 122,
        name: "Gao Yuan",
        position: "Qualification Consultant",
        imageUrl: portrait(146),
        highlights: [
          "6 years of qualification applications",
          "Specialises in work safety licences and renewals",
        ],
        type: 1,
      },
      {
        id: 123,
        name: "Luo Xin",
        position: "Qualification Consultant",
        imageUrl: portrait(147),
        highlights: [
          "Handles design, supervision and labour service qualifications",
          "Has served more than 300 companies",
        ],
        type: 1,
      },
      {
        id: 124,
        name: "Xie Bing",
        position: "Loan Adviser",
        imageUrl: portrait(148),
        highlights: [
          "Former relationship manager at a city commercial bank",
          "Matches clients with tax-based and invoice loans",
        ],
        type: 2,
      },
      {
        id: 125,
        name: "Han Lei",
        position: "Loan Adviser",
        imageUrl: portrait(149),
        highlights: [
          "Expert in secured business loans and supply chain finance",
          "Average time to funding: 7 working days",
        ],
        type: 2,
      },
      {
        id: 126,
        name: "Tang Xiao",
        position: "Risk Manager",
        imageUrl: portrait(150),
        highlights: [
          "8 years in bank risk control",
          "Designs financing plans and helps repair credit records",
        ],
        type: 2,
      },
      {
        id: 127,
        name: "Feng Xue",
        position: "Consultant, Integrated Services Group",
        imageUrl: portrait(151),
        highlights: [
          "Knows Beijing's company car quota procedure",
          "Has filed more than 500 quota applications",
        ],
        type: 3,
      },
      {
        id: 128,
        name: "Yu Hai",
        position: "Permit Consultant",
        imageUrl: portrait(152),
        highlights: [
          "Specialises in food business, road transport and human resources service permits",
        ],
        type: 3,
      },
      {
        id: 129,
        name: "Dong Lin",
        position: "Policy Application Consultant",
        imageUrl: portrait(153),
        highlights: [
          "Focuses on specialised-and-innovative and high-tech certification and rent subsidies",
        ],
        type: 3,
      },
      {
        id: 130,
        name: "Xiao Ran",
        position: "Overseas Consultant",
        imageUrl: portrait(154),
        highlights: [
          "Handles Hong Kong and Singapore incorporations and bank accounts",
          "Fluent in English and Cantonese",
        ],
        type: 4,
      },
      {
        id: 131,
        name: "Cheng Li",
        position: "Cross-Border Tax Consultant",
        imageUrl: portrait(155),
        highlights: [
          "Expert in EU VAT and German and French EPR",
          "Has served more than 800 cross-border sellers",
        ],
        type: 4,
      },
      {
        id: 132,
        name: "Cao Ying",
        position: "Outbound Investment Consultant",
        imageUrl: portrait(156),
        highlights: [
          "Focuses on ODI filing and foreign exchange registration",
          "Helps companies build VIE structures",
        ],
        type: 4,
      },
      {
        id: 133,
        name: "Yuan Bo",
        position: "IP Consultant",
        imageUrl: portrait(157),
        highlights: ["Patent attorney", "Drafts invention patents and responds to office actions"],
        type: 6,
      },
      {
        id: 134,
        name: "Deng Ting",
        position: "Trademark Consultant",
        imageUrl: portrait(158),
        highlights: [
          "8 years in trademark registration and review",
          "Experienced in Madrid international registrations",
        ],
        type: 6,
      },
      {
        id: 135,
        name: "Xu Hang",
        position: "Copyright Consultant",
        imageUrl: portrait(159),
        highlights: [
          "Focuses on software and work copyright registration",
          "Guides companies through IP management certification",
        ],
        type: 6,
      },
    ],
    cases: [
      {
        id: 101,
        title: "General Contracting Qualification Upgraded to Grade I",
        summaryHtml:
          "<p>A Beijing building contractor</p><p>Staff and track record put in order at once</p>",
        content:
          "The contractor held a Grade II qualification that capped its project size. We helped it add registered constructors and engineers and document five years of projects; the application passed first time.",
        duration: "90 working days",
        imageUrl: photo(160),
        type: 1,
      },
      {
        id: 102,
        title: "New Municipal Works General Contracting Qualification",
        summaryHtml:
          "<p>A Hebei municipal engineering company</p><p>Qualified within three months of founding</p>",
        content:
          "The newly founded company had no application experience. We planned its hiring and social insurance and prepared its technical director's records; it held the certificate within three months.",
        duration: "60 working days",
        imageUrl: photo(161),
        type: 1,
      },
      {
        id: 103,
        title: "Work Safety Licence Renewed on Time",
        summaryHtml: "<p>A Tianjin construction group</p><p>No risk of work stoppage</p>",
        content:
          "The licence was about to expire and some safety officers' certificates had lapsed. We arranged the new certificates and updated the safety rules; the licence was renewed on time.",
        duration: "30 working days",
        imageUrl: photo(162),
        type: 1,
      },
      {
        id: 104,
        title: "Interior Decoration Qualification Added",
        summaryHtml: "<p>A Beijing decoration company</p><p>Opening up commercial projects</p>",
        content:
          "The company wanted to take on public building fit-outs. After reviewing its staff we planned the addition, and it obtained the Grade II specialised contracting qualification.",
        duration: "45 working days",
        imageUrl: photo(163),
        type: 1,
      },
      {
        id: 105,
        title: "CNY 3 Million Tax-Based Loan for a Trading Company",
        summaryHtml: "<p>A Beijing trading company</p><p>Unsecured credit</p>",
        content:
          "The company had a good tax record but no collateral. We matched its invoicing and tax data to a bank's tax-based loan; a CNY 3 million credit line was approved in five working days.",
        duration: "5 working days",
        imageUrl: photo(164),
        type: 2,
      },
      {
        id: 106,
        title: "CNY 8 Million Secured Loan for a Manufacturer",
        summaryHtml: "<p>A Hebei machinery maker</p><p>Rate 1.2 points lower</p>",
        content:
          "The company's existing loans were expensive. We compared several banks and refinanced against its factory, lowering the annual rate by 1.2 percentage points.",
        duration: "15 working days",
        imageUrl: photo(165),
        type: 2,
      },
      {
        id: 107,
        title: "Invoice Financing Funds a Seller's Peak Season",
        summaryHtml:
          "<p>A Hangzhou e-commerce company</p><p>Cash in time for the sales festival</p>",
        content:
          "The seller was short of cash to stock up before a major sale. We used its receivables and invoices to obtain invoice financing, funded before the event.",
        duration: "7 working days",
        imageUrl: photo(166),
        type: 2,
      },
      {
        id: 108,
        title: "New Energy Car Quota Granted to a Tech Company",
        summaryHtml: "<p>A Beijing technology company</p><p>Granted on the first application</p>",
        content:
          "It was the company's first quota application. We checked its registration, tax and parking conditions and guided the filing; it received a new energy quota in the same round.",
        duration: "One allocation round",
        imageUrl: photo(167),
        type: 3,
      },
      {
        id: 109,
        title: "Food Business Permits for a Restaurant Chain",
        summaryHtml: "<p>A Beijing restaurant chain</p><p>Five outlets opened together</p>",
        content:
          "The chain planned to open five outlets at once. We coordinated the layout reviews and permit filings, and every outlet had its permit on schedule.",
        duration: "20 working days",
        imageUrl: photo(168),
        type: 3,
      },
      {
        id: 110,
        title: "Software Company Certified as a Specialised and Innovative SME",
        summaryHtml: "<p>A Beijing software company</p><p>Eligible for special funding</p>",
        content:
          "We reviewed the company's R&D spending, intellectual property and core revenue against the criteria, closed the gaps and filed; the certification was granted.",
        duration: "4 months",
        imageUrl: photo(169),
        type: 3,
      },
      {
        id: 111,
        title: "Park Entry and Rent Subsidy for a Creative Studio",
        summaryHtml: "<p>A Beijing creative company</p><p>About CNY 400,000 saved a year</p>",
        content:
          "We found an eligible creative industry park, arranged the move and filed for the rent subsidy, saving the company about CNY 400,000 a year.",
        duration: "2 months",
        imageUrl: photo(170),
        type: 3,
      },
      {
        id: 112,
        title: "German VAT and EPR Registration for a Cross-Border Seller",
        summaryHtml: "<p>A Shenzhen marketplace seller</p><p>Store back to normal sales</p>",
        content:
          "The marketplace had restricted the seller for lack of an EPR number. We completed packaging registration and the VAT number within two weeks, and sales resumed.",
        duration: "14 working days",
        imageUrl: photo(171),
        type: 4,
      },
      {
        id: 113,
        title: "VIE Structure for an EdTech Company",
        summaryHtml:
          "<p>A Beijing education technology company</p><p>Ready for offshore funding</p>",
        content:
          "The company planned to bring in foreign investors. We designed a Cayman, Hong Kong and onshore WFOE structure and completed the control agreements and foreign exchange registration.",
        duration: "3 months",
        imageUrl: photo(172),
        type: 4,
      },
      {
        id: 114,
        title: "Hong Kong Company and Bank Account for an Exporter",
        summaryHtml: "<p>A Ningbo export company</p><p>Account opened at the first attempt</p>",
        content:
          "We incorporated the Hong Kong company, organised the trade contracts and shipping documents and attended the bank interview; the account was opened at the first attempt.",
        duration: "21 working days",
        imageUrl: photo(173),
        type: 4,
      },
      {
        id: 115,
        title: "Registration and Bookkeeping for a Start-up",
        summaryHtml: "<p>A Beijing AI start-up</p><p>Business licence in three days</p>",
        content:
          "The founders wanted to start trading quickly. We handled name approval, registration and tax registration, obtained the licence in three days, and now keep the books and file taxes monthly.",
        duration: "3 working days",
        imageUrl: photo(174),
        type: 5,
      },
      {
        id: 116,
        title: "Tax Irregularity Cleared for an Online Retailer",
        summaryHtml: "<p>A Guangzhou e-commerce company</p><p>Back to normal invoicing</p>",
        content:
          "Years of nil returns had put the company on the tax irregularity list. We rebuilt two years of accounts, filed the corrections and had the status lifted, so invoicing resumed.",
        duration: "30 working days",
        imageUrl: photo(175),
        type: 5,
      },
      {
        id: 117,
        title: "Export Tax Refund for a Trading Company",
        summaryHtml: "<p>A Yiwu export company</p><p>Refund received on time</p>",
        content:
          "It was the company's first refund claim. We handled the registration, documents and filing, and the first refund arrived on time.",
        duration: "20 working days",
        imageUrl: photo(176),
        type: 5,
      },
      {
        id: 118,
        title: "Food Brand Wins Trademark Review",
        summaryHtml: "<p>A Shandong food company</p><p>Core trademark registered</p>",
        content:
          "The core mark had been refused as similar to an earlier one. We researched the earlier marks and added evidence of use; the review succeeded and the mark was registered.",
        duration: "9 months",
        imageUrl: photo(177),
        type: 6,
      },
      {
        id: 119,
        title: "Invention Patent Granted to a Smart Device Maker",
        summaryHtml:
          "<p>A Suzhou smart device company</p><p>Supporting its high-tech certification</p>",
        content:
          "We studied the technology, drafted the claims and answered two office actions; the invention patent was granted.",
        duration: "18 months",
        imageUrl: photo(178),
        type: 6,
      },
      {
        id: 120,
        title: "Batch Software Copyright Registration",
        summaryHtml: "<p>A Beijing software company</p><p>20 copyrights registered together</p>",
        content:
          "The company needed several copyrights registered before a tender. We prepared the source code and manuals together, and all 20 certificates were issued on time.",
        duration: "30 working days",
        imageUrl: photo(179),
        type: 6,
      },
    ],
    news: [
      {
        id: 101,
        title:
          "Tiancheng Group Holds 2026 Partner Conference in Beijing | New Opportunities in SME Finance and Tax Services",
        headline: "Tiancheng Group Holds 2026 Partner Conference in Beijing",
        subline: "New Opportunities in SME Finance and Tax Services",
        summaryHtml:
          "<p>More than 300 partners from 23 regions met in Beijing to discuss new models of finance and tax services for small businesses.</p>",
        contentHtml:
          "<p>On 18 March, Tiancheng Business Services Group held its 2026 Partner Conference at the China National Convention Center in Beijing, attended by more than 300 partners from 23 regions.</p><p>The group launched its One-Stop Business Services partnership plan, opening the capabilities of its accounting, qualification, loan and intellectual property groups to partners.</p>",
        imageUrl: photo(180),
        date: "2026-03-18",
        source: "Brand Centre",
        type: 1,
      },
      {
        id: 102,
        title:
          "Accounting Group Launches Smart Bookkeeping Platform | Serving More Than 60,000 Businesses",
        headline: "Accounting Group Launches Smart Bookkeeping Platform",
        subline: "Serving More Than 60,000 Businesses",
        summaryHtml:
          "<p>The new platform reads invoices automatically, sends tax filing reminders and produces monthly reports that clients can check online.</p>",
        contentHtml:
          "<p>On 9 January the Accounting Group launched its smart bookkeeping platform. It recognises invoices automatically, reminds clients of filing deadlines and produces monthly management reports that can be checked on a phone at any time.</p><p>The Accounting Group now serves more than 60,000 businesses, over seventy percent of them small-scale taxpayers.</p>",
        imageUrl: photo(181),
        date: "2026-01-09",
        source: "Accounting Group",
        type: 1,
      },
      {
        id: 103,
        title: "Singapore Office Opens｜Helping Cross-Border Sellers Go Global in Compliance",
        headline: "Singapore Office Opens",
        subline: "Helping Cross-Border Sellers Go Global in Compliance",
        summaryHtml:
          "<p>The Singapore office will offer local company registration, bank account opening and tax filing.</p>",
        contentHtml:
          "<p>On 26 November the Overseas Division opened its Singapore office, the group's ninth entity outside mainland China after Hong Kong and Dubai.</p><p>The office offers cross-border sellers and companies going abroad one-stop services: local incorporation, bank account opening and GST filing.</p>",
        imageUrl: photo(182),
        date: "2025-11-26",
        source: "Overseas Division",
        type: 1,
      },
      {
        id: 104,
        title: "Group Named an Outstanding Enterprise Service Provider of 2025",
        headline: "Group Named an Outstanding Enterprise Service Provider of 2025",
        subline: "",
        summaryHtml:
          "<p>The group was recognised for its work in finance and tax services for small and micro businesses.</p>",
        contentHtml:
          "<p>On 27 February the Beijing SME Service Alliance named Tiancheng Business Services Group an Outstanding Enterprise Service Provider of 2025.</p><p>The judges cited the group's free bookkeeping support and cross-region business handling, which eased the burden on small firms.</p>",
        imageUrl: photo(183),
        date: "2026-02-27",
        source: "Brand Centre",
        type: 2,
      },
      {
        id: 105,
        title: "Qualification Group Hosts Briefing on New Construction Qualification Rules",
        headline: "Qualification Group Hosts Briefing on New Construction Qualification Rules",
        subline: "",
        summaryHtml:
          "<p>Our experts went through the revised standards so that builders can prepare their staff and project records in time.</p>",
        contentHtml:
          "<p>On 16 January the Qualification Group held a briefing in Beijing on the new construction enterprise qualification rules, attended by the heads of more than 120 builders.</p><p>Senior consultants explained the staffing and track-record requirements for general and specialised contracting qualifications and answered questions on renewals and upgrades.</p>",
        imageUrl: photo(184),
        date: "2026-01-16",
        source: "Qualification Group",
        type: 2,
      },
      {
        id: 106,
        title: "Enterprise Loans Group Signs Inclusive Finance Agreements with Partner Banks",
        headline: "Enterprise Loans Group Signs Inclusive Finance Agreements with Partner Banks",
        subline: "",
        summaryHtml:
          "<p>We now work with more than 50 financial institutions, giving small businesses more low-cost financing options.</p>",
        contentHtml:
          "<p>On 5 December the Enterprise Loans Group signed inclusive finance agreements with six commercial banks, bringing its partner institutions to more than 50.</p><p>The partners will work together on tax-based loans, invoice financing and secured business loans, shortening approval times for small firms.</p>",
        imageUrl: photo(185),
        date: "2025-12-05",
        source: "Enterprise Loans Group",
        type: 2,
      },
      {
        id: 107,
        title: "EU VAT e-Commerce Rules: Five Changes Cross-Border Sellers Should Watch",
        headline: "EU VAT e-Commerce Rules: Five Changes Cross-Border Sellers Should Watch",
        subline: "",
        summaryHtml:
          "<p>From the One-Stop Shop to marketplace collection, the rules affect every seller on European marketplaces.</p>",
        contentHtml:
          "<p>Under the EU VAT e-commerce rules, the distance-selling threshold is a single EUR 10,000 and the One-Stop Shop (OSS) has become the usual way to file.</p><p>We advise sellers to review their registrations in each country, keep full shipping and sales records, and file every quarter.</p>",
        imageUrl: photo(186),
        date: "2026-03-02",
        source: "Overseas Division",
        type: 3,
      },
      {
        id: 108,
        title: "Packaging EPR in Germany and France: Key Compliance Points",
        headline: "Packaging EPR in Germany and France: Key Compliance Points",
        subline: "",
        summaryHtml:
          "<p>Sellers without extended producer responsibility registration risk delisting and fines.</p>",
        contentHtml:
          "<p>The German Packaging Act requires sellers to German consumers to register in LUCID and join a take-back scheme; France requires a unique identification number (UIN) per product category.</p><p>Our overseas team handles registration, annual reporting and the documents the marketplaces ask for.</p>",
        imageUrl: photo(187),
        date: "2026-02-11",
        source: "Overseas Division",
        type: 3,
      },
      {
        id: 109,
        title: "Outbound Investment Filing (ODI): Process and FAQs",
        headline: "Outbound Investment Filing (ODI): Process and FAQs",
        subline: "",
        summaryHtml:
          "<p>Filing with the development and reform authority, with the commerce authority, and foreign exchange registration: all three are needed.</p>",
        contentHtml:
          "<p>An outbound investment needs a filing with the development and reform authority, a filing with the commerce authority and a foreign exchange registration at a bank, usually two to three months in all.</p><p>Common problems are an investing company that is too young and an unclear source of funds; prepare an audit report and a feasibility study early.</p>",
        imageUrl: photo(188),
        date: "2026-01-22",
        source: "Overseas Division",
        type: 3,
      },
      {
        id: 110,
        title: "Export Tax Refund: Filing Deadlines and Document Requirements",
        headline: "Export Tax Refund: Filing Deadlines and Document Requirements",
        subline: "",
        summaryHtml:
          "<p>Exporters must claim refunds within the set period and keep the required documents on file.</p>",
        contentHtml:
          "<p>Exporters must collect the supporting documents and claim the refund in a VAT filing period between the month after export and 30 April of the following year.</p><p>Contracts and transport documents must be put on file within 15 days of the refund claim.</p>",
        imageUrl: photo(189),
        date: "2025-12-18",
        source: "Accounting Group",
        type: 3,
      },
      {
        id: 111,
        title: "Opening a Bank Account for a Hong Kong Company: Latest Review Trends",
        headline: "Opening a Bank Account for a Hong Kong Company: Latest Review Trends",
        subline: "",
        summaryHtml:
          "<p>Banks look more closely at the real business behind the account and whether the expected flows make sense.</p>",
        contentHtml:
          "<p>Hong Kong banks now run more detailed due diligence on new corporate clients, focusing on the operating address, supplier and customer contracts and expected transaction volumes.</p><p>We help clients organise their business documents and introduce them to several banks and licensed virtual banks.</p>",
        imageUrl: photo(190),
        date: "2025-11-30",
        source: "Overseas Division",
        type: 3,
      },
      {
        id: 112,
        title: "VAT Relief for Small-Scale Taxpayers Extended to the End of 2027",
        headline: "VAT Relief for Small-Scale Taxpayers Extended to the End of 2027",
        subline: "",
        summaryHtml:
          "<p>Monthly sales up to CNY 100,000 remain VAT exempt, and the 3% rate is reduced to 1%.</p>",
        contentHtml:
          "<p>Under the latest notice, small-scale taxpayers with monthly sales of CNY 100,000 or less are exempt from VAT, and sales taxed at 3% are taxed at 1%.</p><p>The Accounting Group has checked how the relief applies to each client.</p>",
        imageUrl: photo(191),
        date: "2026-03-10",
        source: "Accounting Group",
        type: 4,
      },
      {
        id: 113,
        title: "Guide to Specialised and Innovative SME Certification (2026 Edition)",
        headline: "Guide to Specialised and Innovative SME Certification (2026 Edition)",
        subline: "",
        summaryHtml:
          "<p>From innovative SME to “little giant”: the conditions and documents at each level.</p>",
        contentHtml:
          '<p>Certification looks at four criteria, specialisation, refinement, distinctiveness and novelty, and an applicant must first be rated an innovative SME.</p><p>The document checklist can be <a href="/api/profile/upload/2026/02/20/checklist_20260220103000A018.pdf">downloaded here</a>.</p>',
        imageUrl: photo(192),
        date: "2026-02-20",
        source: "Integrated Services Group",
        type: 4,
      },
      {
        id: 114,
        title: "Beijing Passenger Car Quota and New Energy Allocation Explained",
        headline: "Beijing Passenger Car Quota and New Energy Allocation Explained",
        subline: "",
        summaryHtml:
          "<p>A company applying for a new energy car quota must meet conditions on registration, tax and parking.</p>",
        contentHtml:
          "<p>Each year Beijing allocates passenger car quotas to organisations registered and paying tax in the city that have parking spaces.</p><p>The Integrated Services Group prepares the application and can also handle park entry and rent subsidy applications.</p>",
        imageUrl: photo(193),
        date: "2026-01-30",
        source: "Integrated Services Group",
        type: 4,
      },
      {
        id: 115,
        title: "Group Attends the Annual Meeting of the Beijing SME Service Alliance",
        headline: "Group Attends the Annual Meeting of the Beijing SME Service Alliance",
        subline: "",
        summaryHtml:
          "<p>Our representative shared the group's experience of serving small firms through their whole life cycle.</p>",
        contentHtml:
          "<p>At the alliance's annual meeting on 6 March our vice president spoke on serving small firms from registration and bookkeeping to financing and qualifications.</p>",
        imageUrl: photo(194),
        date: "2026-03-06",
        source: "Brand Centre",
        type: 5,
      },
      {
        id: 116,
        title:
          "Strategic Cooperation Agreement Signed with the Zhejiang Cross-Border e-Commerce Association",
        headline:
          "Strategic Cooperation Agreement Signed with the Zhejiang Cross-Border e-Commerce Association",
        subline: "",
        summaryHtml:
          "<p>The partners will work together on overseas tax compliance and brand protection.</p>",
        contentHtml:
          "<p>On 12 January in Hangzhou the group and the association agreed that members will have access to our VAT, EPR and overseas trademark registration services.</p>",
        imageUrl: photo(195),
        date: "2026-01-12",
        source: "Overseas Division",
        type: 5,
      },
      {
        id: 117,
        title: "Associations Meet Businesses: IP Protection Salon Held",
        headline: "Associations Meet Businesses: IP Protection Salon Held",
        subline: "",
        summaryHtml:
          "<p>More than 80 companies discussed trademark strategy and patent applications.</p>",
        contentHtml:
          "<p>On 12 December the group and several business associations held a salon on intellectual property protection, where our IP experts spoke on trademark strategy, patents and enforcement.</p>",
        imageUrl: photo(196),
        date: "2025-12-12",
        source: "Intellectual Property Group",
        type: 5,
      },
      {
        id: 118,
        title: "Spring Sprout Programme Donates 20,000 Books to Mountain Schools",
        headline: "Spring Sprout Programme Donates 20,000 Books to Mountain Schools",
        subline: "",
        summaryHtml:
          "<p>Staff donations set up reading corners in 12 village primary schools in Hebei and Gansu.</p>",
        contentHtml:
          "<p>The group's Spring Sprout Programme donated 20,000 books to 12 village primary schools in Hebei and Gansu and set up a reading corner in each.</p>",
        imageUrl: photo(197),
        date: "2026-02-05",
        source: "Staff Union",
        type: 6,
      },
      {
        id: 119,
        title: "Group Volunteers Offer Free Tax Advice in Local Communities",
        headline: "Group Volunteers Offer Free Tax Advice in Local Communities",
        subline: "",
        summaryHtml:
          "<p>Thirty certified accountants answered questions from sole traders and residents.</p>",
        contentHtml:
          "<p>On 20 December thirty certified accountants from the group volunteered in communities of Chaoyang District, giving free tax advice to sole traders and residents.</p>",
        imageUrl: photo(198),
        date: "2025-12-20",
        source: "Staff Union",
        type: 6,
      },
      {
        id: 120,
        title: "Free Bookkeeping for 3 to 12 Months Given to More Than 1,000 Small Firms",
        headline: "Free Bookkeeping for 3 to 12 Months Given to More Than 1,000 Small Firms",
        subline: "",
        summaryHtml: "<p>The programme supports start-ups and small firms in difficulty.</p>",
        contentHtml:
          "<p>Our support programme has given more than 1,000 start-ups and struggling small firms 3 to 12 months of free bookkeeping, and handled over 12,000 cross-region formalities free of charge.</p>",
        imageUrl: photo(199),
        date: "2025-10-15",
        source: "Accounting Group",
        type: 6,
      },
      {
        id: 121,
        title: "Tiancheng Tax Consulting Co., Ltd.",
        headline: "Tiancheng Tax Consulting Co., Ltd.",
        subline: "",
        summaryHtml: "<p>The operating company of the Accounting Group.</p>",
        contentHtml:
          "<p>Company registration, bookkeeping, tax planning, audit and capital verification, with 39 certified public accountants and 15 tax agents.</p>",
        imageUrl: photo(200),
        date: "2025-06-01",
        source: "Brand Centre",
        type: 7,
      },
      {
        id: 122,
        title: "Tiancheng Construction Consulting Co., Ltd.",
        headline: "Tiancheng Construction Consulting Co., Ltd.",
        subline: "",
        summaryHtml: "<p>The operating company of the Qualification Group.</p>",
        contentHtml:
          "<p>New construction qualifications, additions, upgrades and renewals, and work safety licences.</p>",
        imageUrl: photo(201),
        date: "2025-06-01",
        source: "Brand Centre",
        type: 7,
      },
      {
        id: 123,
        title: "Tiancheng International (Hong Kong) Limited",
        headline: "Tiancheng International (Hong Kong) Limited",
        subline: "",
        summaryHtml: "<p>The hub of our overseas business.</p>",
        contentHtml:
          "<p>Offshore incorporation, bank accounts, VIE structures, VAT and EPR compliance, and outbound investment filing.</p>",
        imageUrl: photo(202),
        date: "2025-06-01",
        source: "Brand Centre",
        type: 7,
      },
    ],
    clients: [
      {
        id: 1,
        logoUrl: logo(203),
      },
      {
        id: 2,
        logoUrl: logo(204),
      },
      {
        id: 3,
        logoUrl: logo(205),
      },
      {
        id: 4,
        logoUrl: logo(206),
      },
      {
        id: 5,
        logoUrl: logo(207),
      },
      {
        id: 6,
        logoUrl: logo(208),
      },
      {
        id: 7,
        logoUrl: logo(209),
      },
      {
        id: 8,
        logoUrl: logo(210),
      },
      {
        id: 9,
        logoUrl: logo(211),
      },
      {
        id: 10,
        logoUrl: logo(212),
      },
      {
        id: 11,
        logoUrl: logo(213),
      },
      {
        id: 12,
        logoUrl: logo(214),
      },
      {
        id: 13,
        logoUrl: logo(215),
      },
      {
        id: 14,
        logoUrl: logo(216),
      },
      {
        id: 15,
        logoUrl: logo(217),
      },
    ],
    contacts: [
      {
        id: 11,
        department: "Business Cooperation",
        person: "Mr. Wang",
        phone: "+86 10 8577 6620",
        address: "18/F, Tower A, SOHO New Town, 88 Jianguo Road, Chaoyang District, Beijing",
      },
      {
        id: 12,
        department: "Channel Partnerships",
        person: "Ms. Li",
        phone: "+86 10 8577 6621",
        address: "18/F, Tower A, SOHO New Town, 88 Jianguo Road, Chaoyang District, Beijing",
      },
      {
        id: 13,
        department: "Overseas Business",
        person: "Ms. Sun",
        phone: "+852 3188 6620",
        address: "35/F, Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong",
      },
      {
        id: 14,
        department: "Human Resources",
        person: "Ms. Zhao",
        phone: "+86 10 8577 6630",
        address: "16/F, Tower A, SOHO New Town, 88 Jianguo Road, Chaoyang District, Beijing",
      },
    ],
    profile: {
      aboutHtml:
        "<p>Founded in 2012 and headquartered in Beijing, Tiancheng Business Services Group serves small and micro businesses through their whole life cycle.</p><p>The group runs five business groups (accounting, qualifications, enterprise loans, integrated services and intellectual property) and an overseas division, with 14 companies in China and 9 abroad, and has served more than 60,000 clients.</p>",
      images: [photo(218), photo(219), photo(220)],
      employees: 1521,
      talents: 197,
      branches: 23,
    },
    chairman: {
      title: "Chairman's Message",
      subtitle: "Professional care for the growth of every business",
      imageUrl: portrait(221),
      contentHtml:
        "<p>Dear friends,</p><p>More than ten years ago we started out as a small bookkeeping office, convinced that every small business deserves to be taken seriously.</p><p>Today Tiancheng has 1,521 employees and serves more than 60,000 clients. Whether it is a business licence, a tax return or a first step abroad, we stand by our clients with professional, transparent and confidential service.</p><p>Thank you to every client and partner for your trust.</p>",
      briefLead: "Chairman, Tiancheng Business Services Group",
      briefTail: "Li Mingyuan",
    },
    milestones: [
      {
        id: 101,
        year: "2012",
        title: "Founded in Beijing",
        imageUrl: photo(222),
        months: [
          {
            month: "March",
            content: "Tiancheng Tax Consulting is founded in Chaoyang, Beijing",
          },
          {
            month: "October",
            content: "500 clients served",
          },
        ],
      },
      {
        id: 102,
        year: "2015",
        title: "Diversification",
        imageUrl: photo(223),
        months: [
          {
            month: "April",
            content: "Qualification Group founded",
          },
          {
            month: "November",
            content: "Enterprise Loans Group founded with its first 10 partner banks",
          },
        ],
      },
      {
        id: 103,
        year: "2018",
        title: "Going national",
        imageUrl: photo(224),
        months: [],
      },
      {
        id: 104,
        year: "2020",
        title: "Going abroad",
        imageUrl: photo(225),
        months: [
          {
            month: "January",
            content: "Tiancheng International (Hong Kong) Limited founded",
          },
          {
            month: "August",
            content: "Intellectual Property Group founded",
          },
        ],
      },
      {
        id: 105,
        year: "2023",
        title: "Better service",
        imageUrl: photo(226),
        months: [
          {
            month: "May",
            content: "Integrated Services Group founded",
          },
          {
            month: "September",
            content: "Free bookkeeping programme for small firms launched",
          },
        ],
      },
      {
        id: 106,
        year: "2026",
        title: "Going digital",
        imageUrl: photo(227),
        months: [
          {
            month: "January",
            content: "Smart bookkeeping platform launched; 60,000 clients served",
          },
          {
            month: "March",
            content: "2026 Partner Conference held",
          },
        ],
      },
    ],
    offices: [
      {
        id: 101,
        name: "北京",
        englishName: "Beijing",
        code: "BJ",
      },
      {
        id: 102,
        name: "上海",
        englishName: "Shanghai",
        code: "SH",
      },
      {
        id: 103,
        name: "广州",
        englishName: "Guangzhou",
        code: "GZ",
      },
      {
        id: 104,
        name: "深圳",
        englishName: "Shenzhen",
        code: "SZ",
      },
      {
        id: 105,
        name: "杭州",
        englishName: "Hangzhou",
        code: "HZ",
      },
      {
        id: 106,
        name: "成都",
        englishName: "Chengdu",
        code: "CD",
      },
      {
        id: 107,
        name: "武汉",
        englishName: "Wuhan",
        code: "WH",
      },
      {
        id: 108,
        name: "天津",
        englishName: "Tianjin",
        code: "TJ",
      },
      {
        id: 109,
        name: "香港",
        englishName: "Hong Kong",
        code: "HK",
      },
      {
        id: 110,
        name: "新加坡",
        englishName: "Singapore",
        code: "SG",
      },
    ],
    staff: [
      {
        id: 101,
        code: "BJ",
        name: "Li Mingyuan",
        company: "Tiancheng Business Services Group (Beijing HQ)",
        phone: "010-8577 6600",
        address: "18/F, Tower A, SOHO New Town, 88 Jianguo Road, Chaoyang District, Beijing",
        postHtml: "<p>Chairman</p><p>Head of Beijing headquarters</p>",
        imageUrl: portrait(228),
        color: "#b81c22",
      },
      {
        id: 102,
        code: "SH",
        name: "Chen Xiaodong",
        company: "Tiancheng Tax Consulting (Shanghai) Co., Ltd.",
        phone: "021-6288 3300",
        address: "22/F, Plaza 66 Tower 2, 1266 West Nanjing Road, Jing'an District, Shanghai",
        postHtml: "<p>General Manager, Shanghai</p>",
        imageUrl: portrait(229),
        color: "#1f4e9c",
      },
      {
        id: 103,
        code: "GZ",
        name: "Liang Jiaxin",
        company: "Tiancheng Tax Consulting (Guangzhou) Co., Ltd.",
        phone: "020-3839 5500",
        address: "19/F, R&F Center, 10 Huaxia Road, Zhujiang New Town, Tianhe District, Guangzhou",
        postHtml: "<p>General Manager, Guangzhou</p>",
        imageUrl: portrait(230),
        color: "#1f4e9c",
      },
      {
        id: 104,
        code: "SZ",
        name: "Huang Zhenyu",
        company: "Tiancheng Tax Consulting (Shenzhen) Co., Ltd.",
        phone: "0755-8632 7700",
        address:
          "6/F, Block B, Kingdee Software Park, 2 Keji South 12th Road, Nanshan District, Shenzhen",
        postHtml:
          "<p>General Manager, Shenzhen</p><p>Head of the Cross-Border e-Commerce Centre</p>",
        imageUrl: portrait(231),
        color: null,
      },
      {
        id: 105,
        code: "HZ",
        name: "Shen Jiayi",
        company: "Tiancheng Tax Consulting (Hangzhou) Co., Ltd.",
        phone: "0571-8796 2200",
        address: "5/F, Building 2, 699 Wangshang Road, Binjiang District, Hangzhou",
        postHtml: "<p>General Manager, Hangzhou</p>",
        imageUrl: portrait(232),
        color: null,
      },
      {
        id: 106,
        code: "CD",
        name: "Du Hong",
        company: "Tiancheng Tax Consulting (Chengdu) Co., Ltd.",
        phone: "028-8531 4400",
        address:
          "8/F, Block E3, Tianfu Software Park, 1268 Middle Tianfu Avenue, High-tech Zone, Chengdu",
        postHtml: "<p>General Manager, Chengdu</p>",
        imageUrl: portrait(233),
        color: null,
      },
      {
        id: 107,
        code: "WH",
        name: "Xiong Wei",
        company: "Tiancheng Tax Consulting (Wuhan) Co., Ltd.",
        phone: "027-8771 6600",
        address:
          "28/F, New World International Trade Tower, 568 Jianshe Avenue, Jianghan District, Wuhan",
        postHtml: "<p>General Manager, Wuhan</p>",
        imageUrl: portrait(234),
        color: null,
      },
      {
        id: 108,
        code: "TJ",
        name: "Liu Zhenguo",
        company: "Tiancheng Construction Consulting (Tianjin) Co., Ltd.",
        phone: "022-2318 9900",
        address: "15/F, Tower 2, Jinhui Plaza, 189 Nanjing Road, Heping District, Tianjin",
        postHtml:
          "<p>General Manager, Tianjin</p><p>Head of the Qualification Group, North China</p>",
        imageUrl: portrait(235),
        color: null,
      },
      {
        id: 109,
        code: "HK",
        name: "Sun Huimin",
        company: "Tiancheng International (Hong Kong) Limited",
        phone: "+852 3188 6620",
        address: "35/F, Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong",
        postHtml: "<p>General Manager, Overseas Division</p>",
        imageUrl: portrait(236),
        color: "#0f7b6c",
      },
      {
        id: 110,
        code: "SG",
        name: "Xiao Ran",
        company: "Tiancheng International (Singapore) Pte. Ltd.",
        phone: "+65 6221 8830",
        address: "Level 44, One Raffles Place, 1 Raffles Place, Singapore",
        postHtml: "<p>Head of the Singapore Office</p>",
        imageUrl: portrait(237),
        color: "#0f7b6c",
      },
    ],
    cooperation: [
      {
        id: 101,
        imageUrl: logo(238),
        content: "Beijing SME Service Alliance: council member",
      },
      {
        id: 102,
        imageUrl: logo(239),
        content: "Zhejiang Cross-Border e-Commerce Association: strategic partner",
      },
      {
        id: 103,
        imageUrl: logo(240),
        content: "Beijing Construction Industry Federation: member",
      },
      {
        id: 104,
        imageUrl: logo(241),
        content: "China Intellectual Property Society: member",
      },
      {
        id: 105,
        imageUrl: logo(242),
        content: "Chaoyang District Federation of Industry and Commerce: member",
      },
      {
        id: 106,
        imageUrl: logo(243),
        content: "Shenzhen Cross-Border e-Commerce Association: partner",
      },
      {
        id: 107,
        imageUrl: logo(244),
        content: "Beijing Institute of Certified Public Accountants: group member",
      },
      {
        id: 108,
        imageUrl: logo(245),
        content: "Hong Kong Chinese Enterprises Association: member",
      },
      {
        id: 109,
        imageUrl: logo(246),
        content: "Hebei Construction Industry Association: partner",
      },
      {
        id: 110,
        imageUrl: logo(247),
        content: "Beijing Graduate Employment Guidance Centre: school-enterprise partner",
      },
      {
        id: 111,
        imageUrl: logo(248),
        content: "Singapore Chinese Chamber of Commerce and Industry: partner",
      },
      {
        id: 112,
        imageUrl: logo(249),
        content: "Beijing Young Entrepreneurs Association: member",
      },
    ],
  },
};

/** A list call's answer: `{rows, total}`. */
export function page<T>(rows: readonly T[], total = rows.length): { rows: T[]; total: number } {
  return { rows: [...rows], total };
}

export function expertsOf(lang: SampleLang, type: number) {
  return sampleData[lang].experts.filter((expert) => expert.type === type);
}

export function casesOf(lang: SampleLang, type: number) {
  return sampleData[lang].cases.filter((item) => item.type === type);
}

export function newsOf(lang: SampleLang, type: number) {
  return sampleData[lang].news.filter((item) => item.type === type);
}
