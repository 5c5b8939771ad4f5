import { describe, expect, it } from "vitest";
import { parseAmount } from "./amounts";
import { detectDelimiter, parseCsv } from "./csv";
import { type CsvConfig, parseCsvStatement } from "./csv-statement";
import { dateReader } from "./dates";
import { decodeStatement } from "./decode";
import { decodeEntities, ofxDate, parseOfx } from "./ofx";
import { parseQif, qifDate } from "./qif";
import { readStatement, withHashes } from "./statement";

// Pure statement-reading rules, one table per quirk (issue 4).

const config = (overrides: Partial<CsvConfig> = {}): CsvConfig => ({
  transaction_date_field: "Date",
  posted_date_field: "",
  date_format: "MM/DD/YYYY",
  description_field: "Description",
  debit_field: "",
  credit_field: "",
  amount_field: "Amount",
  type_field: "",
  account_number_field: "",
  is_positive_credit: true,
  ...overrides,
});
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeStatement", () => {
  const text = "Date,Description\n01/02/2024,Café Olé";
  const utf16 = (le: boolean, bom: boolean) => {
    const body = Buffer.from(text, "utf16le");
    if (!le) body.swap16();
    const mark = bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
    return new Uint8Array([...mark, ...body]);
  };
  it.each([
    ["UTF-8", utf8(text)],
    ["UTF-8 with BOM", new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])],
    ["UTF-16 LE with BOM", utf16(true, true)],
    ["UTF-16 BE with BOM", utf16(false, true)],
    ["UTF-16 LE without BOM", utf16(true, false)],
    ["UTF-16 BE without BOM", utf16(false, false)],
    ["Windows-1252", new Uint8Array(Buffer.from(text, "latin1"))],
  ])("%s", (_name, bytes) => {
    expect(decodeStatement(bytes)).toBe(text);
  });

  it("Windows-1252 punctuation (curly quotes, euro) is not Latin-1", () => {
    expect(decodeStatement(new Uint8Array([0x93, 0x41, 0x94, 0x20, 0x80]))).toBe("\u201cA\u201d \u20ac");
  });
});

