import type { BibleBookSummary } from "@homebase/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { NumberField } from "../../components/NumberField";
import { useBooks } from "./api";

/** A chosen book, optionally narrowed to a chapter range (whole book when both are null). */
export interface BookChoice {
  book: string;
  name: string;
  chapters: number;
  from_chapter: number | null;
  to_chapter: number | null;
}

const choiceOf = (book: BibleBookSummary): BookChoice => ({
  book: book.id,
  name: book.name,
  chapters: book.chapters,
  from_chapter: null,
  to_chapter: null,
});

interface BookPickerProps {
  value: BookChoice[];
  onChange: (books: BookChoice[]) => void;
  error?: string;
}

/**
 * The custom plan's books, from GET /bible/api/books/ in canonical order, grouped by
 * testament. With one book chosen, a chapter range can narrow it (e.g. Psalms 1–41).
 */
export function BookPicker({ value, onChange, error }: BookPickerProps) {
  const books = useBooks();
  const options = books.data ?? [];
  const chosen = value
    .map((choice) => options.find((book) => book.id === choice.book))
    .filter((book): book is BibleBookSummary => book !== undefined);
  const single = value.length === 1 ? value[0] : undefined;
  const setRange = (patch: Partial<BookChoice>) => single && onChange([{ ...single, ...patch }]);

  return (
    <Stack spacing={2}>
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        loading={books.isPending}
        getOptionLabel={(book) => book.name}
        groupBy={(book) => (book.testament === "OT" ? "Old Testament" : "New Testament")}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_event, selected) =>
          onChange(
            // Kept in canonical order whatever order they were picked in; ranges survive.
            [...selected]
              .sort((a, b) => options.indexOf(a) - options.indexOf(b))
              .map((book) => value.find((choice) => choice.book === book.id) ?? choiceOf(book)),
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Books"
            error={error !== undefined}
            helperText={
              error ?? (books.isError ? "Could not load the books." : "Chapters are read in canonical order.")
            }
          />
        )}
      />
      {single && (
        <Stack spacing={1}>
          <Typography variant="body2" color="textSecondary">
            Chapters of {single.name} (1 to {single.chapters}); leave empty for the whole book.
          </Typography>
          <Stack direction="row" spacing={2}>
            <NumberField
              label="From chapter"
              value={single.from_chapter}
              onChange={(from_chapter) => setRange({ from_chapter })}
              min={1}
              max={single.chapters}
              precision={0}
              sx={{ maxWidth: 160 }}
            />
            <NumberField
              label="To chapter"
              value={single.to_chapter}
              onChange={(to_chapter) => setRange({ to_chapter })}
              min={1}
              max={single.chapters}
              precision={0}
              sx={{ maxWidth: 160 }}
            />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
