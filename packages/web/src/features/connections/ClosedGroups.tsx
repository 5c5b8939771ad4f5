import ButtonBase from "@mui/material/ButtonBase";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { type ConnectionsBoard, closedGroups, groupLabel, reopenGroup } from "./board";
import { groupColour } from "./colours";

interface ClosedGroupsProps {
  board: ConnectionsBoard;
  update: (change: (board: ConnectionsBoard) => ConnectionsBoard) => void;
}

/** Spec §2/§4: closed groups listed as 'name: words'; clicking one reopens it. */
export function ClosedGroups({ board, update }: ClosedGroupsProps) {
  const titleId = useId();
  const groups = closedGroups(board);
  if (groups.length === 0) return null;

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        Closed groups
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        Click a group to reopen it.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {groups.map((group) => {
          const colour = groupColour(group.id);
          return (
            <li key={group.id}>
              <ButtonBase
                onClick={() => update((current) => reopenGroup(current, group.id))}
                title="Reopen this group"
                sx={{
                  width: "100%",
                  justifyContent: "flex-start",
                  textAlign: "left",
                  borderRadius: 1,
                  px: 2,
                  py: 1.5,
                  bgcolor: colour.main,
                  color: colour.contrastText,
                  typography: "body1",
                  "&:hover, &.Mui-focusVisible": { filter: "brightness(0.93)" },
                  "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
                }}
              >
                <span>
                  <strong>{groupLabel(group)}:</strong> {group.words.join(", ")}
                </span>
              </ButtonBase>
            </li>
          );
        })}
      </Stack>
    </section>
  );
}
