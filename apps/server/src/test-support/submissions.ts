// Valid write bodies (D4) that tests vary one field of.

export const validConsultation = { name: "张三", tel: "13812345678", content: "想咨询代理记账" };

/** A complaint of category 3 ("other"), its detail in both spellings. */
export const validComplaint = {
  customerName: "王五",
  customerPhone: "13912345678",
  customerCompany: "某公司",
  customerGwname: "刘顾问",
  customerType: 3,
  customerTypecontent: "发票",
  customerTypeContent: "发票",
  remark: "已经等了两周",
  customerImgs: "",
  customerSolve: 1,
  customerSolvecontent: "",
  customerSolveContent: "",
};
