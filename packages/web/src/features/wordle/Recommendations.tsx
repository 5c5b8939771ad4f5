import type { WordleConfig, WordleRecommendation } from "@homebase/contracts";
import { numberText, WORDLE_MAX_RESULTS } from "@homebase/contracts";
import { mdiStar } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { TAP_TARGET } from "../../components/tapTarget";
import { useDataInTransition } from "../../components/useDataInTransition";
import { visuallyHidden } from "../../components/visuallyHidden";
import { useRecommendations } from "./api";

interface RecommendationsProps {
  config: WordleConfig;
  /** Enters the word as the next guess. */
  onPick: (word: string) => void;
  /** Picking is off (solved, no rounds left). */
  disabled: boolean;
  /** Said under the title, e.g. that the open row is not coloured yet. */
  note?: string;
}

/** A recommendation's row (its button's minimum height); the list has two columns from sm up. */
const ROW_HEIGHT = TAP_TARGET.minHeight;
const LIST_HEIGHT = { xs: WORDLE_MAX_RESULTS * ROW_HEIGHT, sm: (WORDLE_MAX_RESULTS / 2) * ROW_HEIGHT };

const plural = (count: number, one: string, many: string) => `${numberText(count)} ${count === 1 ? one : many}`;

/** Spec §2: the recommended words, best first, and how many answers remain possible. */
export function Recommendations({ config, onPick, disabled, note }: RecommendationsProps) {
  const titleId = useId();
  const query = useRecommendations(config);
  // The first list renders in a transition, in slices, not in one task (issue 28: 150 ms at 4x).
  const data = useDataInTransition(query.data);
  // Shown while the answer for the current colours is on its way: the previous list, dimmed.
  const stale = query.isPlaceholderData;

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={query.isFetching}>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography id={titleId} variant="h6" component="h2">
          Recommended words
        </Typography>
        {/* Laid out before the answer arrives (hidden, at the opening count of 2,309 answers), so
            on a phone, where it wraps under the title, nothing below moves when it appears. */}
        <Typography
          variant="body2"
          role="status"
          sx={{ color: "text.secondary", visibility: data ? "visible" : "hidden" }}
        >
          {plural(data?.candidate_count ?? 2309, "possible answer", "possible answers")}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        {note ?? "★ could be the answer. Score: expected number of guesses to finish if played next (lower is better)."}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching && data && <LinearProgress aria-label="Updating" />}</Box>
      {/* The list's own size (a spinner's animation redrew the page every frame while it loaded). */}
      {!data && !query.isError && (
        <Skeleton variant="rounded" aria-label="Loading recommendations" sx={{ height: LIST_HEIGHT }} />
      )}
      {query.isError && !data && <LoadError what="the recommendations" onRetry={() => void query.refetch()} />}
      {query.isError && data && (
        <Alert severity="error" sx={{ mb: 1 }}>
          Could not update the recommendations. The list below is for earlier colours.
        </Alert>
      )}
      {data && data.candidate_count === 0 && !stale && (
        <Alert severity="warning">No word fits these colours — check the tiles.</Alert>
      )}
      {data && data.results.length > 0 && (
        <List
          aria-labelledby={titleId}
          dense
          sx={{ opacity: stale ? 0.5 : 1, transition: "opacity 150ms", columns: { xs: 1, sm: 2 }, columnGap: 2, p: 0 }}
        >
          {data.results.map((item) => (
            <Recommendation key={item.word} item={item} disabled={disabled || stale} onPick={() => onPick(item.word)} />
          ))}
        </List>
      )}
    </Box>
  );
}

function Recommendation({
  item,
  disabled,
  onPick,
}: {
  item: WordleRecommendation;
  disabled: boolean;
  onPick: () => void;
}) {
  // The name is the visible text plus the words the layout implies ("CRANE, score 3.45,
  // possible answer"), so it contains what a person sees and can say to pick it (WCAG 2.5.3).
  // The star sits between word and score on screen (flex order), after them in the name.
  return (
    <ListItem disablePadding sx={{ breakInside: "avoid" }}>
      <ListItemButton onClick={onPick} disabled={disabled} sx={{ borderRadius: 1, gap: 1.5, minHeight: ROW_HEIGHT }}>
        <Typography component="span" sx={{ fontFamily: "monospace", fontSize: 18, fontWeight: 700, letterSpacing: 2 }}>
          {item.word}
        </Typography>
        <Typography component="span" variant="body2" sx={{ order: 2, ml: "auto", color: "text.secondary" }}>
          <Box component="span" sx={visuallyHidden}>
            , score{" "}
          </Box>
          {item.score.toFixed(2)}
        </Typography>
        <Box component="span" sx={{ order: 1, width: 20, display: "inline-flex", color: "warning.main" }}>
          {item.is_candidate && (
            <>
              <Icon path={mdiStar} fontSize="small" />
              <Box component="span" sx={visuallyHidden}>
                , possible answer
              </Box>
            </>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
