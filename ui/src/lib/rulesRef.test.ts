import { describe, expect, it } from "vitest";
import { fill, filterSections, searchable, withEntries, type RulesSection } from "./rulesRef";

const sections: RulesSection[] = [
  { id: "setup", title: "Mise en place", paragraphs: ["Chaque joueur prend un plateau."] },
  {
    id: "buildings",
    title: "Bâtiments",
    paragraphs: ["Un bâtiment agit selon la couleur de son panneau."],
    entries: [
      { id: "bank", name: "Banque", text: "Une fois entourée : 3 or." },
      { id: "chapel", name: "Chapelle", text: "À la fin : 1 point par pierre tombale." },
    ],
  },
  { id: "solo", title: "Solo", paragraphs: ["Vous jouez contre la Crête."], soloRanks: true },
];

describe("the rules reference's search", () => {
  it("ignores case and accents", () => {
    expect(searchable("Bâtiments À LA FIN")).toBe("batiments a la fin");
  });

  it("leaves everything for an empty query", () => {
    expect(filterSections(sections, "  ")).toEqual(sections);
  });

  it("keeps a whole section whose own text matches", () => {
    const found = filterSections(sections, "batiment couleur");
    expect(found.map((s) => s.id)).toEqual(["buildings"]);
    expect(found[0]?.entries).toHaveLength(2);
  });

  it("keeps only the matching entries of a section whose own text does not match", () => {
    const found = filterSections(sections, "tombale");
    expect(found.map((s) => s.id)).toEqual(["buildings"]);
    expect(found[0]?.entries?.map((e) => e.id)).toEqual(["chapel"]);
    expect(found[0]?.paragraphs).toEqual([]);
  });

  it("finds nothing when a word is nowhere", () => {
    expect(filterSections(sections, "banque dragon")).toEqual([]);
  });

  it("fills the content's numbers into the prose", () => {
    expect(fill("{n} cows: {points}, {other}", { n: 4, points: "4 pts" })).toBe("4 cows: 4 pts, {other}");
  });

  it("adds entries and the solo ranks to the prose's sections by id", () => {
    const built = withEntries(
      {
        sections: [
          { id: "a", title: "A", paragraphs: [] },
          { id: "b", title: "B", paragraphs: [] },
        ],
      },
      { b: [{ id: "x", name: "X", text: "x" }] },
      "a",
    );
    expect(built).toEqual([
      { id: "a", title: "A", paragraphs: [], soloRanks: true },
      { id: "b", title: "B", paragraphs: [], entries: [{ id: "x", name: "X", text: "x" }] },
    ]);
  });
});
