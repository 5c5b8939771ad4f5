import type { MemoryItem } from "@homebase/contracts";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useNotify } from "../../components/notifications";
import { useReview } from "./api";
import { formatUsDate } from "./format";

/**
 * Issue 8 "Due for review": memorized verses whose next review has come. "I remembered"
 * moves the next review further out (1, 3, 7, 14, 30, 90 days); "I forgot" starts again tomorrow.
 */
export function ReviewSection({ items, onOpen }: { items: readonly MemoryItem[]; onOpen: (item: MemoryItem) => void }) {
  const review = useReview();
  const notify = useNotify();
  const headingId = useId();
  const due = items.filter((item) => item.is_completed && item.is_review_due);
  if (due.length === 0) return null;

  const answer = (item: MemoryItem, remembered: boolean) =>
    review.mutate(
      { item, remembered },
      {
        onSuccess: (saved) =>
          notify(
            saved.next_review_date
              ? `${saved.name}: next review ${formatUsDate(saved.next_review_date)}`
              : `${saved.name}: review recorded`,
            "success",
          ),
      },
    );

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: "info.main",
        bgcolor: theme.alpha((theme.vars ?? theme).palette.info.main, 0.08),
      })}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Due for review ({due.length})
      </Typography>
      <List disablePadding aria-label="Due for review">
        {due.map((item) => {
          const pending = review.isPending && review.variables?.item.id === item.id;
          return (
            <ListItem key={item.id} disableGutters sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
              <ListItemText
                primary={
                  <Button
                    variant="text"
                    onClick={() => onOpen(item)}
                    sx={{ textTransform: "none", p: 0, minWidth: 0, fontSize: "1rem", justifyContent: "flex-start" }}
                  >
                    {item.name}
                  </Button>
                }
                sx={{ flex: "1 1 160px", my: 0 }}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  disabled={pending}
                  aria-label={`I remembered ${item.name}`}
                  onClick={() => answer(item, true)}
                >
                  I remembered
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={pending}
                  aria-label={`I forgot ${item.name}`}
                  onClick={() => answer(item, false)}
                >
                  I forgot
                </Button>
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
