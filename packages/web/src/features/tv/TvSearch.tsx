import { TV_DEBOUNCE_MS, type TvSearchResult } from "@homebase/contracts";
import { mdiOpenInApp, mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";
import { SearchField } from "../../components/SearchField";
import { useDebouncedValue } from "../../components/useDebouncedValue";
import { useFocusAfterPaint } from "../../components/useFocusAfterPaint";
import { useSearch, useTrackShow } from "./api";
import { Poster } from "./Poster";
import { showPathFromUrl } from "./paths";

export const OFFLINE_MESSAGE = "The search is offline; your shows still work.";

function ResultCard({ result }: { result: TvSearchResult }) {
  const nameId = useId();
  const track = useTrackShow();
  const notify = useNotify();
  const openPath = showPathFromUrl(result.tracked_url);
  const facts = [result.premiered?.slice(0, 4), result.network, result.status].filter(Boolean).join(" · ");
  return (
    <Card component="li" aria-labelledby={nameId}>
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: { xs: "wrap", sm: "nowrap" } }}>
        {/* Poster and text side by side; on a phone the button goes under them. */}
        <Box sx={{ display: "flex", gap: 2, flex: 1, minWidth: 0, flexBasis: { xs: "100%", sm: "auto" } }}>
          <Poster src={result.poster_url} name={result.name} place="list" />
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {result.name}
            </Typography>
            {facts && (
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {facts}
              </Typography>
            )}
            {result.overview && (
              <Typography
                variant="body2"
                sx={{ display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
              >
                {result.overview}
              </Typography>
            )}
          </Stack>
        </Box>
        {openPath ? (
          <Button component={Link} to={openPath} startIcon={<Icon path={mdiOpenInApp} />} sx={{ flexShrink: 0 }}>
            Open
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<Icon path={mdiPlus} />}
            loading={track.isPending}
            onClick={() => track.mutate(result, { onSuccess: (show) => notify(`Added ${show.name}`, "success") })}
            sx={{ flexShrink: 0 }}
          >
            Add
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useSearch(q);
  if (!q.trim()) {
    return <Typography sx={{ color: "text.secondary" }}>Type a show's name to search TVmaze.</Typography>;
  }
  if (search.isError) {
    const offline = search.error instanceof ApiError && search.error.status === 503;
    return (
      <Alert
        severity={offline ? "warning" : "error"}
        action={
          <Button color="inherit" size="small" onClick={() => void search.refetch()}>
            Retry
          </Button>
        }
      >
        {offline ? OFFLINE_MESSAGE : `Could not search: ${errorDetail(search.error)}`}
      </Alert>
    );
  }
  if (!search.data) return <LinearProgress aria-label="Searching" />;
  return (
    <Stack spacing={1}>
      {search.isFetching ? <LinearProgress aria-label="Searching" /> : null}
      {search.data.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>No shows match "{q.trim()}".</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Search results" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {search.data.map((result) => (
            <ResultCard key={result.tvmaze_id} result={result} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** TvSearch (/tv/search/): searches TVmaze as the owner types; Add tracks a show, Open goes to it. */
export function TvSearch() {
  // The query lives in the URL, so going back from a show returns to the same results.
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const q = useDebouncedValue(text, TV_DEBOUNCE_MS);
  const field = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(field);
  const change = (value: string) => {
    setText(value);
    setParams(value ? { q: value } : {}, { replace: true });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        Search
      </Typography>
      <SearchField
        type="search"
        label="Show name"
        value={text}
        onChange={(event) => change(event.target.value)}
        inputRef={field}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <SearchResults q={q} />
    </Stack>
  );
}
