import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChairmanMessage } from "./chairman-message";
import { ClientLogoWall, logoColumns } from "./client-logo-wall";
import { ProfileFigures } from "./profile-figures";
import { RichTextBlock } from "./rich-text-block";

const chairman = {
  title: "董事长致辞",
  subtitle: "以专业守护每一家企业的成长",
  imageUrl: "/api/profile/chairman.jpg",
  contentHtml: "<p>各位朋友：</p><script>alert(1)</script>",
  briefLead: "天诚企业服务集团董事长",
  briefTail: "李明远",
};

describe("ChairmanMessage", () => {
  it("shows title, subtitle, photo, the sanitized message and the two-part footer line", () => {
    const { container } = render(<ChairmanMessage chairman={chairman} />);
    screen.getByRole("heading", { level: 2, name: "董事长致辞" });
    screen.getByText("以专业守护每一家企业的成长");
    screen.getByText("各位朋友：");
    expect(container.querySelector("script")).toBeNull();
    screen.getByRole("img", { name: "李明远" });
    const brief = container.querySelector(".chairman-message__brief");
    expect(brief?.textContent).toBe("天诚企业服务集团董事长·李明远");
  });

  it("leaves out the dot when the footer line has one part", () => {
    const { container } = render(
      <ChairmanMessage chairman={{ ...chairman, briefTail: "" }} copy={{ photoAlt: "Chairman" }} />,
    );
    expect(container.querySelector(".chairman-message__brief")?.textContent).toBe(
      "天诚企业服务集团董事长",
    );
    screen.getByRole("img", { name: "Chairman" });
  });

  it("renders nothing without data", () => {
    const { container } = render(<ChairmanMessage chairman={null} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("ProfileFigures", () => {
  const copy = {
    employees: { label: "员工", unit: "人" },
    talents: { label: "专业人才", unit: "人" },
    branches: { label: "分公司", unit: "家" },
  };

  it("shows the three counts with labels and units", () => {
    const { container } = render(
      <ProfileFigures profile={{ employees: 1521, talents: 197, branches: 23 }} copy={copy} />,
    );
    expect([...container.querySelectorAll("dd")].map((node) => node.textContent)).toEqual([
      "1521人",
      "197人",
      "23家",
    ]);
  });

  it("groups thousands when the copy gives a separator", () => {
    const { container } = render(
      <ProfileFigures
        profile={{ employees: 1521, talents: 197, branches: 1000000 }}
        copy={{
          employees: { label: "Employees" },
          talents: { label: "Certified professionals" },
          branches: { label: "Branch offices" },
          thousandsSeparator: ",",
        }}
      />,
    );
    expect([...container.querySelectorAll("dd")].map((node) => node.textContent)).toEqual([
      "1,521",
      "197",
      "1,000,000",
    ]);
  });

  it("renders nothing without a profile", () => {
    const { container } = render(<ProfileFigures profile={null} copy={copy} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("ClientLogoWall", () => {
  it("picks the column count that leaves no short last row where one exists", () => {
    expect(logoColumns(18)).toBe(6);
    expect(logoColumns(15)).toBe(5);
    expect(logoColumns(16)).toBe(4);
    expect(logoColumns(12)).toBe(6);
    expect(logoColumns(17)).toBe(6);
  });

  it("shows the logos, leaving out clients without one", () => {
    const { container } = render(
      <ClientLogoWall
        copy={{ title: "合作客户" }}
        clients={[
          { id: 1, logoUrl: "/api/1.png" },
          { id: 2, logoUrl: null },
          { id: 3, logoUrl: "/api/3.png", name: "Acme" },
        ]}
      />,
    );
    expect(container.querySelectorAll("img")).toHaveLength(2);
    screen.getByRole("img", { name: "Acme" });
    screen.getByRole("region", { name: "合作客户" });
  });

  it("renders nothing without clients", () => {
    for (const clients of [null, undefined, [], [{ id: 1, logoUrl: null }]]) {
      const { container, unmount } = render(<ClientLogoWall clients={clients} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });
});

describe("RichTextBlock", () => {
  it("renders sanitized HTML under its heading", () => {
    const { container } = render(
      <RichTextBlock
        copy={{ title: "集团简介" }}
        html={'<p>成立于2012年</p><img src="x" onerror="alert(1)">'}
      />,
    );
    screen.getByRole("region", { name: "集团简介" });
    screen.getByText("成立于2012年");
    expect(container.querySelector("[onerror]")).toBeNull();
  });

  it("renders nothing without HTML", () => {
    for (const html of [null, undefined, "", "   "]) {
      const { container, unmount } = render(<RichTextBlock html={html} copy={{ title: "T" }} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });
});
