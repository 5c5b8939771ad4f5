import { GetAllBooks, Language } from "@biblebites/bible-reference";
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS, bookById } from "./bible-logic";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("the book table", () => {
  it("has the 66 books, 1,189 chapters and 31,102 verses of the Protestant canon", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(sum(BIBLE_BOOKS.map((book) => book.chapters))).toBe(1189);
    expect(sum(BIBLE_BOOKS.map((book) => sum(book.verses)))).toBe(31_102);
    expect(BIBLE_BOOKS.filter((book) => book.testament === "OT")).toHaveLength(39);
    expect(sum(BIBLE_BOOKS.filter((book) => book.testament === "NT").map((book) => book.chapters))).toBe(260);
  });

  it("matches known chapters", () => {
    expect(bookById("GEN")).toMatchObject({ name: "Genesis", chapters: 50, firstChapterIndex: 0 });
    expect(bookById("PSA")?.verses[118]).toBe(176);
    expect(bookById("PSA")?.verses[116]).toBe(2);
    expect(bookById("PSA")?.chapters).toBe(150);
    expect(bookById("PRO")?.chapters).toBe(31);
    expect(bookById("3JN")).toMatchObject({ name: "3 John", chapters: 1, verses: [14] });
    expect(bookById("JHN")?.verses[2]).toBe(36);
    expect(bookById("REV")).toMatchObject({ chapters: 22, firstChapterIndex: 1167 });
    expect(bookById("XYZ")).toBeUndefined();
  });

  it("uses the USFM codes in canonical order", () => {
    expect(BIBLE_BOOKS.map((book) => book.id).join(" ")).toBe(
      "GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN " +
        "HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI " +
        "2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV",
    );
  });

  it("agrees with @biblebites/bible-reference, apart from 3 John's KJV numbering", () => {
    const reference = GetAllBooks(Language.English);
    expect(reference.map((book) => book.id)).toEqual(BIBLE_BOOKS.map((book) => book.id));
    for (const [index, book] of BIBLE_BOOKS.entries()) {
      const expected = book.id === "3JN" ? [14] : reference[index]!.chapters;
      expect(book.verses, book.id).toEqual(expected);
    }
    expect(reference[63]!.chapters).toEqual([15]);
  });
});
