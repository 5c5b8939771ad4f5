import { mdiKeyboardOutline, mdiTagMultiple } from "@mdi/js";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "../../components/Icon";
import { lazyDialog } from "../../components/lazyDialog";
import { SearchField } from "../../components/SearchField";
import { useDebouncedValue } from "../../components/useDebouncedValue";
import { ViewTabs } from "../../components/ViewTabs";
import { ImportButton } from "../imports/ImportButton";
import { NewTaskForm, type NewTaskFormHandle } from "./NewTaskForm";
import { TaskList } from "./TaskList";
import { CompletedView, GroupedView, SearchResults, TrashView } from "./TaskViews";
import { useCompleteTask } from "./useCompleteTask";

// The two dialogs load when first opened: the page's first paint needs none of their code (issue 28).
const KeyboardHelp = lazyDialog(async () => (await import("./KeyboardHelp")).KeyboardHelp);
const ManageDialog = lazyDialog(async () => (await import("./ManageDialog")).ManageDialog);

const VIEWS = [
  { key: "due", label: "By date" },
  { key: "project", label: "By project" },
  { key: "priority", label: "By priority" },
  { key: "completed", label: "Completed" },
  { key: "trash", label: "Trash" },
] as const;
type View = (typeof VIEWS)[number]["key"];

/** Keys typed into a field are the field's (a checkbox or radio is not a field to type in). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["TEXTAREA", "SELECT"].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !["checkbox", "radio"].includes(target.type)));

/** Arrow keys walk the task rows in reading order (issue 20). */
function moveFocus(step: 1 | -1) {
  const rows = [...document.querySelectorAll<HTMLElement>("main [data-task-row]")];
  if (rows.length === 0) return;
  const current = rows.findIndex((row) => row.contains(document.activeElement));
  const next =
    current === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, current + step));
  rows[next]?.focus();
}

/** TaskHome (/tasks/): the Add New Task form above the open tasks (spec §2), views, search, keys. */
export function TaskHome() {
  const [managing, setManaging] = useState(false);
  const [helping, setHelping] = useState(false);
  const [params, setParams] = useSearchParams();
  const view = (VIEWS.find((v) => v.key === params.get("view"))?.key ?? "due") as View;
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), 250);
  const form = useRef<NewTaskFormHandle>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const { onToggle, snackbar } = useCompleteTask();
  // The heading row paints in a commit of its own; the search, the views and the task list
  // follow in a deferred render. Together they were one commit of 250 ms on a mid-range phone
  // (about 300 style rules go in), which held back the first paint of the page's content
  // (issue 28).
  const restShown = useDeferredValue(true, false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const act = (run: () => void) => {
        event.preventDefault();
        run();
      };
      if (event.key === "q") act(() => form.current?.focus());
      else if (event.key === "/") act(() => searchInput.current?.focus());
      else if (event.key === "?") act(() => setHelping(true));
      else if (event.key === "ArrowDown") act(() => moveFocus(1));
      else if (event.key === "ArrowUp") act(() => moveFocus(-1));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const setView = (key: View) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === "due") next.delete("view");
        else next.set("view", key);
        return next;
      },
      { replace: true },
    );

  const body = query ? (
    <SearchResults search={query} onToggle={onToggle} />
  ) : view === "project" || view === "priority" ? (
    <GroupedView by={view} onToggle={onToggle} />
  ) : view === "completed" ? (
    <CompletedView onToggle={onToggle} />
  ) : view === "trash" ? (
    <TrashView />
  ) : null;

  return (
    <Stack spacing={2} sx={{ maxWidth: { xs: 960, lg: 1600 } }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h4" component="h1">
          Tasks
        </Typography>
        <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
          <IconButton aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={() => setHelping(true)}>
            <Icon path={mdiKeyboardOutline} />
          </IconButton>
          <Button startIcon={<Icon path={mdiTagMultiple} />} onClick={() => setManaging(true)}>
            Manage priorities and projects
          </Button>
          <ImportButton module="tasks" title="Import tasks" />
        </Stack>
      </Stack>
      {restShown && (
        <>
          <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 1, alignItems: { md: "center" } }}>
            <SearchField
              type="search"
              label="Search tasks"
              size="small"
              value={search}
              inputRef={searchInput}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") {
                  setSearch("");
                  searchInput.current?.blur();
                }
              }}
              sx={{ flex: { md: "0 0 320px" } }}
            />
            <ViewTabs label="Views" tabs={VIEWS} value={view} onChange={setView} />
          </Stack>
          <TaskList onToggle={onToggle} before={<NewTaskForm handle={form} />} view={body} />
        </>
      )}
      <ManageDialog open={managing} onClose={() => setManaging(false)} />
      <KeyboardHelp open={helping} onClose={() => setHelping(false)} />
      {snackbar}
    </Stack>
  );
}
