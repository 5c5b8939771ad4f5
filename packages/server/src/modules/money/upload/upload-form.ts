import { isSingleByteEncoding, UPLOAD_FIELD_KEYS } from "@homebase/contracts";
import { invalid } from "../../../http/errors";
import type { CsvConfig } from "./csv-statement";
import type { PreviewOptions } from "./preview";

type MappingKey = (typeof UPLOAD_FIELD_KEYS)[number] | "date_format";
const MAPPING_KEYS: MappingKey[] = [...UPLOAD_FIELD_KEYS, "date_format"];

export interface UploadForm {
  accountId: number;
  file: Buffer;
  options: PreviewOptions;
}

/**
 * The upload and preview forms: account_id and file, the character set and QIF account the
 * owner chose in the preview, and (preview only) their edits to the guessed mapping. Any bad
 * field answers 400 with every field's message.
 */
export function readUploadForm(
  { fields: form, file }: { fields: Record<string, string>; file: Buffer | undefined },
  withMapping: boolean,
): UploadForm {
  const fields: Record<string, string[]> = {};
  const accountId = form.account_id;
  const id = Number(accountId);
  if (accountId === undefined || !/^\d+$/.test(accountId.trim()) || !Number.isSafeInteger(id) || id <= 0) {
    fields.account_id = ["Choose one from the list."];
  }
  if (!file) fields.file = ["Choose a file to upload."];
  else if (file.length === 0) fields.file = ["The file is empty."];
  const options: PreviewOptions = {};
  const encoding = form.encoding?.trim();
  if (encoding) {
    if (isSingleByteEncoding(encoding)) options.encoding = encoding;
    else fields.encoding = ["Choose a character set from the list."];
  }
  if (form.qif_account !== undefined) options.qifAccount = form.qif_account;
  if (withMapping) {
    const mapping: Partial<CsvConfig> = {};
    for (const key of MAPPING_KEYS) {
      const value = form[key];
      if (value === undefined) continue;
      if (value.trim().length > 100) fields[key] = ["Use at most 100 characters."];
      else mapping[key] = value.trim();
    }
    const positive = form.is_positive_credit;
    if (positive !== undefined) {
      if (positive === "true" || positive === "false") mapping.is_positive_credit = positive === "true";
      else fields.is_positive_credit = ["Answer true or false."];
    }
    if (Object.keys(mapping).length > 0) options.mapping = mapping;
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { accountId: id, file: file as Buffer, options };
}
