import { describe, expect, it } from "vitest";
import { amountProblem, guessDecimalMark, parseAmount } from "./amounts";
import { type CsvConfig, parseCsvStatement } from "./csv-statement";
import { guessDateFormat } from "./dates";
import { decodeStatementAs } from "./decode";
import { guessCsv } from "./guess";
import { parseOfx } from "./ofx";
import { parseQif, qifAccounts, qifDate } from "./qif";

// Issue 19, item 5: the classes of real statements from around the world that were refused or
// read wrong, one table per class.

const config = (overrides: Partial<CsvConfig> = {}): CsvConfig => ({
  transaction_date_field: "Date",
  posted_date_field: "",
  date_format: "DD.MM.YYYY",
  description_field: "Description",
  debit_field: "",
  credit_field: "",
  amount_field: "Amount",
  type_field: "",
  account_number_field: "",
  is_positive_credit: true,
  ...overrides,
});

describe("amounts with decimal commas, currency symbols and signs", () => {
  it.each([
    ["-8,78", ",", -878],
    ["1.234,56", ",", 123456],
    ["-1.234,5", ",", -123450],
    ["1 234,56", ",", 123456],
    ["12,30 €", ",", 1230],
    ["€-12,30", ",", -1230],
    ["£67.40", ".", 6740],
    ["+ £1,100.00", ".", 110000],
    ["-$7,971.39", ".", -797139],
    ["$-5.00", ".", -500],
    ["CHF 12.30", ".", 1230],
    ["-CHF12.30", ".", -1230],
    ["1'234.50", ".", 123450],
    ["(£5.00)", ".", -500],
    ["5,00-", ",", -500],
  ] as const)("%s with a %s decimal mark is %i cents", (text, mark, cents) => {
    expect(parseAmount(text, mark)).toBe(cents);
  });

  it.each(["--5", "12,3,4", "abc", "€"])("%s is not an amount", (text) => {
    expect(parseAmount(text, ",")).toBeNull();
  });

  it.each([
    [["-8,78", "200", "1.234,56"], ","],
    [["-8.78", "1,234.56"], "."],
    [["1,234", "200"], "."],
    [["-62,3", "150", "-29,99"], ","],
  ] as const)("a column %j uses %s", (values, mark) => {
    expect(guessDecimalMark(values)).toBe(mark);
  });

  it("names the real cause of a wrong amount", () => {
    expect(amountProblem("-8,78", ".")).toBe("uses a decimal comma, but the rest of the file uses a decimal point");
    expect(amountProblem("12.345.678,00", ",")).toContain("10,000,000 or more");
    expect(amountProblem("n/a", ".")).toBe("is not a number");
    const text = "Date;Description;Amount\n01.02.2024;A;-1.234,56\n02.02.2024;B;-8.78x\n";
    expect(() => parseCsvStatement(text, config())).toThrow('Line 3: the Amount Field "-8.78x" is not a number.');
  });

  it("reads a semicolon file with decimal commas", () => {
    const text =
      "Date;Description;Amount\n01.02.2024;Miete;-1.234,56\n02.02.2024;Gehalt;2.000\n03.02.2024;Kaffee;-8,78\n";
    expect(parseCsvStatement(text, config()).rows.map((row) => row.amount)).toEqual([-123456, 200000, -878]);
  });
});

describe("date formats guessed from the values", () => {
  it.each([
    [["01/02/2024", "01/15/2024"], false, "MM/DD/YYYY"],
    [["15/01/2024", "01/02/2024"], false, "DD/MM/YYYY"],
    [["01.02.24", "28.11.25"], true, "DD.MM.YY"],
    [["2024-01-31"], false, "YYYY-MM-DD"],
    [["20240131"], false, "YYYYMMDD"],
    [["2012/3/22"], false, "YYYY/M/D"],
    [["05/03/2024"], true, "DD/MM/YYYY"],
    [["31 Jan 2024"], false, "DD MMM YYYY"],
  ] as const)("%j (day first preferred: %s) is %s", (values, dayFirst, format) => {
    expect(guessDateFormat([...values], dayFirst)).toBe(format);
  });
});

