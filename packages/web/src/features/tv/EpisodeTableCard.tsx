import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { RelativeDate } from "../../components/RelativeDate";
import { visuallyHidden } from "../../components/visuallyHidden";
import { dayOf, formatShortDate } from "./format";

// The frame the season tables and the specials table share (spec §2 TvShow): a card titled with
// the watched count, and a table with the columns #, Name, First Aired, Last Watched and marks.

export function EpisodeTableCard({
  anchor,
  title,
  watched,
  total,
  marksWidth,
  empty,
  children,
}: {
  /** Id of the heading: the season links jump to it, and it names the table. */
  anchor: string;
  title: string;
  watched: number;
  total: number;
  marksWidth: number | Record<string, number>;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={anchor} sx={{ scrollMarginTop: 80 }}>
      <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", px: 2, pt: 2, pb: 1 }}>
        <Typography id={anchor} variant="h6" component="h2">
          {title}
        </Typography>
        {total > 0 && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {watched} of {total} watched
          </Typography>
        )}
      </Stack>
      {total === 0 && empty ? (
        <Typography sx={{ px: 2, pb: 2, color: "text.secondary" }}>{empty}</Typography>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-labelledby={anchor}
            // Narrower cells on a phone, so the name keeps most of the width.
            sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 40 }}>#</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>First Aired</TableCell>
                <TableCell>Last Watched</TableCell>
                <TableCell padding="none" sx={{ width: marksWidth }}>
                  <Box component="span" sx={visuallyHidden}>
                    Marks
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

/** The First Aired and Last Watched cells of one episode or special. */
export function EpisodeDateCells({
  firstAired,
  lastWatchedAt,
  timeZone,
}: {
  firstAired: string | null;
  lastWatchedAt: string | null;
  timeZone: string;
}) {
  return (
    <>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        {firstAired ? formatShortDate(firstAired, timeZone) : "Not yet announced"}
      </TableCell>
      <TableCell sx={{ whiteSpace: { sm: "nowrap" } }}>
        {lastWatchedAt ? <RelativeDate date={dayOf(lastWatchedAt, timeZone)} /> : "—"}
      </TableCell>
    </>
  );
}