describe("parseCsv", () => {
  it.each([
    [
      "CRLF line ends",
      "a,b\r\n1,2\r\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "CR line ends",
      "a,b\r1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "blank trailing lines",
      "a,b\n1,2\n\n\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ["quoted delimiter", 'a,"b, c"\n', [["a", "b, c"]]],
    ["doubled quotes", 'a,"say ""hi"""\n', [["a", 'say "hi"']]],
    ["embedded newline", 'a,"line 1\nline 2",z\n', [["a", "line 1\nline 2", "z"]]],
    ["trailing empty cell", "a,b,\n", [["a", "b", ""]]],
    ["empty cells", ",,x\n", [["", "", "x"]]],
  ])("%s", (_name, text, expected) => {
    expect(parseCsv(text, ",").map((r) => r.cells)).toEqual(expected);
  });

  it("numbers each record by the line it starts on", () => {
    const records = parseCsv('h\n"two\nlines"\n\nafter\n', ",");
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it.each([
    ["comma", "Date,Description,Amount\n01/02/2024,Coffee,1.00\n", ","],
    ["semicolon", "Date;Description;Amount\n01/02/2024;Coffee, large;1,00\n", ";"],
    ["tab", "Date\tDescription\tAmount\n01/02/2024\tCoffee, large\t1.00\n", "\t"],
    ["comma despite a semicolon in text", "a,b,c\n1,x;y,3\n4,z,6\n", ","],
  ])("detects the %s delimiter", (_name, text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe("parseAmount", () => {
  it.each([
    ["-5.75", -575],
    ["2150.00", 215000],
    ["$1,234.56", 123456],
    ["-$1,234.56", -123456],
    ["$-12.00", -1200],
    ["(54.10)", -5410],
    ["($54.10)", -5410],
    ["54.10-", -5410],
    ["+2,000.00", 200000],
    ["1,024.50", 102450],
    ["-30.000", -3000],
    ["-3.77000", -377],
    [" 7 ", 700],
    [".5", 50],
    ["0.00", 0],
  ])("%s -> %i cents", (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });
  it.each(["abc", "1,23.00", "1.2.3", "--5", "$", "10000000.00", "12,34"])("%s is not an amount", (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe("dateReader", () => {
  it.each([
    ["MM/DD/YYYY", "01/03/2024", "2024-01-03"],
    ["M/D/YYYY", "1/3/2024", "2024-01-03"],
    ["M/D/YYYY", "12/31/2024", "2024-12-31"],
    ["MM/DD/YY", "01/03/24", "2024-01-03"],
    ["MM/DD/YY", "01/03/99", "1999-01-03"],
    ["YYYY-MM-DD", "2024-02-29", "2024-02-29"],
    ["YYYYMMDD", "20240229", "2024-02-29"],
    ["DD/MM/YYYY", "31/12/2024", "2024-12-31"],
    ["MMM D, YYYY", "Jan 3, 2024", "2024-01-03"],
    ["MMM D, YYYY", "SEPT 3, 2024", "2024-09-03"],
    ["D MMM YYYY", "3 dec 2024", "2024-12-03"],
    ["MM/DD/YYYY", "01/03/2024 00:00:00", "2024-01-03"],
    ["YYYY-MM-DD", "2024-01-03T10:00:00Z", "2024-01-03"],
  ])("%s reads %s", (format, text, iso) => {
    expect(dateReader(format).read(text)).toBe(iso);
  });
  it.each([
    ["MM/DD/YYYY", "2024-01-03"],
    ["MM/DD/YYYY", "13/01/2024"],
    ["YYYY-MM-DD", "2023-02-29"],
    ["MM/DD/YYYY", "1/3/2024"],
    ["MMM D, YYYY", "Foo 3, 2024"],
    ["MM/DD/YYYY", ""],
  ])("%s refuses %s", (format, text) => {
    expect(dateReader(format).read(text)).toBeNull();
  });
  it("answers the same for a text read again (each text is read once and remembered)", () => {
    const reader = dateReader("MM/DD/YYYY");
    const texts = ["01/03/2024", "13/01/2024", "01/04/2024", "01/03/2024", "13/01/2024"];
    expect(texts.map(reader.read)).toEqual(["2024-01-03", null, "2024-01-04", "2024-01-03", null]);
  });
});

describe("parseCsvStatement", () => {
  const amounts = (text: string, overrides: Partial<CsvConfig> = {}) =>
    parseCsvStatement(text, config(overrides)).rows.map((row) => row.amount);

  it.each([
    ["signed amount", "Date,Description,Amount\n01/02/2024,A,-5.00\n01/03/2024,B,7.00\n", {}, [-500, 700]],
    [
      "positive is money out (card export)",
      "Date,Description,Amount\n01/02/2024,A,5.00\n01/03/2024,B,-7.00\n",
      { is_positive_credit: false },
      [-500, 700],
    ],
    [
      "unsigned amount with a type column",
      "Date,Description,Amount,Type\n01/02/2024,A,5.00,debit\n01/03/2024,B,7.00,CR\n01/04/2024,C,1.00,DEBIT\n01/05/2024,D,2.00,Credit\n01/06/2024,E,3.00,dr\n",
      { type_field: "Type" },
      [-500, 700, -100, 200, -300],
    ],
    [
      "debit and credit columns",
      'Date,Description,Debit,Credit\n01/02/2024,A,5.00,\n01/03/2024,B,,"1,007.00"\n01/04/2024,C,-2.00,\n',
      { amount_field: "", debit_field: "Debit", credit_field: "Credit" },
      [-500, 100700, -200],
    ],
    [
      "parentheses and trailing minus",
      "Date,Description,Amount\n01/02/2024,A,($5.00)\n01/03/2024,B,7.00-\n",
      {},
      [-500, -700],
    ],
  ])("%s", (_name, text, overrides, expected) => {
    expect(amounts(text, overrides)).toEqual(expected);
  });

  it("finds the header after a preamble by the configured names, skipping empty amounts", () => {
    const text =
      "Account,Summary\nBalance,,100\n\nDate,Description,Amount\n03/01/2024,Opening balance,\n03/02/2024,Coffee,-1.00\n";
    const parsed = parseCsvStatement(text, config());
    expect(parsed.skipped).toBe(1);
    expect(parsed.rows).toMatchObject([
      { line: 6, transaction_date: "2024-03-02", amount: -100, description: "Coffee" },
    ]);
  });

  it("matches header names regardless of case and surrounding space", () => {
    const parsed = parseCsvStatement(" DATE , description ,AMOUNT\n01/02/2024,A,1.00\n", config());
    expect(parsed.rows[0]?.original_data).toEqual({ DATE: "01/02/2024", description: "A", AMOUNT: "1.00" });
  });

  it("reads 1-based column numbers in a file without a header row", () => {
    const parsed = parseCsvStatement(
      "01/02/2024,Coffee,-1.00\n01/03/2024,Tea,-2.00\n",
      config({ transaction_date_field: "1", description_field: "2", amount_field: "3" }),
    );
    expect(parsed.rows.map((r) => [r.transaction_date, r.description, r.amount])).toEqual([
      ["2024-01-02", "Coffee", -100],
      ["2024-01-03", "Tea", -200],
    ]);
    expect(parsed.rows[0]?.original_data).toEqual({
      "Column 1": "01/02/2024",
      "Column 2": "Coffee",
      "Column 3": "-1.00",
    });
  });

  it("reads semicolon and tab files by the same configuration", () => {
    for (const sep of [";", "\t"]) {
      const parsed = parseCsvStatement(
        `Date${sep}Description${sep}Amount\n01/02/2024${sep}A, B${sep}-1.00\n`,
        config(),
      );
      expect(parsed.rows.map((r) => [r.description, r.amount])).toEqual([["A, B", -100]]);
    }
  });

  it("reads the posted date when configured and leaves it null when empty", () => {
    const parsed = parseCsvStatement(
      "Date,Posted,Description,Amount\n01/02/2024,01/04/2024,A,-1\n01/02/2024,,B,-1\n",
      config({ posted_date_field: "Posted" }),
    );
    expect(parsed.rows.map((r) => r.posted_date)).toEqual(["2024-01-04", null]);
  });

  it.each([
    [
      "a bad date",
      "Date,Description,Amount\n01/02/2024,A,1\n2024-01-03,B,1\n",
      3,
      'the date "2024-01-03" does not match',
    ],
    ["a bad amount", "Date,Description,Amount\n01/02/2024,A,1\n01/03/2024,B,12abc\n", 3, 'the Amount Field "12abc"'],
    ["too many cells", "Date,Description,Amount\n01/02/2024,A,1,x,y\n", 2, "expected 3 columns, found 5"],
    ["a short row, when no other row reads", "Date,Description,Amount\n01/02/2024,A\n", 2, "no Amount Field (Amount)"],
    ["a line count after a quoted newline", 'Date,Description,Amount\n01/02/2024,"A\nB",1\n01/02/2024,C,x\n', 4, "x"],
  ])("names the line of %s", (_name, text, line, reason) => {
    expect(() => parseCsvStatement(text, config())).toThrow(`Line ${line}: `);
    expect(() => parseCsvStatement(text, config())).toThrow(reason);
  });

  it.each([
    [{ transaction_date_field: "" }, "Set the Transaction Date Field."],
    [{ amount_field: "" }, "Set the Amount Field, or the Debit and Credit Fields."],
    [{ date_format: "MM/DD" }, "Set a Date Format"],
    [{ amount_field: "3" }, "not a mix"],
    [{ description_field: "Memo" }, 'No header row with the columns "Date", "Memo", "Amount" was found.'],
  ])("explains an unusable configuration %j", (overrides, message) => {
    expect(() => parseCsvStatement("Date,Description,Amount\n01/02/2024,A,1\n", config(overrides))).toThrow(message);
  });
});

describe("OFX", () => {
  it.each([
    ["20190123120000", "2019-01-23"],
    ["20230509120000.000[-5:EST]", "2023-05-09"],
    ["20231106023518.123[+10.5:ACST]", "2023-11-06"],
    ["20240229", "2024-02-29"],
  ])("date %s", (text, iso) => {
    expect(ofxDate(text)).toBe(iso);
  });

  it.each([
    ["B.C. HYDRO &amp; POWER", "B.C. HYDRO & POWER"],
    ["TPAY &amp;lt;DEFTPYMT&amp;gt;", "TPAY <DEFTPYMT>"],
    ["CAF&#201; &quot;X&quot; &#x41;", 'CAFÉ "X" A'],
  ])("entities in %s", (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });

  it("reads the XML flavour (closed leaf tags) like the SGML one", () => {
    const xml = `<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240105</DTPOSTED><TRNAMT>-1,5</TRNAMT><FITID>1</FITID><NAME>X</NAME></STMTTRN>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20240106000000[-8:PST]</DTPOSTED><TRNAMT>12.50</TRNAMT><FITID>2</FITID><NAME>Smith &amp; Co</NAME><MEMO>Refund</MEMO></STMTTRN>
</BANKTRANLIST></OFX>`;
    expect(() => parseOfx(xml.replace("-1,5", "-1.5x"))).toThrow('Line 2: the amount "-1.5x" is not a number.');
    // OFX allows a decimal comma.
    const fixed = parseOfx(xml);
    expect(fixed.rows.map((r) => [r.transaction_date, r.amount, r.description, r.notes, r.identity])).toEqual([
      ["2024-01-05", -150, "X", "", "fitid:1"],
      ["2024-01-06", 1250, "Smith & Co", "Refund", "fitid:2"],
    ]);
  });
});

describe("QIF", () => {
  it.each([
    ["12/19/18", "2018-12-19"],
    ["6/24/2024", "2024-06-24"],
    ["1/5'04", "2004-01-05"],
    [" 1/ 5' 4", "2004-01-05"],
    ["13/1/2024", null],
  ])("date %s", (text, iso) => {
    expect(qifDate(text)).toBe(iso);
  });

  it("skips the !Account block and reads the transactions, memo as notes", () => {
    const parsed = parseQif("!Account\nNChecking\nTBank\n^\n!Type:Bank\nD1/2/2024\nT-1,000.00\nPRENT\nMJanuary\n^\n");
    expect(parsed.rows).toMatchObject([
      { line: 6, transaction_date: "2024-01-02", amount: -100000, description: "RENT", notes: "January" },
    ]);
  });

  it("names the line of a bad record", () => {
    expect(() => parseQif("!Type:Bank\nD1/2/2024\nT-1.00\n^\nD2/30/2024\nT5\n^\n")).toThrow(
      'Line 5: the date "2/30/2024" is not a QIF date',
    );
  });
});

describe("duplicate keys", () => {
  it("identical rows get distinct hashes by occurrence, and the same hashes in a later file", () => {
    const row = (identity: string) => ({
      line: 1,
      transaction_date: "2024-04-02",
      posted_date: null,
      amount: -250,
      description: "FARE",
      notes: "",
      original_data: {},
      identity,
    });
    const first = withHashes([row("a"), row("a"), row("a"), row("b")]).map((r) => r.hash);
    const later = withHashes([row("b"), row("a"), row("a"), row("a"), row("a")]).map((r) => r.hash);
    expect(new Set(first).size).toBe(4);
    expect(later.filter((hash) => !first.includes(hash))).toHaveLength(1);
  });

  it("detects the format by content, whatever the file is called", () => {
    const ofx = readStatement(
      utf8("OFXHEADER:100\n<OFX><STMTTRN><DTPOSTED>20240101<TRNAMT>1<FITID>9</STMTTRN></OFX>"),
      config(),
    );
    const qif = readStatement(utf8("!Type:CCard\nD1/1/24\nT-3\nPX\n^\n"), config());
    const csv = readStatement(utf8("Date,Description,Amount\n01/01/2024,X,1\n"), config());
    expect([ofx.format, qif.format, csv.format]).toEqual(["ofx", "qif", "csv"]);
  });
});