describe("the CSV guess", () => {
  it("finds a header after a preamble, decimal commas and both date columns", () => {
    const text =
      'Konto;DE42\n\nKontostand;"4.093,32 €"\nBuchungstag;Wertstellung;Empfänger;Verwendungszweck;Betrag (€);Saldo\n' +
      "08.12.2025;09.12.2025;Stadtwerke;Strom;-48,00;4.045,32\n05.12.2025;05.12.2025;Arbeitgeber;Gehalt;2.500,00;4.093,32\n";
    const guess = guessCsv(text);
    expect(guess.delimiter).toBe(";");
    expect(guess.decimalMark).toBe(",");
    expect(guess.config).toMatchObject({
      transaction_date_field: "Buchungstag",
      posted_date_field: "Wertstellung",
      date_format: "DD.MM.YYYY",
      description_field: "Empfänger",
      amount_field: "Betrag (€)",
    });
  });

  it("uses column numbers for a file without a header", () => {
    const guess = guessCsv("2024-01-05,COFFEE,-3.50\n2024-01-06,PAY,1000.00\n");
    expect(guess.header).toBe(-1);
    expect(guess.config).toMatchObject({
      transaction_date_field: "1",
      description_field: "2",
      amount_field: "3",
      date_format: "YYYY-MM-DD",
    });
  });

  it("takes separate unsigned columns as debit and credit", () => {
    const guess = guessCsv("Date,Description,Paid out,Paid in\n01/02/2024,Rent,500.00,\n01/03/2024,Salary,,2000.00\n");
    expect(guess.config).toMatchObject({ debit_field: "Paid out", credit_field: "Paid in", amount_field: "" });
  });
});

describe("encodings", () => {
  it("detects UTF-16 with and without a byte-order mark", () => {
    const text = "Date,Description,Amount\n";
    const le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) le[i * 2] = text.charCodeAt(i);
    expect(decodeStatementAs(le)).toMatchObject({ text, encoding: "utf-16le", clean: true });
    expect(decodeStatementAs(new Uint8Array([0xff, 0xfe, ...le]))).toMatchObject({ text, encoding: "utf-16le" });
  });

  it("reads a single-byte file as Windows-1252 unless another set is chosen", () => {
    // "Łódź" in ISO-8859-2.
    const bytes = new Uint8Array([0xa3, 0xf3, 0x64, 0xbc]);
    expect(decodeStatementAs(bytes)).toMatchObject({ encoding: "windows-1252", clean: false });
    expect(decodeStatementAs(bytes, "iso-8859-2")).toMatchObject({ text: "Łódź", encoding: "iso-8859-2" });
  });
});

describe("OFX", () => {
  const wrap = (body: string) => `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTRS>${body}</STMTRS></BANKMSGSRSV1></OFX>`;

  it("reads NAME and MEMO inside CDATA sections and decimal-comma amounts", () => {
    const parsed = parseOfx(
      wrap(
        "<BANKTRANLIST><STMTTRN><DTPOSTED>20131215<TRNAMT>-16,85<FITID>1<NAME><![CDATA[ALDI & CO  ]]></NAME><MEMO><![CDATA[GEELONG <VIC>]]></MEMO></STMTTRN></BANKTRANLIST>",
      ),
    );
    expect(parsed.rows).toMatchObject([{ amount: -1685, description: "ALDI & CO", notes: "GEELONG <VIC>" }]);
  });

  it("says what an investment statement holds instead of importing nothing", () => {
    const text = `OFXHEADER:100\n<OFX><INVSTMTMSGSRSV1><INVSTMTRS><INVTRANLIST><BUYSTOCK><INVBUY><INVTRAN><FITID>1<DTTRADE>20240102</INVTRAN></INVBUY></BUYSTOCK></INVTRANLIST><INVPOSLIST><POSSTOCK><INVPOS><UNITS>3</INVPOS></POSSTOCK></INVPOSLIST></INVSTMTRS></INVSTMTMSGSRSV1></OFX>`;
    expect(() => parseOfx(text)).toThrow(
      "This OFX file is an investment statement (1 investment transaction and 1 holding) with no cash transactions.",
    );
  });

  it("imports an investment statement's cash rows and says its trades and holdings are left out", () => {
    const cash =
      "<INVBANKTRAN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240105<TRNAMT>250.00<FITID>c1<NAME>DEPOSIT</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>";
    const trade = "<BUYSTOCK><INVBUY><INVTRAN><FITID>t1<DTTRADE>20240102</INVTRAN><TOTAL>-100.00</INVBUY></BUYSTOCK>";
    const text = (trades: string, positions: string) =>
      `OFXHEADER:100\n<OFX><INVSTMTMSGSRSV1><INVSTMTRS><INVTRANLIST>${trades}${cash}</INVTRANLIST>${positions}</INVSTMTRS></INVSTMTMSGSRSV1></OFX>`;
    const mixed = parseOfx(
      text(trade + trade, "<INVPOSLIST><POSSTOCK><INVPOS><UNITS>3</INVPOS></POSSTOCK></INVPOSLIST>"),
    );
    expect(mixed.rows).toMatchObject([{ amount: 25000, description: "DEPOSIT", transaction_date: "2024-01-05" }]);
    expect(mixed.problems).toEqual([
      "This OFX file is an investment statement: its cash transactions are imported; its 2 investment transactions and 1 holding are not (investment accounts are not kept).",
    ]);
    // Cash movements alone (a brokerage's cash account): imported with nothing to say.
    expect(parseOfx(text("", "")).problems).toBeUndefined();
  });

  it("says a balance-only file holds only the balance", () => {
    const text = wrap("<LEDGERBAL><BALAMT>1234,56<DTASOF>20240131</LEDGERBAL>");
    expect(() => parseOfx(text)).toThrow("holds only the account's balance (1234.56 on 2024-01-31)");
  });

  it("imports nothing without complaint from an empty month", () => {
    expect(parseOfx(wrap("<BANKTRANLIST><DTSTART>20240101</BANKTRANLIST>")).rows).toEqual([]);
  });
});

