import type { SingleByteEncoding } from "@homebase/contracts";

// Bank exports arrive in whatever encoding the bank's software uses: UTF-8 with or without a
// byte-order mark, UTF-16 (Excel's "Unicode text"), or Windows-1252 (older US banks).

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Guesses UTF-16 without a BOM: ASCII text in UTF-16 has a zero byte in every other position. */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 400);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/** File types people rename to .csv by mistake: PDF, ZIP (xlsx, docx), old Excel, images. */
const BINARY_MAGIC = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // ZIP: xlsx, docx, numbers
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: xls, doc
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
];

/**
 * Issue 25: whether the bytes are not text at all (a binary file renamed .csv), so the owner is
 * told that rather than that a header is missing. Text in UTF-16 (zero bytes between ASCII) is
 * text; otherwise a NUL, or more than 1 in 100 control bytes in the first 8 KB, means binary.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (BINARY_MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte))) return true;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  if (utf16WithoutBom(bytes)) return false;
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if ((byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1a && byte !== 0x1b)) && byte !== 0x0c) control++;
  }
  return control > sample.length / 100;
}

export interface DecodedStatement {
  text: string;
  /** What the text was decoded as: utf-8, utf-16le, utf-16be or one of SINGLE_BYTE_ENCODINGS. */
  encoding: string;
  /** False when the bytes are not UTF-8 or UTF-16 and a single-byte set was assumed. */
  clean: boolean;
}

/**
 * The file's text and how it was read. `encoding` (one of SINGLE_BYTE_ENCODINGS) is the owner's
 * choice for a file that is not UTF-8; a UTF-8 or UTF-16 file is read as such whatever it says.
 */
export function decodeStatementAs(bytes: Uint8Array, encoding?: SingleByteEncoding): DecodedStatement {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: utf8Lenient(bytes.subarray(3)), encoding: "utf-8", clean: true };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le", clean: true };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be", clean: true };
  }
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16, clean: true };
  try {
    return { text: utf8.decode(bytes), encoding: "utf-8", clean: true };
  } catch {
    const chosen = encoding ?? "windows-1252";
    const text = chosen === "windows-1252" ? decodeWindows1252(bytes) : new TextDecoder(chosen).decode(bytes);
    return { text, encoding: chosen, clean: false };
  }
}

/** The file's text, whatever its encoding; never throws (Windows-1252 maps every byte). */
export function decodeStatement(bytes: Uint8Array): string {
  return decodeStatementAs(bytes).text;
}

// Node's TextDecoder("windows-1252") decodes as Latin-1; these are the bytes where they differ.
const WINDOWS_1252_80_9F =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_80_9F.charCodeAt(byte - 0x80) : byte,
    );
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join("");
}

function utf8Lenient(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes);
}
