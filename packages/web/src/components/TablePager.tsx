import { mdiChevronLeft, mdiChevronRight } from "@mdi/js";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import NativeSelect from "@mui/material/NativeSelect";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Icon } from "./Icon";

/** Spec §9 data-table page sizes; ALL_ROWS shows every row. */
export const ALL_ROWS = -1;
const PAGE_SIZES = [10, 25, 50, 100, ALL_ROWS] as const;

interface TablePagerProps {
  /** Rows in the whole table. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  /** One of PAGE_SIZES. */
  rowsPerPage: number;
  labelRowsPerPage: string;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/**
 * A data table's footer (spec §9): rows per page, which rows show, previous and next. It reads as
 * MUI's TablePagination does, but its page size is the platform's own select (a phone's picker)
 * rather than MUI's menu, which brings Select, Menu, Popover, Modal and Tooltip (about 37 KB
 * brotli) to the page before its first content (issue 28).
 */
export function TablePager({
  count,
  page,
  rowsPerPage,
  labelRowsPerPage,
  onPageChange,
  onRowsPerPageChange,
}: TablePagerProps) {
  const selectId = useId();
  const all = rowsPerPage === ALL_ROWS;
  const from = count === 0 ? 0 : all ? 1 : page * rowsPerPage + 1;
  const to = all ? count : Math.min(count, (page + 1) * rowsPerPage);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap", minHeight: 52, columnGap: 2, px: 0.5 }}
    >
      <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
        <Typography component="label" htmlFor={selectId} variant="body2">
          {labelRowsPerPage}
        </Typography>
        <NativeSelect
          id={selectId}
          value={rowsPerPage}
          onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          input={<InputBase sx={{ fontSize: "body2.fontSize" }} />}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size === ALL_ROWS ? "All" : size}
            </option>
          ))}
        </NativeSelect>
      </Stack>
      <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
        {`${from}–${to} of ${count}`}
      </Typography>
      <Stack direction="row">
        <IconButton
          aria-label="Go to previous page"
          title="Go to previous page"
          disabled={page === 0 || all}
          onClick={() => onPageChange(page - 1)}
        >
          <Icon path={mdiChevronLeft} />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          title="Go to next page"
          disabled={all || to >= count}
          onClick={() => onPageChange(page + 1)}
        >
          <Icon path={mdiChevronRight} />
        </IconButton>
      </Stack>
    </Stack>
  );
}
