import PaginationItem from "@mui/material/PaginationItem";
import Stack from "@mui/material/Stack";
import { pageItems } from "./pageItems";

interface PageButtonsProps {
  page: number;
  count: number;
  onChange: (page: number) => void;
  label: string;
}

/** Previous, up to 8 page items, next; shown by callers only when there is more than one page. */
export function PageButtons({ page, count, onChange, label }: PageButtonsProps) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      sx={{ flexWrap: "wrap", justifyContent: "center", listStyle: "none", p: 0, m: 0 }}
    >
      <PaginationItem
        type="previous"
        page={page - 1}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Go to previous page"
      />
      {pageItems(page, count).map((item) =>
        typeof item === "number" ? (
          <PaginationItem
            key={item}
            type="page"
            page={item}
            selected={item === page}
            color="primary"
            onClick={() => onChange(item)}
            aria-label={item === page ? `Page ${item}` : `Go to page ${item}`}
            aria-current={item === page ? "page" : undefined}
          />
        ) : (
          <PaginationItem key={item} type={item} />
        ),
      )}
      <PaginationItem
        type="next"
        page={page + 1}
        disabled={page >= count}
        onClick={() => onChange(page + 1)}
        aria-label="Go to next page"
      />
    </Stack>
  );
}