describe("QIF", () => {
  it.each([
    ["8/ 1/97", false, "1997-08-01"],
    ["6/ 1' 0", false, "2000-06-01"],
    ["12/31'99", false, "2099-12-31"],
    ["2024-01-31", false, "2024-01-31"],
    ["03.11.25", false, "2025-11-03"],
    ["23/10/2013", true, "2013-10-23"],
  ] as const)("date %s (day first: %s) is %s", (text, dayFirst, iso) => {
    expect(qifDate(text, dayFirst)).toBe(iso);
  });

  it("skips category and class lists", () => {
    const text = "!Type:Cat\nNFood\nE\n^\n!Type:Class\nNWork\n^\n!Type:Bank\nD1/2/2024\nT-5.00\nPTCI\n^\n";
    expect(parseQif(text).rows).toMatchObject([{ transaction_date: "2024-01-02", amount: -500, description: "TCI" }]);
  });

  it("refuses an investment register with a clear message", () => {
    expect(() => parseQif("!Type:Invst\nD1/2/2024\nNBuy\nT100.00\n^\n")).toThrow("investment register (!Type:Invst)");
  });

  it("offers each !Account block and reads the one chosen", () => {
    const text =
      "!Account\nNChecking\nTBank\n^\n!Type:Bank\nD1/2/2024\nT-5.00\nPA\n^\n" +
      "!Account\nNVisa\nTCCard\n^\n!Type:CCard\nD1/3/2024\nT-7.00\nPB\n^\nD1/4/2024\nT-8.00\nPC\n^\n";
    expect(qifAccounts(text)).toEqual([
      { name: "Checking", type: "Bank", transactions: 1 },
      { name: "Visa", type: "CCard", transactions: 2 },
    ]);
    expect(() => parseQif(text)).toThrow('2 accounts ("Checking", "Visa"): choose one in the preview');
    expect(parseQif(text, "Visa").rows.map((row) => row.amount)).toEqual([-700, -800]);
  });

  it("takes an Opening Balance record as the account's opening balance, not income", () => {
    const text = "!Type:Bank\nD1/1/2024\nT1,500.00\nPOpening Balance\nL[Checking]\n^\nD1/2/2024\nT-5.00\nPShop\n^\n";
    const parsed = parseQif(text);
    expect(parsed.openingBalance).toEqual({ cents: 150000, date: "2024-01-01" });
    expect(parsed.rows).toHaveLength(1);
  });
});

describe("CSV rows that are not transactions", () => {
  it("skips and reports a wrapped merchant line and a pending row without a date", () => {
    const text =
      "Date,Description,Amount,Balance\n01.02.2024,SHOP,-5.00,95.00\n  AMSTERDAM NL\nPending,CAFE,-3.00,\n02.02.2024,PAY,100.00,195.00\n";
    const parsed = parseCsvStatement(text, config());
    expect(parsed.rows.map((row) => row.amount)).toEqual([-500, 10000]);
    expect(parsed.skipped).toBe(2);
    expect(parsed.problems).toEqual([
      "Line 3: skipped, it has 1 of 4 columns and no Description Field (Description): a line the bank wrapped, or a note.",
      'Line 4: skipped, it has no date ("Pending"): a pending or summary row.',
    ]);
  });

  it("still refuses a date in the wrong format", () => {
    const text = "Date,Description,Amount\n2024-02-01,SHOP,-5.00\n";
    expect(() => parseCsvStatement(text, config())).toThrow(
      'Line 2: the date "2024-02-01" does not match the format DD.MM.YYYY.',
    );
  });
});
