import { mdiClose, mdiPlus } from "@mdi/js";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Icon } from "../../components/Icon";
import { Tooltip } from "../../components/Tooltip";
import {
  addGroup,
  type ConnectionsBoard,
  type ConnectionsGroup,
  canClose,
  canJoin,
  canRemove,
  closeGroup,
  GROUP_SIZE,
  groupLabel,
  openGroups,
  openWords,
  removeGroup,
  removeWord,
  renameGroup,
  toggleMember,
} from "./board";
import { groupColour } from "./colours";

interface GroupTableProps {
  board: ConnectionsBoard;
  update: (change: (board: ConnectionsBoard) => ConnectionsBoard) => void;
}

// On a phone the group columns are fixed and the word column takes the rest, so a word as
// long as FLOUNDER and four groups fit 390 px; more groups scroll sideways. Wider screens get
// a table just as wide as its columns, keeping each word near its cells.
const GROUP_WIDTH = { xs: 60, sm: 112 };
const WORD_WIDTH = { xs: 118, sm: 200 };

/** Spec §2: the open words (rows) by the open groups (columns); a cell toggles membership. */
export function GroupTable({ board, update }: GroupTableProps) {
  const groups = openGroups(board);
  const words = openWords(board);

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <TableContainer component={Paper} sx={{ width: { xs: "100%", sm: "auto" }, maxWidth: "100%" }}>
        <Table
          size="small"
          aria-label="Words by group"
          sx={{
            tableLayout: "fixed",
            width: { xs: "100%", sm: WORD_WIDTH.sm + groups.length * GROUP_WIDTH.sm },
            minWidth: WORD_WIDTH.xs + groups.length * GROUP_WIDTH.xs,
          }}
        >
          <colgroup>
            <Box component="col" sx={{ width: { sm: WORD_WIDTH.sm } }} />
            {groups.map((group) => (
              <Box component="col" key={group.id} sx={{ width: GROUP_WIDTH }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 1 }}>Word</TableCell>
              {groups.map((group) => (
                <GroupHeader key={group.id} group={group} update={update} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {words.length === 0 && (
              <TableRow>
                <TableCell colSpan={groups.length + 1} sx={{ color: "text.secondary", py: 2 }}>
                  {board.words.length === 0 ? "Add the puzzle's 16 words above." : "Every word is in a closed group."}
                </TableCell>
              </TableRow>
            )}
            {words.map((word) => (
              <TableRow key={word} hover>
                <TableCell component="th" scope="row" sx={{ pl: 1, pr: 0, py: 0 }}>
                  <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 0.5 }}>
                    <Box
                      component="span"
                      sx={{ fontWeight: 600, fontSize: { xs: 13, sm: 14 }, overflowWrap: "anywhere", minWidth: 0 }}
                    >
                      {word}
                    </Box>
                    <IconButton
                      size="small"
                      aria-label={`Remove ${word}`}
                      title={`Remove ${word}`}
                      onClick={() => update((current) => removeWord(current, word))}
                      sx={{ color: "text.secondary", flexShrink: 0 }}
                    >
                      <Icon path={mdiClose} sx={{ fontSize: 16 }} />
                    </IconButton>
                  </Box>
                </TableCell>
                {groups.map((group) => (
                  <MemberCell key={group.id} board={board} group={group} word={word} update={update} />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button startIcon={<Icon path={mdiPlus} />} onClick={() => update(addGroup)}>
        Add group
      </Button>
    </Stack>
  );
}

// Native titles explain C and X: an MUI tooltip would open over the first row's cells.
function GroupHeader({ group, update }: { group: ConnectionsGroup; update: GroupTableProps["update"] }) {
  const label = groupLabel(group);
  return (
    <TableCell padding="none" sx={{ px: 0.5, py: 0.5, verticalAlign: "top", bgcolor: groupColour(group.id).soft }}>
      <InputBase
        value={group.name}
        onChange={(event) => update((board) => renameGroup(board, group.id, event.target.value))}
        inputProps={{ "aria-label": `Name of ${label}`, maxLength: 40 }}
        placeholder={`Group ${group.id}`}
        sx={{
          width: "100%",
          fontSize: 13,
          fontWeight: 600,
          "& input": { py: 0.5, textOverflow: "ellipsis" },
          // A dotted underline says the name can be edited; solid while editing.
          borderBottom: "1px dashed",
          borderColor: "text.disabled",
          "&.Mui-focused": { borderBottomStyle: "solid", borderColor: "primary.main" },
        }}
      />
      {/* Count and control side by side when there is room, stacked in a phone's narrow column. */}
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          alignItems: { xs: "stretch", sm: "center" },
          justifyContent: "space-between",
          gap: 0.5,
          pt: 0.25,
        }}
      >
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {group.words.length}/{GROUP_SIZE}
        </Typography>
        {/* Spec §2 letters C and X; issue 25: a tooltip and a name that say what they do. */}
        {canClose(group) && (
          <Tooltip title="Close group">
            <Button
              size="small"
              variant="contained"
              aria-label={`Close group: ${label}`}
              onClick={() => update((board) => closeGroup(board, group.id))}
              sx={{ minWidth: 32, px: 1, py: 0, lineHeight: 1.75 }}
            >
              C
            </Button>
          </Tooltip>
        )}
        {canRemove(group) && (
          <Tooltip title="Remove group">
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={`Remove group: ${label}`}
              onClick={() => update((board) => removeGroup(board, group.id))}
              sx={{ minWidth: 32, px: 1, py: 0, lineHeight: 1.75 }}
            >
              X
            </Button>
          </Tooltip>
        )}
      </Box>
    </TableCell>
  );
}

interface MemberCellProps {
  board: ConnectionsBoard;
  group: ConnectionsGroup;
  word: string;
  update: GroupTableProps["update"];
}

/** The whole cell is the checkbox, so a tap anywhere in it toggles (spec §4). */
function MemberCell({ board, group, word, update }: MemberCellProps) {
  const member = group.words.includes(word);
  const disabled = !member && !canJoin(board, group, word);
  const colour = groupColour(group.id);
  return (
    <TableCell padding="none" sx={{ bgcolor: member ? colour.main : undefined }}>
      <Checkbox
        checked={member}
        disabled={disabled}
        onChange={() => update((current) => toggleMember(current, group.id, word))}
        slotProps={{ input: { "aria-label": `${word} in ${groupLabel(group)}` } }}
        sx={{
          width: "100%",
          height: 44,
          borderRadius: 0,
          color: member ? colour.contrastText : undefined,
          "&.Mui-checked": { color: colour.contrastText },
        }}
      />
    </TableCell>
  );
}
